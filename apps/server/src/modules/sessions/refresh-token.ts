import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits: unguessable, so a fast hash is enough to store it (unlike a password). */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Only the hash is stored, so a leaked database cannot be replayed as sessions. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const refreshTokenExpiry = (now = new Date()) => new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
