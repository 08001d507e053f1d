import { GENERIC_ERROR } from '@carshop/contract/constants';

/** The server's message, or 'Something went wrong' when there is none (spec §8). */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error && typeof error === 'object') {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    const status = (error as { status?: unknown }).status;
    if (status === 'FETCH_ERROR') return 'Network error: check your connection and try again';
    if (status === 'TIMEOUT_ERROR') return 'The server took too long to answer';
  }
  return fallback;
}
