import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';

/** Counters whose window ended before `before` (rate-limiter-flexible only ever reads live ones). */
export async function deleteRateLimitCounters(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expire, before))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
