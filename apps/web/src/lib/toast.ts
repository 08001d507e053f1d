import { toast } from 'sonner';

/** Toast durations of the specification: 2000 ms for success, 4000 ms for errors (§9). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 2000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
};
