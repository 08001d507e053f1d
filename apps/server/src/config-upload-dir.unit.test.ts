import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('UPLOAD_DIR', () => {
  it('defaults to DATA_DIR/uploads, and may be any folder of its own', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop/data' });
    expect(config.uploadDir).toBe(path.resolve('/srv/shop/data/uploads'));
    expect(loadConfig({ DATA_DIR: '/srv/shop/data', UPLOAD_DIR: '/srv/shop/pictures' }).uploadDir).toBe(
      path.resolve('/srv/shop/pictures'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/shop/data', UPLOAD_DIR: '/srv/shop/data-pictures' }).uploadDir).toBe(
      path.resolve('/srv/shop/data-pictures'),
    );
  });

  it.each([
    ['the data folder itself', '/srv/shop/data'],
    ['the data folder, spelled differently', '/srv/shop/data/./'],
    ['a folder that contains the data folder', '/srv/shop'],
    ['the root of the file system', '/'],
  ])('refuses to start when it is %s: everything in it is served', (_name, uploadDir) => {
    expect(() => loadConfig({ DATA_DIR: '/srv/shop/data', UPLOAD_DIR: uploadDir })).toThrow(
      /^Invalid configuration: UPLOAD_DIR .* must not be DATA_DIR .* or a folder that contains it/,
    );
  });

  it('refuses a folder inside the database folder', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/srv/shop/data', UPLOAD_DIR: '/srv/shop/data/db/pictures' }),
    ).toThrow(/^Invalid configuration: UPLOAD_DIR .* must not be inside the database folder/);
  });
});
