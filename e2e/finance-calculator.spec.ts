import { expect, expectAccessible, expectNoHorizontalOverflow, scrollToHydrated } from './fixtures';
import { test } from './shop-helpers';

/**
 * The car page's finance calculator (issue 22): in the server's HTML with the defaults (the car's price, 10 %
 * down, 60 months at FINANCE_APR, 6.9 % on the e2e server), then live as the buyer types.
 */
test.describe('finance calculator', () => {
  test('the car page arrives with the default estimate, and the worked example gives 386.66 a month', async ({
    page,
    request,
    shop,
  }) => {
    const car = await shop.createCar({ price: 25_000 });
    // 22,500 borrowed at 6.9 % over 60 months (packages/contract/src/finance.test.ts).
    const html = await (
      await request.get(`/products/${car._id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<meta name="finance-apr" content="6.9">');
    for (const figure of [
      'Finance calculator',
      '$444.47',
      '$29,167.97',
      '$4,167.97',
      'not an offer of credit',
    ])
      expect(html).toContain(figure);

    await page.goto(`/products/${car._id}`);
    // Its code comes as it nears the screen (a deferred section).
    await scrollToHydrated(page, 'finance-calculator');
    const calculator = page.getByRole('region', { name: 'Finance calculator' });
    const estimate = calculator.getByRole('status');
    await expect(calculator.getByLabel('Price')).toHaveValue('25000');
    await expect(calculator.getByLabel('Annual rate (%)')).toHaveValue('6.9');
    await expect(estimate).toContainText('Monthly payment$444.47');

    await calculator.getByLabel('Price').fill('20000');
    await calculator.getByText('Amount', { exact: true }).click();
    await expect(calculator.getByRole('radio', { name: 'Amount' })).toBeChecked();
    await expect(calculator.getByLabel('Down payment', { exact: true })).toHaveValue('2000');
    await calculator.getByLabel('Down payment', { exact: true }).fill('0');
    await calculator.getByLabel('Term').selectOption({ label: '60 months' });
    await calculator.getByLabel('Annual rate (%)').fill('6');
    await expect(estimate).toContainText('Monthly payment$386.66');
    await expect(estimate).toContainText('Total paid$23,199.36');
    await expect(estimate).toContainText('Total interest$3,199.36');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // A rate out of range is named, not computed, and the page stays accessible while it shows.
    await calculator.getByLabel('Annual rate (%)').fill('31');
    await expect(estimate).toHaveText('Enter the annual rate, a percentage from 0 to 30.');
    await expect(calculator.getByLabel('Annual rate (%)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
});
