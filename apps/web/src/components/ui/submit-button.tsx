import type * as React from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, 'type'> & {
  /** The form is being saved: spinner, disabled (no double submit) and aria-busy. */
  pending: boolean;
};

/**
 * A form's submit button (spec §2: "a spinner while loading"). On a page rendered by the server it stays
 * disabled until the app has hydrated: before that the browser would submit the form itself, putting the
 * fields (a password!) in the address.
 */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={pending || disabled || !hydrated} aria-busy={pending} {...props}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}
