import { errorEnvelopeSchema } from '@carshop/contract/api';

/**
 * Response schemas for the error statuses a route can answer, so the OpenAPI document lists them and
 * error bodies are serialized through the same envelope schema as everything else.
 */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as Record<
    Code,
    typeof errorEnvelopeSchema
  >;
}
