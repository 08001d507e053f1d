import type * as React from 'react';

/** One <option> for each of `values`, its text `label(value)` (the value itself unless given). */
export function SelectOptions<T extends string>({
  values,
  label = (value) => value,
}: {
  values: readonly T[];
  label?: (value: T) => React.ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
