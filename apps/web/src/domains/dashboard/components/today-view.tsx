import type { Today } from '@carshop/contract/today';
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

type Section = { key: string; title: string; total: number; shown: number; more: string; items: ReactNode };

/**
 * The lists of Today, most urgent first: what has a time (test drives, reservations ending), then what waits for
 * the shop (orders to call, enquiries to answer), then news (payments). The server sends a role only its lists.
 */
function sectionsOf(today: Today): Section[] {
  const when = { now: today.now, today: today.today };
  const { testDrives, reservations, newOrders, waitingEnquiries, payments } = today;
  const sections: (Section | undefined)[] = [
    testDrives && {
      key: 'drives',
      title: 'Test drives to confirm',
      total: testDrives.total,
      shown: testDrives.items.length,
      more: `${enquiryPaths.dashboardEnquiries}?type=test-drive`,
      items: testDrives.items.map((enquiry) => (
        <TestDriveToConfirm key={enquiry._id} enquiry={enquiry} when={when} />
      )),
    },
    reservations && {
      key: 'reservations',
      title: 'Reservations about to end',
      total: reservations.total,
      shown: reservations.items.length,
      more: `${orderPaths.dashboardOrders}?payment=deposit_paid`,
      items: reservations.items.map((order) => (
        <ReservationEnding key={order._id} order={order} now={today.now} />
      )),
    },
    newOrders && {
      key: 'orders',
      title: 'New orders to call',
      total: newOrders.total,
      shown: newOrders.items.length,
      more: `${orderPaths.dashboardOrders}?status=pending`,
      items: newOrders.items.map((order) => <OrderToCall key={order._id} order={order} now={today.now} />),
    },
    waitingEnquiries && {
      key: 'enquiries',
      title: 'Enquiries waiting for an answer',
      total: waitingEnquiries.total,
      shown: waitingEnquiries.items.length,
      more: `${enquiryPaths.dashboardEnquiries}?status=new`,
      items: waitingEnquiries.items.map((enquiry) => (
        <WaitingEnquiry key={enquiry._id} enquiry={enquiry} when={when} />
      )),
    },
    payments && {
      key: 'payments',
      title: 'Payments received (last 24 hours)',
      total: payments.total,
      shown: payments.items.length,
      more: `${orderPaths.dashboardOrders}?payment=paid`,
      items: payments.items.map((payment) => (
        <PaymentReceived key={payment._id} payment={payment} now={today.now} />
      )),
    },
  ];
  return sections.filter((section): section is Section => section !== undefined && section.total > 0);
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
  const sections = sectionsOf(today);
  if (sections.length === 0) {
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
      {sections.map(({ key, title, total, shown, more, items }) => (
        <AgendaSection key={key} id={`today-${key}`} title={title} total={total} more={{ to: more, shown }}>
          {items}
        </AgendaSection>
      ))}
    </div>
  );
}
