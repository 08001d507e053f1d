import type * as React from 'react';
import { earlyTap } from '@/lib/early-taps';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, 'type'> & {
  /** The form is being saved: spinner, disabled (no double submit) and aria-busy. */
  pending: boolean;
};

/**
 * A form's submit button (spec §2: "a spinner while loading"). On a page rendered by the server, a press before
 * the app has hydrated is kept and done once it has, with what was typed meanwhile (public/early-taps.js, which
 * also keeps the browser from sending the form itself, its fields, a password, in the address).
 */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      {...earlyTap('Sending the form')}
      {...props}
    >
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
