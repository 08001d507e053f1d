import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookCreate,
  type WebhookCreated,
  webhookCreateSchema,
} from '@carshop/contract/webhook';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { fieldOf, TextField } from '@/components/ui/form-field';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useAddWebhookEndpointMutation } from '../api';

/** "Add endpoint": an address and the events it wants. The new endpoint's secret goes to `onCreated`, once. */
export function AddEndpointDialog({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const [open, setOpen] = useState(false);
  const [add, { isLoading }] = useAddWebhookEndpointMutation();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Add a webhook endpoint"
      description="The shop POSTs each event you choose to this address, signed with a secret shown once when you add it."
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add endpoint
        </Button>
      }
    >
      {open && (
        <EndpointForm
          onSave={(values) =>
            mutateWithToast(add(values), {
              onSuccess: (result) => {
                setOpen(false);
                onCreated(result.data);
              },
            })
          }
        />
      )}
    </FormDialog>
  );
}

function EndpointForm({ onSave }: { onSave: (values: WebhookCreate) => unknown }) {
  const form = useForm<WebhookCreate>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', events: [] },
  });
  const field = fieldOf(form);
  const id = useId();
  const eventsError = form.formState.errors.events?.message;
  return (
    <FormDialogForm
      onSubmit={form.handleSubmit((values) => onSave(values))}
      submitLabel="Add endpoint"
      noValidate
    >
      <TextField
        id={`${id}-url`}
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://crm.example.com/hooks/carshop"
        required
        {...field('url')}
      />
      <fieldset
        className="grid gap-1"
        aria-describedby={eventsError ? `${id}-events-error` : undefined}
        aria-invalid={eventsError ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Events</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label
              key={event}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                value={event}
                className="size-4 accent-brand-700"
                {...form.register('events')}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-slate-600">{event}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-events-error`} message={eventsError} />
      </fieldset>
    </FormDialogForm>
  );
}
