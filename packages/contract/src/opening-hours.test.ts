import { describe, expect, it } from 'vitest';
import { enquiryCreateSchema } from './enquiry.ts';
import {
  DEFAULT_OPENING_HOURS,
  describeOpeningHours,
  nextOpenDay,
  type OpeningHours,
  parseOpeningHours,
  testDriveDates,
  testDriveProblem,
  testDriveSlots,
  weekdayOf,
} from './opening-hours.ts';

const week = parseOpeningHours(DEFAULT_OPENING_HOURS) as OpeningHours;

describe('parseOpeningHours', () => {
  it('reads the default: weekdays 9 to 6, Saturday 10 to 4, Sunday closed', () => {
    expect(week[0]).toBeNull();
    for (const day of [1, 2, 3, 4, 5]) expect(week[day]).toEqual({ open: '09:00', close: '18:00' });
    expect(week[6]).toEqual({ open: '10:00', close: '16:00' });
  });

  it('takes single days, ranges round the week end, any case, semicolons and dashes', () => {
    const parsed = parseOpeningHours('sat-mon 08:30 – 12:00; Wed 13:00-20:00') as OpeningHours;
    expect(parsed.map((day) => day?.open ?? null)).toEqual([
      '08:30',
      '08:30',
      null,
      '13:00',
      null,
      null,
      '08:30',
    ]);
  });

  it('says what is wrong with a setting it cannot read', () => {
    expect(parseOpeningHours('')).toMatch(/at least one day/);
    expect(parseOpeningHours('Mon-Fri 9-18')).toMatch(/"Mon-Fri 9-18" is not a day/);
    expect(parseOpeningHours('Mon-Fry 09:00-18:00')).toMatch(/days are Mon, Tue/);
    expect(parseOpeningHours('Mon 09:00-24:00')).toMatch(/times are 00:00 to 23:59/);
    expect(parseOpeningHours('Mon 18:00-09:00')).toMatch(/at least 30 minutes after opening/);
    expect(parseOpeningHours('Mon-Fri 09:00-18:00, Fri 10:00-12:00')).toMatch(/Friday is named twice/);
  });
});

describe('test-drive slots', () => {
  it('start every half hour, the last ending at closing time', () => {
    const saturday = testDriveSlots(week[6]!);
    expect(saturday[0]).toBe('10:00');
    expect(saturday.at(-1)).toBe('15:30');
    expect(saturday).toHaveLength(12);
    expect(testDriveSlots(null)).toEqual([]);
  });

  it('are described for people, neighbouring days together', () => {
    expect(describeOpeningHours(week)).toBe('Mon–Fri 09:00–18:00, Sat 10:00–16:00');
    expect(describeOpeningHours(parseOpeningHours('Sun 10:00-12:00') as OpeningHours)).toBe(
      'Sun 10:00–12:00',
    );
  });

  it('are booked from tomorrow up to 60 days ahead, on open days, within the hours', () => {
    const today = '2026-12-04'; // a Friday
    expect(testDriveDates(today)).toEqual({ first: '2026-12-05', last: '2027-02-02' });
    expect(weekdayOf('2026-12-05')).toBe(6);
    expect(weekdayOf('2026-02-30')).toBeNaN();
    const problem = (date: string, time: string) => testDriveProblem(week, today, { date, time });
    expect(problem('2026-12-05', '10:00')).toBeNull();
    expect(problem('2027-02-02', '17:30')).toBeNull();
    expect(problem('2026-12-04', '10:00')?.message).toBe('Choose a date from tomorrow up to 60 days ahead');
    expect(problem('2027-02-03', '10:00')?.field).toBe('preferredDate');
    expect(problem('2026-12-06', '10:00')?.message).toBe('We are closed on Sundays. Choose another day.');
    expect(problem('2026-12-05', '09:30')).toEqual({
      field: 'preferredTime',
      message: 'Choose a time within our opening hours on Saturdays (10:00–16:00)',
    });
    expect(problem('2026-12-07', '17:45')?.field).toBe('preferredTime');
    expect(problem('2026-13-01', '10:00')?.message).toBe('Choose a date for your test drive');
  });
});

describe('enquiryCreateSchema', () => {
  const question = {
    type: 'question',
    name: 'Ada',
    email: 'Ada@Example.com',
    message: 'Is it red?',
    carId: 'ABC',
  };

  it('tells the kinds apart by type, lower-cases the email and the car id, drops a blank phone', () => {
    expect(enquiryCreateSchema.parse({ ...question, phone: ' ' })).toEqual({
      type: 'question',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Is it red?',
      carId: 'abc',
    });
    expect(
      enquiryCreateSchema.parse({ type: 'general', name: 'Ada', email: 'a@b.co', message: 'Hi', carId: 'x' }),
    ).not.toHaveProperty('carId');
  });

  it('names every field that is wrong, in words', () => {
    const issues = (body: unknown) => {
      const result = enquiryCreateSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({})).toEqual([['type', 'Type must be question, test-drive or general']]);
    expect(issues({ ...question, type: 'test-drive', phone: '12', message: 'a\u0000b' })).toEqual([
      ['phone', 'Invalid phone number'],
      ['message', 'Must not contain control characters'],
      ['preferredDate', 'Choose a date for your test drive'],
      ['preferredTime', 'Choose a time for your test drive'],
    ]);
    expect(issues({ ...question, message: 'x'.repeat(2001), name: 42 })).toEqual([
      ['name', 'Name is required'],
      ['message', 'Message must be at most 2000 characters'],
    ]);
  });
});

describe('nextOpenDay', () => {
  // The default week: Monday to Saturday, Sundays closed.
  it('is tomorrow when the shop opens then, and Monday seen from a Saturday', () => {
    expect(nextOpenDay(week, '2026-11-26')).toBe('2026-11-27'); // Thursday: Friday
    expect(nextOpenDay(week, '2026-11-27')).toBe('2026-11-28'); // Friday: Saturday
    expect(nextOpenDay(week, '2026-11-28')).toBe('2026-11-30'); // Saturday: Monday
    expect(nextOpenDay(week, '2026-11-29')).toBe('2026-11-30'); // Sunday: Monday
  });
  it('is tomorrow for a week that never opens', () => {
    expect(nextOpenDay([null, null, null, null, null, null, null], '2026-11-28')).toBe('2026-11-29');
  });
});
