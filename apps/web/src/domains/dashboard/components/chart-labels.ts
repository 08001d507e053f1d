const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A chart period as a person reads it: '2026-01-05' -> 'Jan 5', '2026-01' -> 'Jan 2026' (periods are UTC). */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split('-').map(Number);
  if (!year || !month) return period;
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return day ? dayFormat.format(date) : monthFormat.format(date);
}
