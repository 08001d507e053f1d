import path from 'node:path';
import { z } from 'zod';

// The pieces the groups of settings (config/*settings.ts) are built from.

/** Relative folders in settings start at the repository, whatever the working directory. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** A whole number from `min` (to `max`, when given). */
export const whole = (min: number, max?: number) => {
  const number = z.coerce.number().int().min(min);
  return max === undefined ? number : number.max(max);
};

/** An address whose scheme is one of `schemes` (`SMTP_URL must start with smtp:// or smtps://`). */
export const urlOf = (name: string, schemes: [string, string]) =>
  z
    .string()
    .url()
    .refine(
      (value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)),
      `${name} must start with ${schemes[0]}:// or ${schemes[1]}://`,
    );

export const DAY_MS = 24 * 60 * 60 * 1000;
