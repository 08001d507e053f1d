import { cn } from '@/lib/cn';

/** A layout's first link: to its main content (`href`), hidden until the keyboard reaches it. */
export function SkipLink({ href, className }: { href: string; className: string }) {
  return (
    <a
      href={href}
      className={cn(
        'sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed',
        className,
      )}
    >
      Skip to content
    </a>
  );
}
