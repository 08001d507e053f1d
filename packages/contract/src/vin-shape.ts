/**
 * What holds for every VIN whatever the car's year (issue 31, ADR 062): how it is written and its letters and
 * digits. Apart from vin.ts (the check digit, the decoding and the makers' table) so that the car schemas every
 * page loads (car.ts) carry only this.
 */

export const FIRST_CHECKED_VIN_YEAR = 1981;
export const VIN_LENGTH = 17;

/** How a VIN is written: without surrounding spaces, in capitals. */
export const normalizeVin = (vin: string) => vin.trim().toUpperCase();

export const VIN_MESSAGES = {
  characters: 'VIN must be letters and digits only',
  older: 'A VIN from before 1981 has 5 to 17 letters and digits',
  length: (length: number) =>
    `VIN must be 17 characters (this one has ${length}); only cars from before 1981 have shorter ones`,
} as const;

/** What is wrong with a (normalized) VIN of a car of any year: other characters, fewer than 5 or more than 17. */
export function vinShapeProblem(vin: string): string | null {
  if (!/^[A-Z0-9]+$/.test(vin)) return VIN_MESSAGES.characters;
  return vin.length >= 5 && vin.length <= VIN_LENGTH ? null : VIN_MESSAGES.length(vin.length);
}
