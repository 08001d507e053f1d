import type * as React from 'react';
import { createContext, type FormEvent, use, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from './dialog';
import { SelectField } from './form-field';
import { SelectOptions } from './select-options';
import { SubmitButton } from './submit-button';

const PendingContext = createContext(false);

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
  title: string;
  description: React.ReactNode;
  /** Saving: the dialog cannot be dismissed (Escape, outside click, close button, Cancel) and the submit button spins. */
  pending: boolean;
  /** A component of its own that renders <FormDialogForm> and owns the form's state. */
  children: React.ReactNode;
};

/**
 * The one shell of a dialog that edits something: title, description, the form, Cancel and a submit button.
 * The form lives in a child component, which the dialog unmounts when it closes: that is what resets the
 * form, however the dialog was closed, and a reopened dialog starts from the current values.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  pending,
  children,
}: FormDialogProps) {
  const changeOpen = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* While saving, the close button goes too: nothing can close the dialog until the answer is in. */}
      <DialogContent showCloseButton={!pending}>
        <DialogHeading title={title} description={description} />
        <PendingContext value={pending}>{children}</PendingContext>
      </DialogContent>
    </Dialog>
  );
}

type FormDialogFormProps = React.ComponentProps<'form'> & {
  submitLabel: string;
  /** The button that closes without saving: "Cancel" unless that word is the action itself ("Keep order"). */
  cancelLabel?: string;
  /** `destructive` for a dialog that deletes something. */
  submitVariant?: React.ComponentProps<typeof SubmitButton>['variant'];
  /** The submit waits for something besides the save (a picture still uploading). */
  submitDisabled?: boolean;
};

/** The form of a FormDialog: its fields (children), then Cancel and the submit button. */
export function FormDialogForm({
  submitLabel,
  cancelLabel = 'Cancel',
  submitVariant,
  submitDisabled,
  className,
  children,
  ...props
}: FormDialogFormProps) {
  const pending = use(PendingContext);
  return (
    <form data-slot="form-dialog-form" className={cn('grid gap-4', className)} {...props}>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} variant={submitVariant} disabled={submitDisabled}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * The state of a FormDialogForm that chooses one value (a status, a role): an id for its control, the value
 * chosen (at first `current`), and the form's submit, which saves it.
 */
export function useChoiceForm<T>(current: T, onSave: (value: T) => unknown) {
  const id = useId();
  const [value, setValue] = useState(current);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(value);
  };
  return { id, value, setValue, onSubmit };
}

type ChoiceSelectFieldProps<T extends string> = Omit<
  React.ComponentProps<typeof SelectField>,
  'id' | 'value' | 'onChange' | 'children'
> & {
  choice: ReturnType<typeof useChoiceForm<T>>;
  /** The values to choose from, each shown as `optionLabel(value)` (the value itself unless given). */
  values: readonly T[];
  optionLabel?: (value: T) => React.ReactNode;
};

/** The labelled select of a `useChoiceForm` form. */
export function ChoiceSelectField<T extends string>({
  choice,
  values,
  optionLabel,
  ...props
}: ChoiceSelectFieldProps<T>) {
  return (
    <SelectField
      id={choice.id}
      value={choice.value}
      onChange={(event) => choice.setValue(event.target.value as T)}
      {...props}
    >
      <SelectOptions values={values} label={optionLabel} />
    </SelectField>
  );
}
