import { z } from 'zod';

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

/** Route params: ids are opaque strings (UUIDs today). A malformed id is simply "not found". */
export const idParamSchema = z.object({ id: z.string().min(1).max(100) });
