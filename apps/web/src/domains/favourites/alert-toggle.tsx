import { MailIcon } from 'lucide-react';

/**
 * A mail alert's on/off (ADR 071), a labelled checkbox with a 44 px tap area: it shows the value being saved at
 * once, and is disabled, while the change is saved (`saving`); the list it belongs to puts it back (with a toast)
 * when the server refuses. Shown from `saving` rather than from the list alone: a reload of the list that was
 * already on its way when the box was ticked would land after the list's own quick change and untick it.
 */
export function AlertToggle({
  label,
  about,
  checked,
  saving,
  onChange,
}: {
  label: string;
  /** What it is about, for screen readers ("for SUVs under 40k"). */
  about: string;
  checked: boolean;
  /** The value being saved, while it is; undefined when nothing is. */
  saving: boolean | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 has-disabled:cursor-wait">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={saving ?? checked}
        disabled={saving !== undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <MailIcon aria-hidden="true" className="size-4 text-slate-500" />
      <span>
        {label} <span className="sr-only">{about}</span>
      </span>
    </label>
  );
}
