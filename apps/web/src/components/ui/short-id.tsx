/** The first 8 characters of an opaque id: what people read and quote. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * An opaque id (a UUID) as people see it: its first 8 characters, enough to tell rows apart and to quote;
 * the whole id on hover and to screen readers.
 */
export function ShortId({ id }: { id: string }) {
  return (
    <span data-slot="short-id" className="font-mono text-xs text-slate-700" title={id}>
      <span aria-hidden="true">{shortId(id)}</span>
      <span className="sr-only">{id}</span>
    </span>
  );
}
