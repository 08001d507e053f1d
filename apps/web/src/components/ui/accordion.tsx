import { ChevronDownIcon } from 'lucide-react';
import { createContext, type ReactNode, use, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * Questions that open their answers: native `details` elements sharing a `name`, so the browser opens one at a
 * time and closes the open one again, before the app's script has run as after (ADR 021, ADR 051). Each
 * question is the `summary`, holding a heading so the page keeps its outline; the answers are in the server HTML.
 */
const GroupContext = createContext<string | null>(null);

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const name = useId();
  return (
    <GroupContext value={name}>
      <div data-slot="accordion" className={className}>
        {children}
      </div>
    </GroupContext>
  );
}

export function AccordionItem({ className, children }: { className?: string; children: ReactNode }) {
  const name = use(GroupContext);
  if (name === null) throw new Error('AccordionItem belongs in an Accordion');
  return (
    <details
      name={name}
      data-slot="accordion-item"
      className={cn('group border-b border-slate-200 last:border-b-0', className)}
    >
      {children}
    </details>
  );
}

/** The header level is the caller's choice so the page keeps a correct heading order. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden',
        className,
      )}
    >
      <Heading className="text-base font-semibold">{children}</Heading>
      <ChevronDownIcon
        className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
        aria-hidden="true"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      data-slot="accordion-content"
      className={cn('pb-4 text-sm leading-relaxed text-slate-700', className)}
    >
      {children}
    </div>
  );
}
