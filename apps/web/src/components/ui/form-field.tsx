import type * as React from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
};

/**
 * The frame of every form control: the label, the control, its hint and its validation message, wired to
 * the control's aria-describedby and aria-invalid.
 */
function Field({
  id,
  label,
  error,
  hint,
  className,
  control,
}: FieldProps & { control: (aria: React.AriaAttributes) => React.ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control(aria)}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type ControlTag = 'input' | 'select' | 'textarea';

/** A form control with its label, hint and message (Field), taking the control's own props besides. */
function labelled<T extends ControlTag>(Control: (props: React.ComponentProps<T>) => React.ReactNode) {
  return function LabelledField({
    id,
    label,
    error,
    hint,
    className,
    ...props
  }: FieldProps & React.ComponentProps<T>) {
    return (
      <Field
        {...{ id, label, error, hint, className }}
        control={(aria) => <Control id={id} {...aria} {...(props as React.ComponentProps<T>)} />}
      />
    );
  };
}

/** A labelled input. */
export const TextField = labelled<'input'>(Input);
/** A labelled native select; its options are the children (the first one the placeholder). */
export const SelectField = labelled<'select'>(NativeSelect);
/** A labelled multi-line text box. */
export const TextareaField = labelled<'textarea'>(Textarea);
