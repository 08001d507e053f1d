import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setFinanceApr } from '@/lib/finance-apr';
import { FinanceCalculator } from './finance-calculator';

const estimate = () => screen.getByRole('status');
const field = (label: string) => screen.getByLabelText(label);

/** The figures shown, by their labels. */
function figures() {
  const shown: Record<string, string> = {};
  for (const term of within(estimate()).getAllByRole('term'))
    shown[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return shown;
}

async function typeInto(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('FinanceCalculator', () => {
  afterEach(() => setFinanceApr(undefined));

  it('starts from the price, 10 % down, 60 months and the shop rate, the same on the server as in the browser', () => {
    // 25,000 less 10 %: 22,500 at 6.9 % over 60 months (packages/contract/src/finance.test.ts).
    const expected = ['$444.47', '$29,167.97', '$4,167.97'];
    const html = renderToString(<FinanceCalculator price={25_000} />);
    for (const amount of expected) expect(html).toContain(amount);

    render(<FinanceCalculator price={25_000} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Finance calculator' })).toBeInTheDocument();
    expect(field('Price')).toHaveValue('25000');
    expect(field('Down payment')).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Percent' })).toBeChecked();
    expect(field('Term')).toHaveValue('60');
    expect(field('Annual rate (%)')).toHaveValue('6.9');
    expect(figures()).toEqual({
      'Monthly payment': expected[0],
      'Total paid': expected[1],
      'Total interest': expected[2],
    });
    expect(screen.getByText(/An estimate, not an offer of credit/)).toBeInTheDocument();
  });

  it('gives the worked example as the buyer types: 20,000 over 60 months at 6 % is 386.66 a month', async () => {
    render(<FinanceCalculator price={31_000} />);
    await typeInto('Price', '20,000');
    await typeInto('Down payment', '0');
    await userEvent.setup().selectOptions(field('Term'), '60 months');
    await typeInto('Annual rate (%)', '6');
    expect(figures()).toEqual({
      'Monthly payment': '$386.66',
      'Total paid': '$23,199.36',
      'Total interest': '$3,199.36',
    });
    // A zero rate divides evenly: 20,000 / 48.
    await userEvent.setup().selectOptions(field('Term'), '48 months');
    await typeInto('Annual rate (%)', '0');
    expect(figures()).toMatchObject({ 'Monthly payment': '$416.67', 'Total interest': '$0.00' });
  });

  it('takes the down payment as an amount or a percentage, keeping the same money when switched', async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator price={20_000} />);
    await typeInto('Annual rate (%)', '6');
    await user.click(screen.getByRole('radio', { name: 'Amount' }));
    expect(field('Down payment')).toHaveValue('2000'); // the 10 % it started with
    await typeInto('Down payment', '5000');
    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    expect(field('Down payment')).toHaveValue('25');
    await typeInto('Down payment', '50');
    // 10,000 borrowed: half of the worked example's 386.656.
    expect(figures()['Monthly payment']).toBe('$193.33');
    await user.click(screen.getByRole('radio', { name: 'Amount' }));
    expect(field('Down payment')).toHaveValue('10000');
    expect(figures()['Monthly payment']).toBe('$193.33');
    // A down payment of the whole price borrows nothing.
    await typeInto('Down payment', '20000');
    expect(figures()).toMatchObject({ 'Monthly payment': '$0.00', 'Total paid': '$20,000.00' });
  });

  it('says what to fix instead of showing NaN, and marks the field', async () => {
    render(<FinanceCalculator price={20_000} />);
    await typeInto('Price', '');
    expect(estimate()).toHaveTextContent('Enter the price, an amount above 0.');
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Price')).toHaveAccessibleDescription('Enter the price, an amount above 0.');
    await typeInto('Price', '20000');
    await typeInto('Annual rate (%)', '31');
    expect(estimate()).toHaveTextContent('Enter the annual rate, a percentage from 0 to 30.');
    await typeInto('Down payment', '-5');
    expect(estimate()).toHaveTextContent('Enter the down payment as a percentage from 0 to 100.');
    expect(field('Price')).not.toHaveAttribute('aria-invalid');
    expect(estimate()).not.toHaveTextContent(/NaN|\$/);
    await typeInto('Annual rate (%)', '30');
    await typeInto('Down payment', '0');
    expect(figures()['Monthly payment']).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it("starts from the shop's FINANCE_APR: the server's setting, the page's meta in the browser, else 6.9 %", () => {
    setFinanceApr(12.5);
    expect(renderToString(<FinanceCalculator price={20_000} />)).toMatch(/id="finance-apr"[^>]*value="12.5"/);

    setFinanceApr(undefined);
    const meta = Object.assign(document.createElement('meta'), { name: 'finance-apr', content: '4.25' });
    document.head.append(meta);
    const { unmount } = render(<FinanceCalculator price={20_000} />);
    expect(field('Annual rate (%)')).toHaveValue('4.25');
    unmount();
    meta.remove();

    setFinanceApr(undefined);
    render(<FinanceCalculator price={20_000} />);
    expect(field('Annual rate (%)')).toHaveValue('6.9');
  });
});
