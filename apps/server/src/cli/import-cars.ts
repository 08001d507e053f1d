import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { CarImportResult } from '@carshop/contract/car-import';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';
import { HttpError } from '../lib/http-error.ts';
import { allows } from '../lib/policies.ts';
import { commitCarImport, previewCarImport } from '../modules/cars/car-import.service.ts';
import { openPictureStore } from '../modules/uploads/picture-stores.service.ts';
import { findCredentials } from '../modules/users/service.ts';
import { runCommand } from './run-command.ts';

export const USAGE = `Usage: npm run import-cars -- <cars.csv> --as <email> [--pictures <pictures.zip>] [--dry-run]

Imports cars from a CSV file, as the admin's import page does (README, "Cars in and out by CSV"): a row whose VIN
or stock number is a car's updates it, any other adds a car; all of it or none. --as names the admin or
inventory account the audit log records it as. --pictures: a zip of the files the images column names (it may
also name http(s) addresses: downloaded at commit, IMPORT_PICTURES_ALLOW_PRIVATE and IMPORT_PICTURES_TIMEOUT_MS).
--dry-run: only say what every row would do.

It uses the database the server would use: DATABASE_URL, or the embedded database under DATA_DIR (stop the
server first: one process at a time).`;

class ImportInputError extends Error {}

/** What the rows did (or would do), and every row in error with its column and why. */
export function describeImport(result: CarImportResult): string {
  const { add, update, unchanged, error } = result.summary;
  const verb = result.committed ? 'Imported' : 'Would import';
  const lines = [`${verb}: ${add} added, ${update} updated, ${unchanged} unchanged, ${error} in error.`];
  for (const row of result.rows)
    for (const problem of row.errors)
      lines.push(`  row ${row.row}${problem.column ? ` (${problem.column})` : ''}: ${problem.message}`);
  return lines.join('\n');
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      as: { type: 'string' },
      pictures: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [file] = positionals;
  if (values.help || !file || !values.as) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const files = {
    csv: fs.readFileSync(file),
    pictures: values.pictures ? fs.readFileSync(values.pictures) : undefined,
    fileName: file.split(/[\\/]/).at(-1),
  };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const actor = await findCredentials(database.db, { email: values.as.trim().toLowerCase() });
    if (actor?.status !== 'active' || !allows('importCars', actor))
      throw new ImportInputError(`${values.as} is not an active admin or inventory account`);
    const pictures = openPictureStore(config, database);
    const result = values['dry-run']
      ? await previewCarImport(database.db, files, { pictures, webPictures: config.importPictures })
      : await commitCarImport(database.db, files, {
          pictures,
          webPictures: config.importPictures,
          actor,
          // Running servers drop their kept answers within CATALOGUE_CACHE_MS (a first fill has none).
          changes: { publish: async () => {} },
        });
    console.log(`${describeImport(result)} Database: ${database.description}.`);
    return result.summary.error > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`import-cars: ${error.message}`);
    for (const problem of error.errors ?? []) console.error(`  ${problem.path}: ${problem.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

runCommand(import.meta, 'import-cars', main, [ImportInputError, DataDirLockedError]);
