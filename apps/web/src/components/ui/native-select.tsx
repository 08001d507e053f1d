import { ChevronDownIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own <select>, styled like the inputs. Native on purpose: phones open their system picker,
 * it works before any script has run (server-rendered pages), and it needs no focus trap or aria-hidden
 * juggling while open (a custom listbox hides the rest of the page from assistive technology).
 * Give it a first <option value=""> as the placeholder ("Select Category", "Select an option").
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select" className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 aria-invalid:border-red-600',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
