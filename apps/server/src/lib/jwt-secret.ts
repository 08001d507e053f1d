import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EnvConfig } from '../config.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * With the embedded database a one-machine shop should start without any setup, yet tokens must survive a
 * restart: so an unset JWT_SECRET is generated once and kept beside the data (readable by its owner only).
 * With DATABASE_URL, config.ts already insists on JWT_SECRET so that every app server signs alike.
 */
export function resolveJwtSecret(config: EnvConfig): { secret: string; generated: boolean } {
  if (config.jwtSecret) return { secret: config.jwtSecret, generated: false };
  if (config.databaseUrl) throw new Error('JWT_SECRET is required when DATABASE_URL is set');
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return { secret: existing, generated: false };
  makePrivateDir(config.dataDir);
  const secret = randomBytes(64).toString('base64url');
  // A file too short to be a secret (say, truncated by a full disk) is replaced; the data dir lock
  // guarantees no other process writes it at the same time.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return { secret, generated: true };
}

function readSecret(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
