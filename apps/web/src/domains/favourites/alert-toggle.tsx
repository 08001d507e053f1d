import { MailIcon } from 'lucide-react';

/**
 * A mail alert's on/off (ADR 071), a labelled checkbox with a 44 px tap area: the list it belongs to shows the
 * change at once and puts it back (with a toast) when the server refuses; it is disabled while the change is saved.
 */
export function AlertToggle({
  label,
  about,
  checked,
  pending,
  onChange,
}: {
  label: string;
  /** What it is about, for screen readers ("for SUVs under 40k"). */
  about: string;
  checked: boolean;
  pending: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 has-disabled:cursor-wait">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        disabled={pending}
        onChange={(event) => onChange(event.target.checked)}
      />
      <MailIcon aria-hidden="true" className="size-4 text-slate-500" />
      <span>
        {label} <span className="sr-only">{about}</span>
      </span>
    </label>
  );
}
