import { GENERIC_ERROR } from '@carshop/contract/constants';
import { errorMessage } from './error-message';
import { notify } from './toast';

type Options<T> = {
  /** The error toast's text when the server gives no message (spec §8: usually 'Something went wrong'). */
  fallback?: string;
  /** Runs after the server accepted, before the success toast: close the dialog, sign in, navigate. Throwing here turns the outcome into an error toast. */
  onSuccess?: (result: T) => unknown;
};

/**
 * The one way a form or dialog submits (see docs/architecture.md "How to add a screen"): wait for the
 * mutation with `unwrap()`, then toast the server's message on success, or the server's error message (or
 * the fallback) on failure. Answers whether it succeeded; it never throws.
 *
 *   const [save, { isLoading }] = useSomethingMutation();
 *   const onSubmit = (values) => mutateWithToast(save(values), { onSuccess: () => setOpen(false) });
 */
export async function mutateWithToast<T extends { message: string }>(
  request: { unwrap: () => Promise<T> },
  { fallback = GENERIC_ERROR, onSuccess }: Options<T> = {},
): Promise<boolean> {
  try {
    const result = await request.unwrap();
    await onSuccess?.(result);
    notify.success(result.message);
    return true;
  } catch (error) {
    notify.error(errorMessage(error, fallback));
    return false;
  }
}
