/** A random UUID v4, also where `crypto.randomUUID` is missing (pages served over plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per checkout attempt: the same order body gets the same key until it succeeds (so a retry after a
 * lost answer cannot order twice), and a changed cart or form gets a new one (the server refuses a key reused
 * for another body).
 */
export function createKeyKeeper() {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const signature = JSON.stringify(body);
      if (current?.body !== signature) current = { body: signature, key: newIdempotencyKey() };
      return current.key;
    },
    /** The order went through: the next checkout is a new attempt. */
    forget() {
      current = null;
    },
  };
}
