import { defaultMonthlyPayment } from '@carshop/contract/finance';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setFinanceApr } from '@/lib/finance-apr';
import { setShopUnits } from '@/lib/units';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CarCard } from './car-card';

afterEach(() => {
  setShopUnits(undefined);
  setFinanceApr(undefined);
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('the facts on a car card (issue 32)', () => {
  it('shows the year, the mileage in kilometres and the monthly estimate, linked to the calculator', () => {
    setFinanceApr(6.9);
    renderPage(<CarCard car={aCar({ _id: 'car-7', year: 2021, mileage: 48_250, price: 30_000 })} />);
    const article = card('Honda Civic');
    expect(within(article).getByText('2021')).toBeInTheDocument();
    expect(within(article).getByText('48,250 km')).toBeInTheDocument();
    // 27,000 borrowed over 60 months at 6.9 %: the finance calculator's figure, from the same formula.
    expect(defaultMonthlyPayment(30_000, 6.9)).toBe(533.36);
    const estimate = within(article).getByRole('link', { name: /^Est\. 533\.36৳\/mo/ });
    expect(estimate).toHaveAttribute('href', '/products/car-7#finance-calculator');
    expect(estimate).toHaveAccessibleName(
      'Est. 533.36৳/mo, with 10% down over 60 months: open the finance calculator',
    );
  });

  it('speaks miles when the shop does (SHOP_UNITS), and follows the shop rate (FINANCE_APR)', () => {
    setShopUnits('miles');
    setFinanceApr(0);
    renderPage(<CarCard car={aCar({ mileage: 7_700, price: 12_000 })} />);
    const article = card('Honda Civic');
    expect(within(article).getByText('7,700 mi')).toBeInTheDocument();
    // 10,800 over 60 months at no interest.
    expect(within(article).getByRole('link', { name: /^Est\. 180৳\/mo/ })).toBeInTheDocument();
  });
});
