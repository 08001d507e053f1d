import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegPicture } from '../../test/picture-helpers.ts';
import { startPictureServer } from '../../test/picture-server.ts';
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

  it('downloads pictures by web address: only from internal ones when IMPORT_PICTURES_ALLOW_PRIVATE says so', async () => {
    const web = await startPictureServer();
    try {
      web.serve('/car.jpg', { headers: { 'content-type': 'image/jpeg' }, body: await jpegPicture() });
      const file = path.join(dataDir, 'web.csv');
      fs.writeFileSync(
        file,
        `stockNumber,brand,model,year,price,category,description,quantity,images\nWEB-1,Kia,Rio,2020,9000,Sedan,Small,1,${web.url('/car.jpg')}\n`,
      );
      expect(await main([file, '--as', 'owner@shop.example'], env)).toBe(1);
      expect(printed.at(-1)).toMatch(/127\.0\.0\.1 is a loopback address, not a public one/);
      const allowing = { ...env, IMPORT_PICTURES_ALLOW_PRIVATE: 'true' };
      expect(await main([file, '--as', 'owner@shop.example'], allowing)).toBe(0);
      expect(printed.at(-1)).toMatch(/^Imported: 1 added/);
      expect(web.hitsOf('/car.jpg')).toBe(1);
      const stored = fs
        .readdirSync(path.join(dataDir, 'uploads'))
        .filter((name) => name.endsWith('-960.webp'));
      expect(stored).toHaveLength(1);
    } finally {
      await web.stop();
    }
  });
});
