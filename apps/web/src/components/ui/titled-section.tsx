import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';

/**
 * A section of an overview: its heading, a link to the page with everything ("View All Orders"), and its
 * content, which gets the heading's id (a table names itself by it).
 */
export function TitledSection({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: (headingId: string) => ReactNode;
}) {
  const id = `overview-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <ButtonLink to={link.to} variant="link" className="px-0!">
          {link.label}
        </ButtonLink>
      </div>
      {children(id)}
    </section>
  );
}
