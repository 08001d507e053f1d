import { and, eq, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentState } from './payment-provider.ts';

/** The admin's refunds (refund.service.ts): claims in the ledger before the provider is asked. */

/** A claim's provider id until the provider names the refund: unique per payment, never a provider's. */
export const CLAIM_PREFIX = 'claim:refund-';
const claimRef = (paymentId: string) => `${CLAIM_PREFIX}${paymentId}`;

const refunds = alias(payments, 'refunds');

/**
 * Claims the refund of each succeeded payment of the order that has none: a pending refund row per payment,
 * inserted unless one exists (the one-refund-per-payment index; a claim being written by another tap is waited
 * for, then skipped). Answers the claims this call made, with the payment each gives back.
 */
export async function insertRefundClaims(db: Db, orderId: string, provider: string) {
  const paid = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      providerRef: payments.providerRef,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.kind, 'payment'), eq(payments.status, 'succeeded')),
    );
  const claims: { id: string; payment: (typeof paid)[number] }[] = [];
  for (const payment of paid) {
    const [claim] = await db
      .insert(payments)
      .values({
        orderId,
        kind: 'refund',
        provider,
        providerRef: claimRef(payment.id),
        refundOf: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        status: 'pending',
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (claim) claims.push({ id: claim.id, payment });
  }
  return claims;
}

/** The provider named the refund: the claim becomes it. */
export async function updateRefundClaim(db: Db, id: string, providerRef: string, status: PaymentState) {
  await db.update(payments).set({ providerRef, status, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** The provider could not be asked: the claim goes, and the payment can be refunded again. */
export async function deleteRefundClaim(db: Db, id: string) {
  await db.delete(payments).where(and(eq(payments.id, id), like(payments.providerRef, `${CLAIM_PREFIX}%`)));
}

/** Claims left by a server that stopped between the claim and the provider's answer, with their payments. */
export function selectOpenRefundClaims(db: Db, limit: number) {
  return db
    .select({
      id: refunds.id,
      orderId: payments.orderId,
      paymentId: payments.id,
      providerRef: payments.providerRef,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.refundOf))
    .where(like(refunds.providerRef, `${CLAIM_PREFIX}%`))
    .limit(limit);
}
