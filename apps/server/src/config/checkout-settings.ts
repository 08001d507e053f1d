import { z } from 'zod';
import { booleanFlag, whole } from './values.ts';

/** One of the shop's fees: `Documentation fee: 199`. */
const FEE = /^\s*([^:;]{1,60}?)\s*:\s*(\d{1,7}(?:\.\d{1,2})?)\s*$/;
const FEES_MESSAGE =
  'SHOP_FEES must be named amounts separated by semicolons, such as "Documentation fee: 199; Registration: 150"';
const DEPOSIT = /^(?:(\d{1,7}(?:\.\d{1,2})?)|(\d{1,2}(?:\.\d{1,2})?|100)\s*%)$/;

export type ShopFee = { label: string; amount: number };
/** The fees of a SHOP_FEES setting, or undefined when it cannot be read (blank: none). */
function parseFees(value: string): ShopFee[] | undefined {
  if (!value.trim()) return [];
  const fees = value.split(';').map((part) => FEE.exec(part));
  if (fees.some((fee) => !fee)) return undefined;
  return fees.map((fee) => ({ label: fee![1]!, amount: Number(fee![2]) }));
}

/** A fixed deposit, or a share of the order's total. */
export type DepositRule = { fixed: number } | { percent: number };

/** What a car purchase costs beyond the cars, and when it can be handed over (issue 29, ADR 053). */
export const checkout = z
  .object({
    /** The dealer's fees on every order, by name: `Documentation fee: 199; Registration: 150`. Unset: none. */
    SHOP_FEES: z
      .string()
      .refine((value) => parseFees(value) !== undefined, FEES_MESSAGE)
      .optional(),
    /** Tax in percent on the cars and fees; 0: no tax line. */
    TAX_RATE: z.coerce.number().min(0).max(100).default(0),
    /** The prices already include TAX_RATE: the breakdown shows the tax in them instead of adding it. */
    PRICES_INCLUDE_TAX: booleanFlag.default(false),
    /** The deposit that reserves a car online: an amount (`500`) or a share of the total (`10%`). */
    DEPOSIT_AMOUNT: z
      .string()
      .default('10%')
      .transform((value, context): DepositRule => {
        const match = DEPOSIT.exec(value.trim());
        if (match?.[1]) return { fixed: Number(match[1]) };
        if (match?.[2]) return { percent: Number(match[2]) };
        context.addIssue({
          code: 'custom',
          message: 'DEPOSIT_AMOUNT must be an amount, such as 500, or a share, such as 10%',
        });
        return z.NEVER;
      }),
    /** Delivery is offered from this many days after the order on (pickup: from the next open day). */
    DELIVERY_LEAD_DAYS: whole(1, 60).default(3),
  })
  .transform((e) => ({
    checkout: {
      fees: (e.SHOP_FEES && parseFees(e.SHOP_FEES)) || [],
      taxRate: e.TAX_RATE,
      pricesIncludeTax: e.PRICES_INCLUDE_TAX,
      deposit: e.DEPOSIT_AMOUNT,
      deliveryLeadDays: e.DELIVERY_LEAD_DAYS,
    },
  }));
