import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../src/db/client.ts';

/**
 * Runs once per API test run, before any test file: migrates ONE empty database and leaves it for every file
 * to copy, instead of each of ~35 files running every migration again (2 s each on PGlite).
 * - PGlite: the migrated data directory, dumped to a file; each file starts its own in-memory PGlite from it.
 * - PostgreSQL (TEST_DATABASE_URL): a template database; each file creates its own with `TEMPLATE`.
 * Both are removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, '../../../.test-data');
  fs.mkdirSync(dir, { recursive: true });
  const pgliteFile = path.join(dir, `pglite-template-${process.pid}.tar`);
  const pglite = await connectPglite(undefined);
  await pglite.migrate();
  fs.writeFileSync(pgliteFile, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (serverUrl) {
    template = `carshop_template_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = connectPostgres(url.toString(), { max: 1 });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', template ?? '');

  return async () => {
    fs.rmSync(pgliteFile, { force: true });
    if (serverUrl && template)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, as a file made by `dumpDataDir`. */
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server ('' without one). */
    postgresTemplate: string;
  }
}
