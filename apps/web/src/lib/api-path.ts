/**
 * Paths of API calls (ADR 049). A value put into a path is one segment, encoded: `apiPath\`/cars/${id}\``. An
 * encoded value can still be path syntax: `encodeURIComponent` leaves `.` and `..` as they are, and the URL
 * parser reads such a segment (also as `%2e`) as "this folder" or "the one above": `/api/cars/.` is fetched as
 * `/api/cars/`, the whole catalogue instead of one car. So the base query (lib/api.ts) sends no call whose path
 * has such a segment, or an empty one (`/cars//similar`), and answers it as the server would an unknown id.
 */
export function apiPath(parts: TemplateStringsArray, ...values: string[]): string {
  return parts.reduce((path, part, index) => path + encodeURIComponent(values[index - 1] ?? '') + part);
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The path (before any `?` or `#`) has a segment that is empty, `.` or `..` (in any encoding the URL reads). */
export function hasUnsafeSegment(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').slice(path.startsWith('/') ? 1 : 0);
  return segments.some((segment) => segment === '' || DOT_SEGMENT.test(segment));
}

/**
 * The answer carries one record (an object under `data`), not a list: for endpoints that ask for one thing by id,
 * as fetchBaseQuery's `validateStatus`. A list where one car was expected is an error, never a car.
 */
export function answersOneRecord(response: Response, body: unknown): boolean {
  if (!response.ok) return false;
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
