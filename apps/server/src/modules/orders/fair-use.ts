import { ORDER_MESSAGES } from '@carshop/contract/order';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { HttpError } from '../../lib/http-error.ts';
import { canOrderPastFairUseCap } from '../../lib/policies.ts';
import { lockUser } from '../users/service.ts';
import { type OpenUnitsScope, selectOpenUnits } from './repository.ts';

/**
 * Fair use (issue 20, issue 28; ADR 047): open orders (OPEN_ORDER_STATUSES) hold at most a cap of cars, counted
 * per account, and across accounts per client address, per delivery phone and per delivery address, so that
 * fresh accounts from one place cannot hold the showroom between them. An unset or 0 cap is no limit.
 */
export type FairUseCaps = {
  /** MAX_OPEN_UNITS_PER_CUSTOMER: one account. */
  perCustomer: number;
  /** MAX_OPEN_UNITS_PER_DELIVERY: one delivery phone, and one delivery address, whatever the accounts. */
  perDelivery: number;
  /** MAX_OPEN_UNITS_PER_ADDRESS: one client address (an IPv6 /64). */
  perClientAddress: number;
  /** MAX_OPEN_UNITS_UNVERIFIED: one account that has not confirmed its email (ADR 048); unset or 0: none of its own. */
  perUnverified?: number;
};

/** What an order is counted by, besides its account: `client` is the clientKey of the request. */
export type FairUseKeys = { client?: string; phone: string; address: string };

/** The digits of a phone number: `+1 (555) 010-0199` and `15550100199` are one phone. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '');
/** An address's letters and digits, lower-cased: `12 Main St.` and `12 main st` are one address. */
export const addressKey = (address: string) =>
  address
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The keys an order stores (its client address, phone and address) so later checkouts can count it. */
export const fairUseKeysOf = (order: { phone: string; address: string }, client?: string): FairUseKeys => ({
  client,
  phone: phoneKey(order.phone),
  address: addressKey(order.address),
});

type Limit = { scope: OpenUnitsScope; cap: number; message: (cap: number, open: number) => string };

/** Every limit a checkout meets; a new kind of limit is one more entry here. */
function limitsOf(customer: AuthUser, keys: FairUseKeys, caps: FairUseCaps): Limit[] {
  const limits: Limit[] = [
    { scope: { by: 'user', key: customer.id }, cap: caps.perCustomer, message: ORDER_MESSAGES.openUnitsCap },
    {
      scope: { by: 'phone', key: keys.phone },
      cap: caps.perDelivery,
      message: ORDER_MESSAGES.openUnitsPerPhone,
    },
    {
      scope: { by: 'address', key: keys.address },
      cap: caps.perDelivery,
      message: ORDER_MESSAGES.openUnitsPerDeliveryAddress,
    },
  ];
  // A fresh account proves nothing about who holds it: a lower cap until its email is confirmed (ADR 048).
  if (!customer.emailVerified && caps.perUnverified)
    limits.push({
      scope: { by: 'user', key: customer.id },
      cap: caps.perUnverified,
      message: ORDER_MESSAGES.openUnitsUnverified,
    });
  if (keys.client !== undefined)
    limits.push({
      scope: { by: 'client', key: keys.client },
      cap: caps.perClientAddress,
      message: ORDER_MESSAGES.openUnitsPerClientAddress,
    });
  return limits.filter((limit) => limit.cap > 0);
}

/**
 * Refuses (409, nothing changed) a checkout of `wanted` cars that would take any of its scopes past its cap.
 * Admins are not limited. Two checkouts that share a scope must count one after the other, whichever accounts
 * they come from: the customer's row is locked first (as before), then one transaction-long advisory lock per
 * scope, in one order (sorted), so two checkouts never wait for each other in a circle; the cars are locked
 * after (ADR 011).
 */
export async function assertFairUse(
  tx: Db,
  customer: AuthUser,
  keys: FairUseKeys,
  wanted: number,
  caps: FairUseCaps,
): Promise<void> {
  if (canOrderPastFairUseCap(customer)) return;
  const limits = limitsOf(customer, keys, caps);
  if (limits.length === 0) return;
  await lockUser(tx, customer.id);
  const names = limits
    .filter((limit) => limit.scope.by !== 'user')
    .map((limit) => `fair-use:${limit.scope.by}:${limit.scope.key}`)
    .sort();
  for (const name of names) await lockForTransaction(tx, name);
  for (const { scope, cap, message } of limits) {
    const open = await selectOpenUnits(tx, scope);
    if (open + wanted > cap) throw new HttpError(409, message(cap, open));
  }
}
