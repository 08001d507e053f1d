import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from './constants.ts';

export { CONTROL_CHARACTER_MESSAGE } from './constants.ts';

/**
 * Every string the API accepts goes through `text()`: trimmed, capped in length, and free of NUL and the
 * other control characters. PostgreSQL refuses NUL in text (a 500 if it got that far), and control
 * characters have no business in a name, an address or a search; multi-line fields keep tab and newline.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type TextOptions = {
  /** Longest accepted value, after trimming. */
  max: number;
  /** The message for a missing or empty value; without it, an empty string is accepted. */
  required?: string;
  /** Allow tab, newline and carriage return (descriptions). */
  multiline?: boolean;
  /** Keep surrounding whitespace (passwords). */
  trim?: boolean;
  tooLong?: string;
};

export function text({ max, required, multiline = false, trim = true, tooLong }: TextOptions) {
  const forbidden = multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  const base = z.string({ error: required ?? 'Must be text' });
  const trimmed = trim ? base.trim() : base;
  const checked = trimmed
    .refine((value) => !forbidden.test(value), CONTROL_CHARACTER_MESSAGE)
    .max(max, tooLong ?? `Must be at most ${max} characters`);
  return required ? checked.min(1, required) : checked;
}
