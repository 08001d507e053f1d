import type * as React from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = React.ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and validation message wired to aria-describedby / aria-invalid. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="text-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
