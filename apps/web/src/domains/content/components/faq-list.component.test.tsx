import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '@/content/faq';
import { FaqList } from './faq-list';

/** The details element a question opens. */
const answerOf = (question: string) => screen.getByText(question).closest('details')!;

describe('FAQ list', () => {
  it('is native disclosures sharing one name (the browser opens one at a time), each question a heading', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList entries={FAQ_ENTRIES} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(FAQ_ENTRIES.length);
    const items = [...container.querySelectorAll('details')];
    expect(items).toHaveLength(FAQ_ENTRIES.length);
    const names = new Set(items.map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    for (const item of items) expect(item.querySelector(':scope > summary h2')).not.toBeNull();

    const financing = answerOf('Do you offer financing options?');
    expect(financing.open).toBe(false);
    await user.click(screen.getByText('Do you offer financing options?'));
    expect(financing.open).toBe(true);
    expect(financing).toHaveTextContent(/has a finance calculator/);
    await user.click(screen.getByText('Do you offer financing options?'));
    expect(financing.open).toBe(false);
  });

  it('puts every answer in the server-rendered HTML, closed, and opens without a script', () => {
    const html = renderToString(<FaqList entries={FAQ_ENTRIES} />);
    for (const entry of FAQ_ENTRIES) expect(html).toContain(entry.answer);
    expect(html.match(/<details /g)).toHaveLength(FAQ_ENTRIES.length);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html.match(/<summary /g)).toHaveLength(FAQ_ENTRIES.length);
  });
});
