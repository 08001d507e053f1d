import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { connectPglite } from '../src/db/client.ts';

/**
 * A new temporary DATA_DIR whose embedded database is a copy of the run's migrated one (test/global-setup.ts), for
 * the real server processes whose subject is not the first start: loading the copy costs 0.9 s of CPU, while the
 * server creating and migrating a database at its first start cost about 4 (ADR 073). The server still opens it
 * through openDatabase, migrations and all. API suite only (the template comes from its global setup).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await connectPglite(loadConfig({ DATA_DIR: dataDir }).embeddedDbDir, {
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
  });
  await database.close();
  return dataDir;
}
