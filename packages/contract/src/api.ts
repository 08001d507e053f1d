import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, unsetToUndefined } from './constants.ts';
import { text } from './text.ts';

export { GENERIC_ERROR } from './constants.ts';

/** Every JSON answer of the API is wrapped in this envelope (product decisions §3). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: z.array(item),
    meta: pageMetaSchema,
  });
}

export const messageEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() });

/** The answers' types, inferred from the builders above, for clients that read answers without parsing them. */
export type Envelope<T> = z.infer<ReturnType<typeof envelope<z.ZodType<T>>>>;
export type PagedEnvelope<T> = z.infer<ReturnType<typeof pagedEnvelope<z.ZodType<T>>>>;
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;
export const messageDataSchema = z.object({ message: z.string() });

/**
 * An optional query parameter, for every list endpoint: "not set" as `unsetToUndefined` says; a repeated
 * parameter (an array) is refused by the schema.
 */
export const queryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess(unsetToUndefined, schema.optional());

/** An optional numeric query parameter: anything but a finite number is "`name` must be a number". */
export const queryNumber = (name: string, schema: z.ZodNumber) =>
  queryValue(z.coerce.number({ error: `${name} must be a number` }).pipe(schema));

const wholeQuery = (name: string, max: number) =>
  queryNumber(
    name,
    z
      .number()
      .min(1, `${name} must be 1 or more`)
      .max(max, `${name} must be at most ${max}`)
      .int(`${name} must be a whole number`),
  );

/** `page` and `limit` of every paged list (cars now; orders and users next). Both optional. */
export const pageQuerySchema = z.object({
  page: wholeQuery('page', MAX_PAGE),
  limit: wholeQuery('limit', MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * Route params: ids are opaque strings (UUIDs today), compared lower-cased everywhere: an id in capitals names the
 * same record, for every rule that compares ids (your own account, the last admin, an order's owner). A
 * malformed id is simply "not found".
 */
export const idParamSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    text({ max: 100, required: 'Id is required' }),
  ),
});
