import { errorEnvelopeSchema } from '@carshop/contract/api';

/**
 * How every route documents itself in the OpenAPI document (plugins/docs.ts): its success schema, then
 * `...errorResponses(<the statuses it can answer>)`. Each listed status, and 500 which any route can
 * answer, is serialized through the same error envelope schema.
 */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries([...codes, 500].map((code) => [code, errorEnvelopeSchema])) as Record<
    Code | 500,
    typeof errorEnvelopeSchema
  >;
}

/** Routes behind a guard name the access token scheme declared by plugins/docs.ts. */
export const ACCESS_TOKEN = [{ accessToken: [] }];
