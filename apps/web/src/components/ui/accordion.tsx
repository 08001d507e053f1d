import { ChevronDownIcon } from 'lucide-react';
import { createContext, type ReactNode, use, useId, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The WAI-ARIA accordion pattern: each header is a button in a heading that shows or hides its panel. One
 * panel is open at a time, and the open one can be closed again. Closed panels stay in the page with `hidden`
 * (their text is in the server-rendered HTML). A few lines instead of the Radix accordion, which weighed
 * 6 KB of the home page's first load (ADR 010).
 */
type AccordionState = { open: string | null; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useAccordion() {
  const accordion = use(AccordionContext);
  const item = use(ItemContext);
  if (!accordion || !item)
    throw new Error('AccordionTrigger and AccordionContent belong in an AccordionItem');
  return { ...item, open: accordion.open === item.value, toggle: () => accordion.toggle(item.value) };
}

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext value={{ open, toggle }}>
      <div data-slot="accordion" className={className}>
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <ItemContext value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-slot="accordion-item" className={cn('border-b border-slate-200 last:border-b-0', className)}>
        {children}
      </div>
    </ItemContext>
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
  const { open, toggle, triggerId, panelId } = useAccordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        data-slot="accordion-trigger"
        onClick={toggle}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-slate-900 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
      >
        {children}
        <ChevronDownIcon
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200"
          aria-hidden="true"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open, triggerId, panelId } = useAccordion();
  return (
    <section
      id={panelId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-slot="accordion-content"
      className="text-sm text-slate-700"
    >
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </section>
  );
}
