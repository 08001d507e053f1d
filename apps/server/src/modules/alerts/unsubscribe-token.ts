import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/ids.ts';

/**
 * The alert mails' unsubscribe tokens (ADR 071): `<kind>.<user>[.<search or car>].<signature>`, signed with a key
 * derived from JWT_SECRET (which every app server shares), so a link works on any server, without signing in and
 * without a table of tokens. Whoever changes any part of it (another user's id, another search) breaks the
 * signature. A token never expires: an unsubscribe link must keep working as long as the mail is kept.
 */

export type UnsubscribeTarget =
  | { scope: 'all'; userId: string }
  | { scope: 'search'; userId: string; searchId: string }
  | { scope: 'car'; userId: string; carId: string };

const KIND = { all: 'a', search: 's', car: 'c' } as const;

/** The signing key: JWT_SECRET turned into a key for this use alone (a token is never a valid JWT signature). */
export const unsubscribeKey = (jwtSecret: string): Buffer =>
  createHmac('sha256', jwtSecret).update('carshop:alerts:unsubscribe').digest();

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const parts: string[] = [KIND[target.scope], target.userId];
  if (target.scope === 'search') parts.push(target.searchId);
  if (target.scope === 'car') parts.push(target.carId);
  const payload = parts.join('.');
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The target of a well-signed token, or undefined for anything else (altered, forged, cut short). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | undefined {
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return undefined;
  const payload = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1), 'base64url');
  const expected = Buffer.from(signatureOf(key, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [kind, userId = '', id = '', ...rest] = payload.split('.');
  if (rest.length > 0 || !isUuid(userId)) return undefined;
  if (kind === KIND.all && id === '') return { scope: 'all', userId };
  if (kind === KIND.search && isUuid(id)) return { scope: 'search', userId, searchId: id };
  if (kind === KIND.car && isUuid(id)) return { scope: 'car', userId, carId: id };
  return undefined;
}
