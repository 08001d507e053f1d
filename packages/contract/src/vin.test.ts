import { describe, expect, it } from 'vitest';
import { carUpdateSchema } from './car.ts';
import { carCreateSchema } from './car-create.ts';
import {
  decodeVinOffline,
  modelYearCode,
  vinCheckDigit,
  vinModelYear,
  vinProblem,
  withCheckDigit,
} from './vin.ts';

/**
 * Real VINs, and where they are published:
 * - 1M8GDM9AXKP042788: the worked check-digit example of Wikipedia's "Vehicle identification number" article
 *   (its check digit is X), also in idlesign/vininfo's tests/test_module.py;
 * - WBA71DC010CH14720: a BMW in the same vininfo test, a European VIN whose 10th character is no model year;
 * - JN1DA31D63T505967 (a 2003 Nissan), 1XPTD40X6JD456115 (a Peterbilt) and the same with a wrong check digit,
 *   1XPTD40X0JD456115: lucasdavila/vin_checker's README.md and spec/vin_checker_spec.rb;
 * - JHMCM56557C404453, JTHCE96S770008889: AntonZabolotnii/python-check-vin-number's vin_check.py;
 * - 1HGCM82633A004352 (a 2003 Honda Accord), 1HGBH41JXMN109186, 5YJ3E1EA7HF000337 (a Tesla Model 3): the valid
 *   examples of the test suites of several public VIN validators.
 */
const REAL_VALID = [
  ['1M8GDM9AXKP042788', 1989, null],
  ['1HGCM82633A004352', 2003, 'Honda'],
  ['1HGBH41JXMN109186', 1991, 'Honda'],
  ['JN1DA31D63T505967', 2003, 'Nissan'],
  ['1XPTD40X6JD456115', 1988, null],
  ['JHMCM56557C404453', 2007, 'Honda'],
  ['JTHCE96S770008889', 2007, 'Lexus'],
  ['5YJ3E1EA7HF000337', 2017, 'Tesla'],
  ['WBA71DC010CH14720', null, 'BMW'],
] as const;

const CHECK = 'VIN check digit (the 9th character) does not match the others';

describe('vinProblem', () => {
  it.each(REAL_VALID)('takes the real VIN %s', (vin, year) => {
    expect(vinProblem(vin, year ?? 2012)).toBeNull();
    expect(vinProblem(vin.toLowerCase(), year ?? 2012)).toBeNull();
  });

  it('computes check digits as 49 CFR 565.15 does, X for 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('refuses a published invalid VIN and says what the check digit would be', () => {
    expect(vinProblem('1XPTD40X0JD456115', 1988)).toBe(
      `${CHECK}: one of them is mistyped (if the others are right, the 9th should be 6)`,
    );
  });

  it.each([
    // A letter among the serial number's digits that looks like the digit that makes the check digit right.
    ['1HGCM82633A0043S2', 'the 16th character "S" is probably a 5'],
    ['1HGCM82633A0D4352', 'the 13th character "D" is probably a 0'],
    ['1HGCM82633A00435Z', 'the 17th character "Z" is probably a 2'],
    ['1HGBH41JXMN10918G', 'the 17th character "G" is probably a 6'],
    // A misplaced character without such a look-alike is named for what it should be.
    ['1HGCM82633A0A4352', 'the 13th character "A" should be a digit'],
    ['1HGCM8263UA004352', 'the 10th character "U" should be a model year code'],
    ['WVWZZZ1JZXW000001', 'the 9th character "Z" should be a digit or X'],
  ])('names the likely mistyped character of %s', (vin, mistake) => {
    expect(vinProblem(vin, 2003)).toBe(`${CHECK}: ${mistake}`);
  });

  it('names no character when a mistake could be anywhere (a digit for another one)', () => {
    expect(vinProblem('1HGCM82633A004353', 2003)).toBe(
      `${CHECK}: one of them is mistyped (if the others are right, the 9th should be 5)`,
    );
  });

  it('never names a wrong character for any one mistyped character of a real VIN', () => {
    for (const [vin, year] of REAL_VALID) {
      for (let position = 0; position < 17; position++) {
        for (const other of '0123456789ABCDEFGHJKLMNPRSTUVWXYZ') {
          const typed = `${vin.slice(0, position)}${other}${vin.slice(position + 1)}`;
          const problem = vinProblem(typed, year ?? 2012);
          // The part after the message's opening, which itself mentions the 9th character.
          const named = problem?.slice(problem.indexOf(': ')).match(/the (\d+)\w\w character/);
          if (named) expect(Number(named[1]), `${typed}: ${problem}`).toBe(position + 1);
        }
      }
    }
  });

  it('says that I, O and Q are not used, and what they are likely to be', () => {
    expect(vinProblem('1HGCM82633A0O4352', 2003)).toBe(
      'VIN cannot contain I, O or Q: the 13th character "O" is probably a 0',
    );
    expect(vinProblem('IHGCM82633A004352', 2003)).toBe(
      'VIN cannot contain I, O or Q: the 1st character "I" is probably a 1',
    );
  });

  it('wants 17 characters from 1981 on, and takes the shorter numbers of older cars', () => {
    expect(vinProblem('1HGCM82633A00435', 2003)).toBe(
      'VIN must be 17 characters (this one has 16); only cars from before 1981 have shorter ones',
    );
    expect(vinProblem('124379N512345', 1969)).toBeNull(); // a 1969 Chevrolet's 13 characters
    expect(vinProblem('124379N512345', 1981)).toMatch(/must be 17 characters/);
    expect(vinProblem('1234', 1969)).toBe('A VIN from before 1981 has 5 to 17 letters and digits');
    expect(vinProblem('12-43', 1969)).toBe('VIN must be letters and digits only');
  });
});

describe('offline decoding', () => {
  it('reads the model year, with the 7th character telling the 30-year cycles apart', () => {
    expect(vinModelYear('1HGCM82633A004352')).toBe(2003); // 7th a digit: 1980-2009
    expect(vinModelYear('5YJ3E1EA7HF000337')).toBe(2017); // 7th a letter: 2010-2039
    expect(vinModelYear('1M8GDM9AXKP042788')).toBe(1989);
    expect(vinModelYear('WBA71DC010CH14720')).toBeNull(); // 0 is no year code
    // A year after next year is no car's yet.
    expect(
      vinModelYear(withCheckDigit(`5YJ3E1EA0${modelYearCode(2035)}F000337`), new Date('2026-06-01')),
    ).toBeNull();
  });

  it('gives the year and the maker of a valid VIN, nothing for an invalid one', () => {
    expect(decodeVinOffline(' 1hgcm82633a004352 ')).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      brand: 'Honda',
      model: null,
    });
    expect(decodeVinOffline('JTHCE96S770008889')?.brand).toBe('Lexus'); // not Toyota: the three characters first
    expect(decodeVinOffline('1XPTD40X0JD456115')).toBeNull();
    expect(decodeVinOffline('124379N512345')).toBeNull();
  });
});

describe('the car bodies', () => {
  const car = {
    brand: 'Honda',
    model: 'Accord',
    year: 2003,
    price: 5_000,
    category: 'Sedan',
    description: 'A car.',
    quantity: 1,
  };
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('checks the VIN against the year, on the vin field', () => {
    expect(carCreateSchema.parse({ ...car, vin: '1hgcm82633a004352' }).vin).toBe('1HGCM82633A004352');
    expect(messages(carCreateSchema.safeParse({ ...car, vin: '1HGCM82633A004353' }))).toEqual([
      `vin: ${CHECK}: one of them is mistyped (if the others are right, the 9th should be 5)`,
    ]);
    expect(carCreateSchema.safeParse({ ...car, year: 1969, vin: '124379N512345' }).success).toBe(true);
    expect(carCreateSchema.safeParse({ ...car, vin: null }).success).toBe(true);
  });

  it('checks only what holds for every year in a change (the server has the stored year and VIN)', () => {
    expect(carUpdateSchema.safeParse({ vin: '124379N512345' }).success).toBe(true);
    expect(messages(carUpdateSchema.safeParse({ vin: '124' }))).toEqual([
      'vin: VIN must be 17 characters (this one has 3); only cars from before 1981 have shorter ones',
    ]);
    expect(messages(carUpdateSchema.safeParse({ vin: '1-2' }))).toEqual([
      'vin: VIN must be letters and digits only',
    ]);
  });
});
