import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type EnvConfig, loadConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError, displayPath } from '../lib/data-dir-lock.ts';
import { JWT_SECRET_FILE } from '../lib/jwt-secret.ts';
import { makePrivateDir } from '../lib/private-files.ts';

export const USAGE = `Usage: npm run backup -- [--to <folder>]

Copies the embedded database (DATA_DIR/db), the JWT secret and the uploaded images into a new folder,
by default ./backups/carshop-<date>-<time>, readable by its owner only (it holds password hashes and the
signing secret). Restore it with npm run restore -- <folder>.

The server must be stopped: the backup takes the data directory's lock, and refuses while a server holds it.
With DATABASE_URL the data lives on PostgreSQL: back it up with pg_dump (see the README).`;

/** What a backup folder holds besides its manifest; the names are those under DATA_DIR. */
export const MANIFEST = 'carshop-backup.json';
export type Manifest = { format: 1; createdAt: string; migrations: string[]; contents: string[] };

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const migrationsJournal = path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json');
/** The migrations this code knows, oldest first (a backup records those its database had). */
export const knownMigrations = (): string[] =>
  (JSON.parse(fs.readFileSync(migrationsJournal, 'utf8')) as { entries: { tag: string }[] }).entries.map(
    (entry) => entry.tag,
  );

export function refuseServerDatabase(config: Pick<EnvConfig, 'databaseUrl'>, what: string) {
  if (config.databaseUrl)
    throw new BackupError(
      `DATABASE_URL is set: the data lives on PostgreSQL, not in DATA_DIR. ${what} it with ` +
        'pg_dump --format=custom / pg_restore (see "Backups" in the README).',
    );
}

/**
 * Copies a stopped shop's embedded data into `to` (a new folder). Holding the lock means no process has the
 * database open, so the files are consistent: as a clean shutdown left them, or as a crash did, which
 * PostgreSQL's recovery replays at the next start like any crash.
 */
export async function backup(
  config: Pick<EnvConfig, 'databaseUrl' | 'dataDir' | 'embeddedDbDir' | 'uploadDir'>,
  to: string,
  now = new Date(),
): Promise<Manifest> {
  refuseServerDatabase(config, 'Back');
  if (!fs.existsSync(path.join(config.embeddedDbDir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${displayPath(config.dataDir)} to back up.`);
  if (fs.existsSync(to)) throw new BackupError(`${displayPath(to)} already exists: name a new folder.`);
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    makePrivateDir(to);
    fs.cpSync(config.embeddedDbDir, path.join(to, 'db'), { recursive: true });
    const contents = ['db'];
    const secret = path.join(config.dataDir, JWT_SECRET_FILE);
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(to, JWT_SECRET_FILE));
      contents.push(JWT_SECRET_FILE);
    }
    if (fs.existsSync(config.uploadDir)) {
      fs.cpSync(config.uploadDir, path.join(to, 'uploads'), { recursive: true });
      contents.push('uploads');
    }
    // Written last: a folder without a manifest is an interrupted backup, and restore refuses it.
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      migrations: knownMigrations(),
      contents,
    };
    fs.writeFileSync(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } finally {
    lock.release();
  }
}

/** `20250304-050607`: a folder name that sorts by time. */
export const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Runs a backup or restore command to its exit code: a refusal it expects (BackupError, a locked data directory)
 * is one line naming the command; anything else is printed whole.
 */
export function runCommand(name: string, command: () => Promise<number>) {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof BackupError || error instanceof DataDirLockedError;
      console.error(known ? `${name}: ${(error as Error).message}` : error);
      process.exit(1);
    },
  );
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(env);
  const now = new Date();
  const to = path.resolve(values.to ?? path.join('backups', `carshop-${stamp(now)}`));
  const manifest = await backup(config, to, now);
  console.log(
    `Backed up ${displayPath(config.dataDir)} (${manifest.contents.join(', ')}) to ${displayPath(to)}.`,
  );
  return 0;
}

if (import.meta.main) runCommand('backup', main);
