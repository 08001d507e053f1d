import type * as React from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, 'type' | 'asChild'> & {
  /** The form is being saved: spinner, disabled (no double submit) and aria-busy. */
  pending: boolean;
};

/** A form's submit button (spec §2: "a spinner while loading"). */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending} {...props}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
