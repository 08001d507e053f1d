import { orderNumber } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { type AuditRecord, recordAudit } from '../audit/service.ts';
import { getOrderForLedger } from '../orders/order-payment.service.ts';
import { getOrderById } from '../orders/order-reads.service.ts';
import { syncOrderPayment } from './ledger-summary.ts';
import {
  deleteRefundClaim,
  insertRefundClaims,
  selectOpenRefundClaims,
  updateRefundClaim,
} from './refund-repository.ts';
import { type Payments, paymentsNotOffered } from './service.ts';

/**
 * The admin's refund (POST /orders/refund): everything taken online for an order and not given back yet goes
 * back through the provider, exactly once. Each payment's refund is first claimed in the ledger (a pending refund
 * row; the one-refund-per-payment index lets one tap claim it), then asked of the provider with the key the
 * refund round uses (`refund-<payment id>`), so a refund round running at once gives back nothing twice either.
 */

const REFUND_MESSAGES = {
  nothing: 'Nothing to refund: no money taken online for this order is left to give back.',
} as const;

export async function refundOrder(
  db: Db,
  payments: Payments | undefined,
  orderId: string,
  admin: AuditRecord['actor'],
) {
  const order = await getOrderById(db, orderId); // "Order not found" first
  if (!payments) throw paymentsNotOffered();
  // The claims and the order's summary move together, the order locked: a second tap waits, then finds them.
  const claims = await db.transaction(async (tx) => {
    await getOrderForLedger(tx, order._id, { forUpdate: true });
    const made = await insertRefundClaims(tx, order._id, payments.provider.name);
    if (made.length > 0) {
      await syncOrderPayment(tx, order._id, payments.hold);
      // The audit log (ADR 055) has who gave back how much, with the claims: a tap that claims nothing writes none.
      const amount = made.reduce((sum, claim) => sum + claim.payment.amount, 0);
      await recordAudit(tx, {
        actor: admin,
        kind: 'order.refund',
        target: { type: 'order', id: order._id, label: `Order ${orderNumber(order)}` },
        before: { paid: order.payment.paid, refunded: order.payment.refunded },
        after: { refunding: Math.round(amount * 100) / 100, currency: payments.currency },
      });
    }
    return made;
  });
  if (claims.length === 0) throw conflict(REFUND_MESSAGES.nothing);
  let refunded = 0;
  for (const claim of claims) {
    try {
      await giveBack(db, payments, claim.id, { ...claim.payment, paymentId: claim.payment.id });
      refunded += claim.payment.amount;
    } catch (error) {
      // The provider did not answer: the claim goes, and tapping again asks again (the same key, one refund).
      await db.transaction(async (tx) => {
        await getOrderForLedger(tx, order._id, { forUpdate: true });
        await deleteRefundClaim(tx, claim.id);
        await syncOrderPayment(tx, order._id, payments.hold);
      });
      throw error;
    }
  }
  return { orderId: order._id, refunded: Math.round(refunded * 100) / 100, currency: payments.currency };
}

async function giveBack(
  db: Db,
  payments: Pick<Payments, 'provider' | 'hold'>,
  claimId: string,
  payment: { orderId: string; paymentId: string; providerRef: string; amount: number; currency: string },
) {
  const refund = await payments.provider.refund({
    paymentRef: payment.providerRef,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: `refund-${payment.paymentId}`,
  });
  await db.transaction(async (tx) => {
    await getOrderForLedger(tx, payment.orderId, { forUpdate: true });
    await updateRefundClaim(tx, claimId, refund.providerRef, refund.status);
    await syncOrderPayment(tx, payment.orderId, payments.hold);
  });
}

/** Finishes the refunds a stopped server claimed and did not ask for (run with the refund round). */
export async function finishRefundClaims(
  db: Db,
  payments: Pick<Payments, 'provider' | 'hold'>,
  limit = 50,
): Promise<number> {
  const open = await selectOpenRefundClaims(db, limit);
  for (const claim of open) await giveBack(db, payments, claim.id, claim);
  return open.length;
}
