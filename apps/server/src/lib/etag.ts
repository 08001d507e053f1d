/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110: a list of tags, weak or strong, or `*`): the client
 * has the current body, and a 304 does.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
