import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing in production', () => {
  it('is argon2id with 19 MiB, 2 iterations and 1 lane unless a test lowers it', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong horse battery')).toBe(false);
  });

  it('keeps that cost: only the API suite’s setup lowers it, no module the server runs', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const callers = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        fs.readFileSync(path.join(src, file), 'utf8').includes('setPasswordHashCostForTests'),
      );
    expect(callers).toEqual([path.join('lib', 'password.ts')]);
  });
});
