import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchCreate,
  savedSearchCreateSchema,
} from '@carshop/contract/saved-search';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { fieldOf, TextField } from '@/components/ui/form-field';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useSaveSearchMutation } from './saved-searches-api';

/** The name of a saved search, and whether new matches come by mail (issue 32). */
export function SaveSearchDialog({
  query,
  trigger,
  openAtOnce = false,
}: {
  query: string;
  trigger: React.ReactNode;
  /** The button was tapped while this code loaded. */
  openAtOnce?: boolean;
}) {
  const [open, onOpenChange] = useState(openAtOnce);
  const [save, { isLoading }] = useSaveSearchMutation();
  const form = useForm({
    resolver: zodResolver(savedSearchCreateSchema),
    // New matches by mail unless the buyer unticks it (ADR 071).
    defaultValues: { name: '', query, alerts: true } satisfies SavedSearchCreate,
  });
  const field = fieldOf(form);
  const onSave = (values: SavedSearchCreate) =>
    // The filter as it is now: the shopper may have changed it since this form was made.
    mutateWithToast(save({ name: values.name, query, alerts: values.alerts ?? false }), {
      onSuccess: () => onOpenChange(false),
    });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={isLoading}
      title="Save this search"
      description="Find it again in your dashboard, with how many cars match it today, and hear of new ones by email."
      trigger={trigger}
    >
      <FormDialogForm noValidate onSubmit={form.handleSubmit(onSave)} submitLabel="Save search">
        <TextField
          id="saved-search-name"
          label="Name"
          placeholder="Family SUVs under 40,000"
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          {...field('name')}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register('alerts')} />
          Email me new matches
        </label>
      </FormDialogForm>
    </FormDialog>
  );
}
