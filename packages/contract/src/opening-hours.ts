/**
 * The shop's opening hours (OPENING_HOURS) and the test-drive slots they give (issue 22). Free of zod: the
 * server parses the setting at start with it, and the car page's test-drive form offers the same slots.
 *
 * Hours are the shop's wall-clock times (the server's time zone); dates are calendar days `YYYY-MM-DD`.
 */

/** One day's hours, `HH:MM` to `HH:MM`; null: closed that day. */
export type DayHours = { open: string; close: string } | null;
/** Seven days, Sunday first (as `Date#getUTCDay` counts them). */
export type OpeningHours = readonly DayHours[];

export const DEFAULT_OPENING_HOURS = 'Mon-Fri 09:00-18:00, Sat 10:00-16:00';
/** A test drive starts on the half hour and takes one slot; the last one ends at closing time. */
export const TEST_DRIVE_SLOT_MINUTES = 30;
/** A test drive is booked from tomorrow up to this many days ahead. */
export const TEST_DRIVE_MAX_DAYS_AHEAD = 60;

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `Mon-Fri 09:00-18:00, Sat 10:00-16:00`: groups separated by commas or semicolons, each a day or a range of
 * days (three-letter English names, any case) and the hours in 24-hour time. Days not named are closed. Answers
 * the week, or a sentence saying what is wrong.
 */
export function parseOpeningHours(setting: string): OpeningHours | string {
  const week: DayHours[] = Array(7).fill(null);
  const named = new Set<number>();
  const groups = setting
    .split(/[,;]/)
    .map((group) => group.trim())
    .filter(Boolean);
  if (groups.length === 0) return 'name at least one day, such as "Mon-Fri 09:00-18:00"';
  for (const group of groups) {
    const match = /^([a-z]{3})(?:\s*[-–]\s*([a-z]{3}))?\s+(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/i.exec(group);
    if (!match) return `"${group}" is not a day (or days) and hours, such as "Mon-Fri 09:00-18:00"`;
    const [, first = '', last, open = '', close = ''] = match;
    const from = DAY_KEYS.indexOf(first.toLowerCase());
    const to = last === undefined ? from : DAY_KEYS.indexOf(last.toLowerCase());
    if (from < 0 || to < 0) return `"${group}": days are Mon, Tue, Wed, Thu, Fri, Sat and Sun`;
    if (!TIME.test(open) || !TIME.test(close)) return `"${group}": times are 00:00 to 23:59`;
    if (minutesOf(close) - minutesOf(open) < TEST_DRIVE_SLOT_MINUTES) {
      return `"${group}": closing must be at least ${TEST_DRIVE_SLOT_MINUTES} minutes after opening`;
    }
    // Mon-Sun counts forward; Sat-Mon wraps round the week end.
    for (let step = 0, day = from; step < 7; step++, day = (day + 1) % 7) {
      if (named.has(day)) return `"${group}": ${DAY_NAMES[day]} is named twice`;
      named.add(day);
      week[day] = { open, close };
      if (day === to) break;
    }
  }
  return week;
}

/** The start times a test drive can be booked at on a day with these hours. */
export function testDriveSlots(hours: DayHours): string[] {
  if (!hours) return [];
  const slots: string[] = [];
  const close = minutesOf(hours.close);
  for (let start = minutesOf(hours.open); start + TEST_DRIVE_SLOT_MINUTES <= close; ) {
    slots.push(timeOf(start));
    start += TEST_DRIVE_SLOT_MINUTES;
  }
  return slots;
}

/** `Mon–Fri 09:00–18:00, Sat 10:00–16:00`: neighbouring days with the same hours run together. */
export function describeOpeningHours(week: OpeningHours): string {
  const parts: string[] = [];
  for (let day = 1; day <= 7; ) {
    const hours = week[day % 7];
    let end = day;
    while (end < 7 && hours && sameHours(week[(end + 1) % 7], hours)) end++;
    if (hours) {
      const days = end === day ? short(day) : `${short(day)}–${short(end)}`;
      parts.push(`${days} ${hours.open}–${hours.close}`);
    }
    day = end + 1;
  }
  return parts.join(', ') || 'closed';
}

const short = (day: number) => (DAY_NAMES[day % 7] ?? '').slice(0, 3);
const sameHours = (a: DayHours | undefined, b: DayHours) => a?.open === b?.open && a?.close === b?.close;

/** The weekday of a calendar day, Sunday 0; NaN for anything but a real `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  if (!DATE.test(date)) return Number.NaN;
  const day = new Date(`${date}T00:00:00Z`);
  // 2026-13-01 is no date at all, 2026-02-30 rolls over into March: neither is the day that was meant.
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(date)) return Number.NaN;
  return day.getUTCDay();
}

/** The calendar day `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The first day after `today` that the shop opens (`today` + 1 for most days; Monday seen from a Saturday when
 * Sundays are closed): the staff's Today lists the test drives to confirm up to it (issue 30). A week that never
 * opens answers tomorrow.
 */
export function nextOpenDay(week: OpeningHours, today: string): string {
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    if (week[weekdayOf(date)]) return date;
  }
  return addDays(today, 1);
}

/** The days a test drive may be booked on, seen from `today`: tomorrow up to TEST_DRIVE_MAX_DAYS_AHEAD. */
export function testDriveDates(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, TEST_DRIVE_MAX_DAYS_AHEAD) };
}

export const TEST_DRIVE_MESSAGES = {
  dateRequired: 'Choose a date for your test drive',
  dateRange: `Choose a date from tomorrow up to ${TEST_DRIVE_MAX_DAYS_AHEAD} days ahead`,
  closed: (day: number) => `We are closed on ${DAY_NAMES[day]}s. Choose another day.`,
  timeRequired: 'Choose a time for your test drive',
  timeOutside: (day: number, hours: NonNullable<DayHours>) =>
    `Choose a time within our opening hours on ${DAY_NAMES[day]}s (${hours.open}–${hours.close})`,
} as const;

/**
 * Why a test drive cannot be booked on `date` at `time` (each checked against the week and `today`), or null
 * when it can. The server's rule and the form's.
 */
export function testDriveProblem(
  week: OpeningHours,
  today: string,
  { date, time }: { date: string; time: string },
): { field: 'preferredDate' | 'preferredTime'; message: string } | null {
  const day = weekdayOf(date);
  if (Number.isNaN(day)) return { field: 'preferredDate', message: TEST_DRIVE_MESSAGES.dateRequired };
  const { first, last } = testDriveDates(today);
  if (date < first || date > last) return { field: 'preferredDate', message: TEST_DRIVE_MESSAGES.dateRange };
  const hours = week[day];
  if (!hours) return { field: 'preferredDate', message: TEST_DRIVE_MESSAGES.closed(day) };
  if (!TIME.test(time)) return { field: 'preferredTime', message: TEST_DRIVE_MESSAGES.timeRequired };
  if (!testDriveSlots(hours).includes(time)) {
    return { field: 'preferredTime', message: TEST_DRIVE_MESSAGES.timeOutside(day, hours) };
  }
  return null;
}
