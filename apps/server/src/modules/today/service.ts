import { nextOpenDay, type OpeningHours } from '@carshop/contract/opening-hours';
import {
  RECENT_PAYMENT_HOURS,
  RESERVATION_WARNING_HOURS,
  TODAY_LIST_MAX,
  type Today,
} from '@carshop/contract/today';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { allows } from '../../lib/policies.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { leadsOnToday } from '../enquiries/agenda.service.ts';
import { ordersToCall, reservationsEnding } from '../orders/agenda.service.ts';
import { paymentsReceived } from '../payments/agenda.service.ts';

const HOUR_MS = 3_600_000;

/**
 * The staff's Today (issue 30, ADR 065). This module owns no table: it asks the owners (enquiries, orders,
 * payments) for their bounded lists. A viewer gets a list only where the permission table lets them do its
 * work (confirm a test drive, move an order on, answer an enquiry), so a salesperson sees leads and orders and
 * an inventory clerk none of them.
 */
export async function getToday(
  db: Db,
  viewer: AuthUser,
  { openingHours }: { openingHours: OpeningHours },
  now = new Date(),
): Promise<Today> {
  const today = shopToday(now);
  // Test drives up to the next day the shop opens: Monday's are confirmed on Saturday when Sundays are closed.
  const days = { today, through: nextOpenDay(openingHours, today) };
  const reservationsUntil = new Date(now.getTime() + RESERVATION_WARNING_HOURS * HOUR_MS);
  const paymentsSince = new Date(now.getTime() - RECENT_PAYMENT_HOURS * HOUR_MS);
  const may = (action: Parameters<typeof allows>[0]) => allows(action, viewer);
  const when = <T>(allowed: boolean, load: () => Promise<T>) => (allowed ? load() : undefined);
  const [testDrives, newOrders, waitingEnquiries, payments, reservations] = await Promise.all([
    when(may('scheduleTestDrive'), () => leadsOnToday(db, 'testDrives', days, TODAY_LIST_MAX)),
    when(may('changeOrderStatus'), () => ordersToCall(db, reservationsUntil, TODAY_LIST_MAX)),
    when(may('replyToEnquiry'), () => leadsOnToday(db, 'waiting', days, TODAY_LIST_MAX)),
    when(may('listOrders'), () => paymentsReceived(db, paymentsSince, TODAY_LIST_MAX)),
    when(may('changeOrderStatus'), () => reservationsEnding(db, reservationsUntil, TODAY_LIST_MAX)),
  ]);
  return {
    now: now.toISOString(),
    today,
    ...(testDrives && { testDrives }),
    ...(newOrders && { newOrders }),
    ...(waitingEnquiries && { waitingEnquiries }),
    ...(payments && { payments }),
    ...(reservations && { reservations }),
  };
}
