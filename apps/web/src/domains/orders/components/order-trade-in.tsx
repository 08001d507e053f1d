import type { Order } from '@carshop/contract/order';
import { formatMoney } from '@/lib/format';

/** "Trade-in: 2019 Ford Focus, $6,400.00 offered" (issue 32): the buyer's accepted offer that goes with the order. */
export const tradeInWords = (tradeIn: NonNullable<Order['tradeIn']>) =>
  `${tradeIn.title}, ${formatMoney(tradeIn.amount, 'customer-order', { decimals: true })} offered`;
