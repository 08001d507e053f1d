import type { Car } from '@carshop/contract/car';
import { DRIVETRAIN_NAMES } from '@carshop/contract/constants';
import { DEFAULT_FINANCE_APR, defaultMonthlyPayment } from '@carshop/contract/finance';
import { financeApr } from '@/lib/finance-apr';
import { productPath } from './paths';

/**
 * The facts a buyer sorts by (issue 32), the same wherever a car is shown: its drivetrain in words, and the
 * monthly payment at the finance calculator's defaults (FINANCE_DEFAULTS, the shop's FINANCE_APR), which links to
 * the calculator on the car's page.
 */

/** "AWD (All-wheel drive)", or "Not given". */
export const drivetrainText = (drivetrain: Car['drivetrain']): string =>
  drivetrain ? `${drivetrain} (${DRIVETRAIN_NAMES[drivetrain]})` : 'Not given';

/** The monthly estimate of a car at this price: a tenth down, five years, at the shop's rate. */
export const monthlyEstimate = (price: number): number =>
  defaultMonthlyPayment(price, financeApr() ?? DEFAULT_FINANCE_APR);

/** The finance calculator on a car's page. */
export const financeCalculatorPath = (carId: string) => `${productPath(carId)}#finance-calculator`;
