import { RotateCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type ErrorPanelProps = {
  /** What could not be loaded, e.g. "We couldn't load the cars." */
  title?: string;
  /** `h1` where the panel stands in for the whole page (the car detail page). */
  titleAs?: 'p' | 'h1' | 'h2';
  /** Usually the server's message: errorMessage(error, fallback). */
  message: string;
  onRetry: () => unknown;
  /** The retry is under way: the button waits. */
  retrying?: boolean;
  className?: string;
};

/** The one load-error state: what failed, why, and a Try again button (announced as an alert). */
export function ErrorPanel({
  title,
  titleAs: Title = 'p',
  message,
  onRetry,
  retrying = false,
  className,
}: ErrorPanelProps) {
  return (
    <div
      role="alert"
      data-slot="error-panel"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center sm:p-8',
        className,
      )}
    >
      {title ? (
        <Title className={cn('text-red-800', Title === 'h1' ? 'text-2xl font-bold' : 'font-semibold')}>
          {title}
        </Title>
      ) : null}
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="outline" onClick={() => void onRetry()} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Try again
      </Button>
    </div>
  );
}
