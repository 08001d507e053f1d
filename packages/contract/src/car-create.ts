import type { z } from 'zod';
import { carFieldsSchema } from './car.ts';
import { vinProblem } from './vin.ts';

/**
 * The check of a car's VIN against its year (issue 31, ADR 062): 17 characters with a right check digit from 1981
 * on, the maker's own shorter number before. Apart from car.ts, which every page loads: only the car forms and the
 * server need vin.ts.
 */
function vinFitsYear(
  car: { vin?: string | null | undefined; year?: number | undefined },
  context: z.RefinementCtx,
) {
  if (!car.vin || car.year === undefined) return;
  const problem = vinProblem(car.vin, car.year);
  if (problem) context.addIssue({ code: 'custom', path: ['vin'], message: problem });
}

/** A car schema (a body or a form's) with its VIN checked against its year. */
export const withVinCheck = <
  T extends z.ZodType<{ vin?: string | null | undefined; year?: number | undefined }>,
>(
  schema: T,
) => schema.superRefine(vinFitsYear);

/**
 * Body of POST /cars. PUT /cars/{id} is `carUpdateSchema` (car.ts): its VIN against the year is the server's to
 * check, which knows the stored ones.
 */
export const carCreateSchema = withVinCheck(carFieldsSchema);
