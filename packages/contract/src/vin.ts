import { VIN_MAKERS } from './vin-makers.ts';
import {
  FIRST_CHECKED_VIN_YEAR,
  normalizeVin,
  VIN_LENGTH,
  VIN_MESSAGES,
  vinShapeProblem,
} from './vin-shape.ts';

/**
 * Vehicle identification numbers (issue 31, ADR 062), checked the same way by the forms and the API.
 *
 * From model year 1981 on a VIN has 17 characters, digits and capital letters without I, O and Q, and its 9th is
 * a check digit: 49 CFR 565.15(c) gives every character a value (the transliteration below, digits their own),
 * every position a weight, and the 9th is the weighted sum modulo 11 (10 written `X`). Cars built before
 * 1981 carry the maker's own shorter numbers, with no check digit: they are taken when the car's year says so.
 */

const CHECK_POSITION = 8; // the 9th character, counted from 0

/** 49 CFR 565.15(c)(1): the value of each letter (I, O and Q are never used). */
// biome-ignore format: the regulation's table, row by row
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** 49 CFR 565.15(c)(2): the weight of each position; the check digit's own is 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Every character a VIN of 1981 on may hold. */
export const VIN_CHARACTERS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

const characterValue = (character: string) => LETTER_VALUES[character] ?? Number(character);

/** The check digit (`0`-`9` or `X`) of a 17-character VIN of allowed characters; its own 9th does not count. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let position = 0; position < VIN_LENGTH; position++)
    sum += characterValue(vin[position] ?? '0') * WEIGHTS[position]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The VIN with its 9th character set to the check digit the others call for (the seed's made-up VINs). */
export const withCheckDigit = (vin: string) =>
  `${vin.slice(0, CHECK_POSITION)}${vinCheckDigit(vin)}${vin.slice(CHECK_POSITION + 1)}`;

const hasValidCheckDigit = (vin: string) => vin[CHECK_POSITION] === vinCheckDigit(vin);

const ordinal = (position: number) => {
  const n = position + 1;
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
};

/** I, O and Q are left out of VINs because they read as 1 and 0: that is what they most likely are. */
const READ_AS: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/** Characters easily taken for one another when a VIN is read off a plate or a document and typed. */
// biome-ignore format: pairs
const LOOK_ALIKES: readonly (readonly [string, string])[] = [
  ['0', 'D'], ['1', 'L'], ['2', 'Z'], ['4', 'A'], ['5', 'S'], ['6', 'G'], ['7', 'T'], ['8', 'B'], ['U', 'V'],
];
const lookAlikesOf = (character: string) =>
  LOOK_ALIKES.flatMap(([a, b]) => (character === a ? [b] : character === b ? [a] : []));

const replaceAt = (vin: string, position: number, character: string) =>
  `${vin.slice(0, position)}${character}${vin.slice(position + 1)}`;

/**
 * What 49 CFR 565.15 allows at a position, where it allows less than any VIN character: the check digit is a
 * digit or X (required of every VIN here); for a VIN of a North American maker we know (first character 1 to 5,
 * a WMI of vin-makers.ts), the 10th is a model year code and the serial number ends in digits (its last five).
 * Makers elsewhere follow ISO 3779, which leaves those positions to them, and a WMI we do not know may itself be
 * the mistyped part. Said as what a wrong character there should be.
 */
function expectedAt(
  vin: string,
  position: number,
): { allows: (character: string) => boolean; what: string } | null {
  if (position === CHECK_POSITION) return { allows: (c) => /^[0-9X]$/.test(c), what: 'a digit or X' };
  if (!/^[1-5]/.test(vin) || vinMaker(vin) === null) return null;
  if (position === 9) return { allows: (c) => YEAR_CODES.includes(c), what: 'a model year code' };
  if (position >= 14 || (position >= 12 && vin[2] !== '9'))
    return { allows: (c) => /^[0-9]$/.test(c), what: 'a digit' };
  return null;
}

/**
 * The likely typing mistake behind a wrong check digit, when the VIN shows one: a character that cannot stand
 * where it does (a letter among the serial number's digits, say). Its look-alike that also makes the check
 * digit right is named; without one, the misplaced characters are. Any other mistyped character could be
 * anywhere (a change of one character elsewhere fits the check digit by chance in 10 of 11 cases): null.
 */
function likelyMistake(vin: string): string | null {
  const misplaced = [...vin].flatMap((character, position) => {
    const expected = expectedAt(vin, position);
    return expected && !expected.allows(character) ? [{ character, position, expected }] : [];
  });
  const fixes = misplaced.flatMap(({ character, position, expected }) =>
    lookAlikesOf(character)
      .filter((other) => expected.allows(other) && hasValidCheckDigit(replaceAt(vin, position, other)))
      .map((other) => `the ${ordinal(position)} character "${character}" is probably ${article(other)}`),
  );
  if (fixes.length === 1) return fixes[0]!;
  if (misplaced.length === 0) return null;
  return misplaced
    .map(
      ({ character, position, expected }) =>
        `the ${ordinal(position)} character "${character}" should be ${expected.what}`,
    )
    .join(', ');
}

/** "a 5", "an 8", "an S": how the message names a character. */
const article = (character: string) =>
  /^[8AEFHLMNRSX]$/.test(character) ? `an ${character}` : `a ${character}`;

/**
 * What is wrong with a VIN for a car of `year`, in words for the person who typed it, or null when it is right.
 * Without a year (a change of the VIN alone) only what holds for every year is checked; the server checks the
 * rest against the car's stored year.
 */
export function vinProblem(rawVin: string, year?: number): string | null {
  const vin = normalizeVin(rawVin);
  const shape = vinShapeProblem(vin);
  if (year === undefined || shape === VIN_MESSAGES.characters) return shape;
  if (year < FIRST_CHECKED_VIN_YEAR) return shape && VIN_MESSAGES.older;
  if (vin.length !== VIN_LENGTH) return VIN_MESSAGES.length(vin.length);
  const banned = [...vin].flatMap((character, position) =>
    READ_AS[character]
      ? [`the ${ordinal(position)} character "${character}" is probably a ${READ_AS[character]}`]
      : [],
  );
  if (banned.length > 0) return `VIN cannot contain I, O or Q: ${banned.join(', ')}`;
  if (hasValidCheckDigit(vin)) return null;
  const mistake = likelyMistake(vin);
  const expected = vinCheckDigit(vin);
  return mistake
    ? `VIN check digit (the 9th character) does not match the others: ${mistake}`
    : `VIN check digit (the 9th character) does not match the others: one of them is mistyped (if the others are right, the 9th should be ${expected})`;
}

/** Model year codes (49 CFR 565.15(d)): the 10th character, 1980 to 2009, then again 2010 to 2039. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The 10th character of a VIN for a model year (the seed's made-up VINs). */
export const modelYearCode = (year: number) => YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;

/**
 * The model year a VIN states. The 10th character repeats every 30 years; for cars and light trucks the 7th
 * tells the cycles apart (49 CFR 565.15(d)): a digit there means 1980-2009, a letter 2010-2039. A year beyond
 * next year is no car's yet (a code of another maker's use): none.
 */
export function vinModelYear(vin: string, now = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const year = 1980 + index + (/[A-Z]/.test(vin[6] ?? '') ? 30 : 0);
  return year <= now.getFullYear() + 1 ? year : null;
}

/** The maker a VIN's first three characters (its WMI) name, for the common ones (vin-makers.ts); null for others. */
export function vinMaker(vin: string): string | null {
  return VIN_MAKERS[vin.slice(0, 3)] ?? VIN_MAKERS[vin.slice(0, 2)] ?? null;
}

export type VinDecoded = { vin: string; year: number | null; brand: string | null; model: string | null };

/** What a checked 17-character VIN says without asking anyone: its model year and maker; null if not valid. */
export function decodeVinOffline(rawVin: string, now = new Date()): VinDecoded | null {
  const vin = normalizeVin(rawVin);
  if (vin.length !== VIN_LENGTH || vinProblem(vin, FIRST_CHECKED_VIN_YEAR) !== null) return null;
  return { vin, year: vinModelYear(vin, now), brand: vinMaker(vin), model: null };
}
