/**
 * What an id looks like on the wire (ADR 049): letters, digits, `-` and `_`, 1 to 100 of them. Ids are UUIDs
 * today (the server checks that before any query, apps/server/src/lib/ids.ts) but opaque to clients, so this is
 * the shape every client can check: it is what makes an id safe in a path. `.`, `..`, an empty string or a
 * slash are not ids: in a URL they are path syntax, and `/api/cars/.` is `/api/cars/`, the whole list.
 */
const WIRE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const isWireId = (value: string): boolean => WIRE_ID.test(value);
