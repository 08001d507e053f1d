import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as createAdmin } from './create-admin.ts';
import { main } from './import-cars.ts';

/** `npm run import-cars` (issue 31, ADR 063): the import's own code from the command line, for a first fill. */
let dataDir: string;
let env: NodeJS.ProcessEnv;
const example = path.join(import.meta.dirname, '../../../../docs/examples/cars.csv');
const printed: string[] = [];
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-import-cars-'));
  env = { NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'first-admin-pass' };
  vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await createAdmin(['--email', 'owner@shop.example', '--name', 'Owner'], env)).toBe(0);
});
afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run import-cars', () => {
  it('previews with --dry-run, imports the example once, and the second time changes nothing', async () => {
    expect(await main([example, '--as', 'owner@shop.example', '--dry-run'], env)).toBe(0);
    expect(printed.at(-1)).toMatch(/^Would import: 6 added, 0 updated, 0 unchanged, 0 in error\./);
    expect(await main([example, '--as', 'owner@shop.example'], env)).toBe(0);
    expect(printed.at(-1)).toMatch(/^Imported: 6 added, 0 updated, 0 unchanged, 0 in error\./);
    expect(await main([example, '--as', 'OWNER@shop.example'], env)).toBe(0);
    expect(printed.at(-1)).toMatch(/^Imported: 0 added, 0 updated, 6 unchanged, 0 in error\./);
  });

  it('names the rows in error and writes nothing; refuses an account that may not import', async () => {
    const bad = path.join(dataDir, 'bad.csv');
    fs.writeFileSync(
      bad,
      'brand,model,year,price,category,description,quantity\nKia,Rio,later,9000,Sedan,Small,1\n',
    );
    expect(await main([bad, '--as', 'owner@shop.example'], env)).toBe(1);
    expect(printed.slice(-2)).toEqual([
      'import-cars: Nothing was imported: fix the rows in error and send the file again',
      '  row 2: year: Year must be a number',
    ]);
    await expect(main([example, '--as', 'nobody@shop.example'], env)).rejects.toThrow(
      'nobody@shop.example is not an active admin or inventory account',
    );
  });
});
