import type { Envelope, PageMeta } from '@carshop/contract/api';

/**
 * What every endpoint gives its caller, whatever it asked for: the payload, the server's message (the success
 * toast of a mutation shows it) and, on paged lists, the page meta.
 */
export type ApiResult<T, M extends PageMeta = PageMeta> = { data: T; message: string; meta?: M };

/**
 * The one `transformResponse` of every endpoint: the server's envelope (packages/contract/src/api.ts) becomes
 * an ApiResult. `success` is dropped: a failed answer never gets here, it arrives as the query's error.
 * A message-only answer (`MessageEnvelope`) gives `data: undefined`.
 */
export function toApiResult<T, M extends PageMeta = PageMeta>(
  answer: Envelope<T> & { meta?: M },
): ApiResult<T, M> {
  const result: ApiResult<T, M> = { data: answer.data, message: answer.message };
  if (answer.meta) result.meta = answer.meta;
  return result;
}
