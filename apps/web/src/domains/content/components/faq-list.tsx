import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqEntry } from '@/content/faq';

/** Questions and answers; one open at a time, and the open one can be closed again (spec §2). */
export function FaqList({
  entries,
  headingLevel = 3,
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Accordion className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6">
      {entries.map((entry) => (
        <AccordionItem key={entry.id}>
          <AccordionTrigger headingLevel={headingLevel}>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
