import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPaymentHistory, orders, payments } from '../../db/schema.ts';
import { CLAIM_PREFIX } from './refund-repository.ts';

/**
 * The order's payment history (issue 29, ADR 059), read off its ledger in the ledger's own transaction: each
 * payment row `started` when it was made, then `paid` (`deposit_paid` for a deposit order), `failed` or `expired`
 * as it moved there; each refund the provider has (not a claim still waiting for its answer) `refunded`. Every
 * event is keyed by its ledger row, its kind and its time, so writing the history again adds only what is new: a
 * row that failed and later succeeded keeps both, and a repeated event, a replay or a second server adds nothing.
 * The ledger's own timestamps are the events' times (in SQL, so they are compared at the database's precision).
 */
export async function recordPaymentHistory(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${orderPaymentHistory} (order_id, ledger_ref, event, amount, currency, at)
    select p.order_id, p.id, e.event, p.amount, p.currency, e.at
    from ${payments} p
    join ${orders} o on o.id = p.order_id
    cross join lateral (values
      (case when p.kind = 'payment' then 'started' end, p.created_at),
      (case when p.kind = 'payment' then case p.status
        when 'succeeded' then case when o.payment_choice = 'deposit' then 'deposit_paid' else 'paid' end
        when 'failed' then 'failed'
        when 'canceled' then 'expired' end end, p.updated_at),
      (case when p.kind = 'refund' and p.status in ('pending', 'succeeded')
        and p.provider_ref not like ${`${CLAIM_PREFIX}%`} then 'refunded' end, p.created_at)
    ) as e(event, at)
    where p.order_id = ${orderId} and e.event is not null
    on conflict (ledger_ref, event, at) do nothing`);
}
