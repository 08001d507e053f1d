import type { Today, TodayList } from '@carshop/contract/today';
import { CircleCheckBig } from 'lucide-react';
import type { ReactNode } from 'react';
import { AgendaSection } from '@/components/ui/agenda';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Skeleton } from '@/components/ui/skeleton';
import { enquiryPaths } from '@/domains/enquiries/paths';
import { TestDriveToConfirm, WaitingEnquiry } from '@/domains/enquiries/today-leads';
import { orderPaths } from '@/domains/orders/paths';
import { OrderToCall, PaymentReceived, ReservationEnding } from '@/domains/orders/today-orders';
import { errorMessage } from '@/lib/error-message';
import { formatDay } from '@/lib/format';
import { useTodayQuery } from '../api';

/** Ages ("waiting 3 hours") and the lists themselves are brought up to date this often while the page is open. */
const REFRESH_MS = 60_000;

const enquiries = enquiryPaths.dashboardEnquiries;
const orders = orderPaths.dashboardOrders;

/**
 * The lists of Today in order of urgency: what has a time (test drives, reservations ending), then what waits for
 * the shop (orders to call, enquiries to answer), then news (payments); each with where all of it is listed.
 */
const LISTS: Record<TodayList, { title: string; more: string }> = {
  testDrives: { title: 'Test drives to confirm', more: `${enquiries}?type=test-drive` },
  reservations: { title: 'Reservations about to end', more: `${orders}?payment=deposit_paid` },
  newOrders: { title: 'New orders to call', more: `${orders}?status=pending` },
  waitingEnquiries: { title: 'Enquiries waiting for an answer', more: `${enquiries}?status=new` },
  payments: { title: 'Payments received (last 24 hours)', more: `${orders}?payment=paid` },
};

/** Each list's items as the page shows them (a role gets only its own lists from the server). */
function itemsOf(today: Today): Record<TodayList, ReactNode[] | undefined> {
  const { now } = today;
  const when = { now, today: today.today };
  return {
    testDrives: today.testDrives?.items.map((e) => (
      <TestDriveToConfirm key={e._id} enquiry={e} when={when} />
    )),
    reservations: today.reservations?.items.map((o) => <ReservationEnding key={o._id} order={o} now={now} />),
    newOrders: today.newOrders?.items.map((o) => <OrderToCall key={o._id} order={o} now={now} />),
    waitingEnquiries: today.waitingEnquiries?.items.map((e) => (
      <WaitingEnquiry key={e._id} enquiry={e} when={when} />
    )),
    payments: today.payments?.items.map((p) => <PaymentReceived key={p._id} payment={p} now={now} />),
  };
}

/**
 * The staff's Today (issue 30): what needs doing, each item one tap from its action (confirm a test drive, call
 * the buyer, open the order or the enquiry). Above the overview, for every staff role.
 */
export function TodayView() {
  const { data, isError, error, refetch, isFetching } = useTodayQuery(undefined, {
    pollingInterval: REFRESH_MS,
  });
  const today = data?.data;
  return (
    <section aria-labelledby="today-title" className="grid min-w-0 gap-4">
      <h2 id="today-title" className="text-lg font-semibold text-slate-900">
        Today{today ? <span className="font-normal text-slate-600"> · {formatDay(today.today)}</span> : null}
      </h2>
      {isError && !today ? (
        <ErrorPanel
          message={errorMessage(error, 'What needs doing today could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !today ? (
        <LoadingBlock label="Loading what needs doing today" className="grid gap-4 xl:grid-cols-2">
          <Skeleton className="h-48 w-full rounded-xl!" />
          <Skeleton className="h-48 w-full rounded-xl!" />
        </LoadingBlock>
      ) : (
        <TodayLists today={today} />
      )}
    </section>
  );
}

function TodayLists({ today }: { today: Today }) {
  const items = itemsOf(today);
  const shown = (Object.keys(LISTS) as TodayList[]).filter((list) => (today[list]?.total ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <EmptyState icon={CircleCheckBig} title="Nothing needs you today" className="p-6!">
        <p className="text-sm text-slate-600">
          Nothing of your work is waiting right now. New test drives, orders and enquiries appear here as they
          arrive.
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      {shown.map((list) => (
        <AgendaSection
          key={list}
          id={`today-${list}`}
          title={LISTS[list].title}
          total={today[list]?.total ?? 0}
          more={{ to: LISTS[list].more, shown: items[list]?.length ?? 0 }}
        >
          {items[list]}
        </AgendaSection>
      ))}
    </div>
  );
}
