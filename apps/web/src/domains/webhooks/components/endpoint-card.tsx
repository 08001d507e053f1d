import type { WebhookEndpoint } from '@carshop/contract/webhook';
import { ChevronDown, Power, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useDeleteWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from '../api';
import { DeliveryLog } from './delivery-log';

const LAST_STATE = {
  delivered: 'Last delivered',
  pending: 'Last one pending',
  failed: 'Last one failed',
} as const;

function DeleteEndpointDialog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useDeleteWebhookEndpointMutation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void mutateWithToast(remove(endpoint._id), { onSuccess: () => setOpen(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Delete this endpoint?"
      description={`${endpoint.url} gets no more events, and its delivery log goes with it. This cannot be undone.`}
      trigger={
        <Button type="button" variant="outline" size="sm" className="text-red-800">
          <Trash2 aria-hidden="true" />
          Delete <span className="sr-only">{endpoint.url}</span>
        </Button>
      }
    >
      <FormDialogForm
        onSubmit={onSubmit}
        cancelLabel="Keep it"
        submitLabel="Delete endpoint"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}

/** Turns the endpoint off (it is sent nothing, its deliveries wait) or on again. */
function TurnOnOffButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [update, { isLoading }] = useUpdateWebhookEndpointMutation();
  const turnOn = !endpoint.enabled;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={isLoading}
      onClick={() => mutateWithToast(update({ id: endpoint._id, patch: { enabled: turnOn } }))}
    >
      <Power aria-hidden="true" />
      {turnOn ? 'Turn on' : 'Turn off'} <span className="sr-only">{endpoint.url}</span>
    </Button>
  );
}

/** One endpoint: its address, events and last delivery; its log opens under it. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [showLog, setShowLog] = useState(false);
  const id = useId();
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="grid gap-2">
        <p className="font-mono text-sm font-semibold break-all text-slate-900">{endpoint.url}</p>
        <ul aria-label="Events" className="flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <li key={event}>
              <Badge variant="secondary">{event}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          {endpoint.enabled ? '' : 'Turned off. '}Added {formatDateTime(endpoint.createdAt)}
          {endpoint.lastDelivery
            ? ` · ${LAST_STATE[endpoint.lastDelivery.state]} ${formatDateTime(endpoint.lastDelivery.at)}`
            : ' · nothing sent yet'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showLog}
          aria-controls={`${id}-log`}
          onClick={() => setShowLog((shown) => !shown)}
        >
          <ChevronDown aria-hidden="true" className={cn('transition-transform', showLog && 'rotate-180')} />
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
          <span className="sr-only"> of {endpoint.url}</span>
        </Button>
        <TurnOnOffButton endpoint={endpoint} />
        <DeleteEndpointDialog endpoint={endpoint} />
      </div>
      <div id={`${id}-log`}>
        {showLog ? (
          <DeliveryLog endpointId={endpoint._id} headingId={`${id}-log-heading`} enabled={endpoint.enabled} />
        ) : null}
      </div>
    </li>
  );
}
