/**
 * Ids are UUIDs in the database but opaque strings on the wire. Anything else is "not found", and must be
 * caught before it reaches PostgreSQL, where a failed uuid cast would be an error (a 500) instead.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
