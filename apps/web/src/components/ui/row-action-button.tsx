import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from './button';

type RowActionButtonProps = Omit<React.ComponentProps<typeof Button>, 'children'> & {
  /** The word everyone sees: "Update", "Change Status". */
  label: string;
  /** What screen readers hear after it ("of order #1001"), so a table's many "Update" buttons differ. */
  target: React.ReactNode;
  icon?: LucideIcon;
};

/** The small outline button of a row's action, usually the trigger of its dialog. */
export function RowActionButton({ label, target, icon: Icon, ...props }: RowActionButtonProps) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {label} <span className="sr-only">{target}</span>
    </Button>
  );
}
