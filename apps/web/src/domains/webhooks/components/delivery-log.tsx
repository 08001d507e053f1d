import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from '@carshop/contract/webhook';
import { History, RefreshCw, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useResendWebhookDeliveryMutation, useWebhookDeliveriesQuery } from '../api';

const STATE_BADGE = {
  delivered: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Pending', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'danger' },
} as const;

/** What the last attempt got: the HTTP status, the error, or nothing yet. */
function outcomeOf(delivery: WebhookDelivery): string {
  if (delivery.attempts === 0) return 'Not tried yet';
  if (delivery.status !== null) return `HTTP ${delivery.status}`;
  return delivery.error ?? 'No answer';
}

function DeliveryRow({ delivery, turnedOff }: { delivery: WebhookDelivery; turnedOff: boolean }) {
  const [resend, { isLoading }] = useResendWebhookDeliveryMutation();
  const badge = STATE_BADGE[delivery.state];
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{WEBHOOK_EVENT_LABELS[delivery.type]}</span>
          <code className="text-xs text-slate-600">{delivery.type}</code>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </p>
        <p className="text-sm break-words text-slate-700">
          {outcomeOf(delivery)} · {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'} ·
          queued {formatDateTime(delivery.createdAt)}
          {delivery.lastAttemptAt ? ` · last tried ${formatDateTime(delivery.lastAttemptAt)}` : ''}
          {delivery.nextAttemptAt && delivery.attempts > 0 && !turnedOff
            ? ` · next try ${formatDateTime(delivery.nextAttemptAt)}`
            : ''}
        </p>
        {delivery.status !== null && delivery.error && delivery.error !== `HTTP ${delivery.status}` ? (
          <p className="text-sm break-words text-red-800">{delivery.error}</p>
        ) : null}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={isLoading || turnedOff}
        onClick={() => mutateWithToast(resend(delivery._id))}
        className="justify-self-start"
      >
        <Send aria-hidden="true" />
        Send again{' '}
        <span className="sr-only">
          ({delivery.type}, queued {formatDateTime(delivery.createdAt)})
        </span>
      </Button>
    </li>
  );
}

/**
 * An endpoint's deliveries, newest first, with "Send again" on each (ADR 066). A turned-off endpoint is sent
 * nothing: its pending deliveries wait until it is turned on, and nothing can be sent again meanwhile.
 */
export function DeliveryLog({
  endpointId,
  headingId,
  enabled,
}: {
  endpointId: string;
  headingId: string;
  enabled: boolean;
}) {
  const query = useWebhookDeliveriesQuery(endpointId);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Delivery log
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={query.refetch} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      {enabled ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          This endpoint is turned off: nothing is sent to it. Pending deliveries wait, and go once it is
          turned on.
        </p>
      )}
      <QueryState
        query={query}
        data={query.data?.data}
        skeleton={
          <LoadingBlock label="Loading the deliveries" className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </LoadingBlock>
        }
        failure="The delivery log could not be loaded."
        empty={
          <EmptyState icon={History} title="Nothing sent yet" className="p-6">
            <p className="text-sm text-slate-600">Deliveries appear here as the events you chose happen.</p>
          </EmptyState>
        }
      >
        {(deliveries) => (
          <ul className="grid gap-2">
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery._id} delivery={delivery} turnedOff={!enabled} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
