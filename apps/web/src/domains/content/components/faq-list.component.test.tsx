import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '@/content/faq';
import { FaqList } from './faq-list';

describe('FAQ list', () => {
  it('opens one answer at a time, closes the open one again, and names each answer by its question', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={FAQ_ENTRIES} headingLevel={2} />);
    const financing = screen.getByRole('button', { name: 'Do you offer financing options?' });
    const warranty = screen.getByRole('button', { name: 'Do your cars come with a warranty?' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(FAQ_ENTRIES.length);
    expect(financing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(financing);
    expect(financing).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Do you offer financing options?' });
    expect(answer).toHaveTextContent(/has a finance calculator/);
    expect(financing).toHaveAttribute('aria-controls', answer.id);

    await user.click(warranty);
    expect(financing).toHaveAttribute('aria-expanded', 'false');
    expect(warranty).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/has a finance calculator/)).not.toBeVisible();

    await user.click(warranty);
    expect(warranty).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('puts every answer in the server-rendered HTML, closed', () => {
    const html = renderToString(<FaqList entries={FAQ_ENTRIES} />);
    for (const entry of FAQ_ENTRIES) expect(html).toContain(entry.answer);
    expect(html.match(/ hidden=""/g)).toHaveLength(FAQ_ENTRIES.length);
  });
});
