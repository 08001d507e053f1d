import type * as React from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
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

/**
 * What ties the fields above to a react-hook-form form: `const field = fieldOf(form)`, then
 * `<TextField id="login-email" {...FIELD.email} {...field('email')} />` gives the control its registration (name,
 * ref, change and blur) and the field its validation message, so no form writes that wiring out again.
 */
export function fieldOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  return (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) => {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    return { ...form.register(name, options), error: error?.message };
  };
}

/** The shop's usual fields, their label and their input's attributes: `<TextField {...FIELD.email} … />`. */
export const FIELD = {
  name: { label: 'Name', autoComplete: 'name', required: true },
  email: { label: 'Email', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  currentPassword: {
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
  newPassword: { label: 'New Password', type: 'password', autoComplete: 'new-password', required: true },
} as const;
