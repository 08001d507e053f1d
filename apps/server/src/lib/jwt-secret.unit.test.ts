import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const configIn = (env: Record<string, string> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-secret-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
};

describe('resolveJwtSecret', () => {
  it('generates a secret once, readable by its owner only, and reuses it', () => {
    const config = configIn();
    const first = resolveJwtSecret(config);
    expect(first.generated).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(64);
    const file = path.join(config.dataDir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(config)).toEqual({ secret: first.secret, generated: false });
  });

  it('prefers JWT_SECRET and writes nothing then', () => {
    const config = configIn({ JWT_SECRET: 's'.repeat(40) });
    expect(resolveJwtSecret(config)).toEqual({ secret: 's'.repeat(40), generated: false });
    expect(fs.existsSync(path.join(config.dataDir, JWT_SECRET_FILE))).toBe(false);
  });

  it('replaces a file too short to be a secret', () => {
    const config = configIn();
    fs.writeFileSync(path.join(config.dataDir, JWT_SECRET_FILE), 'short\n');
    expect(resolveJwtSecret(config).generated).toBe(true);
  });

  it('is required with DATABASE_URL, so that every app server signs alike', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/shop' })).toThrow(/JWT_SECRET is required/);
  });
});
