/** "Saturday, Dec 5": a calendar day (`YYYY-MM-DD`), which no time zone may shift. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
