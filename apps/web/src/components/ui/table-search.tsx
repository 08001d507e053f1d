import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/**
 * The search box above an admin table: a labelled search input with its icon. Filters beside it (a status) go in
 * `children`; on a phone they stack under it.
 */
export function TableSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
  children,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <search className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end', className)}>
      <div className="grid min-w-0 flex-1 gap-1.5 sm:min-w-60 sm:max-w-sm">
        <Label htmlFor={id}>{label}</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={id}
            type="search"
            value={value}
            maxLength={100}
            placeholder={placeholder}
            autoComplete="off"
            className="pl-9"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      {children}
    </search>
  );
}
