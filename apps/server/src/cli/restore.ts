import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type EnvConfig, loadConfig } from '../config.ts';
import { acquireDataDirLock, displayPath } from '../lib/data-dir-lock.ts';
import { JWT_SECRET_FILE } from '../lib/jwt-secret.ts';
import { makePrivateDir } from '../lib/private-files.ts';
import {
  BackupError,
  knownMigrations,
  MANIFEST,
  type Manifest,
  refuseServerDatabase,
  runCommand,
  stamp,
} from './backup.ts';

export const USAGE = `Usage: npm run restore -- <backup folder> [--force]

Puts a backup made by npm run backup back into DATA_DIR: the embedded database, the JWT secret and the
uploaded images. The server must be stopped (the restore takes the data directory's lock).

If DATA_DIR already holds a database, --force is needed; what it held is then moved aside to
DATA_DIR/replaced-<date>-<time>/, not deleted. A backup made by a newer version of the shop is refused.`;

type Paths = Pick<EnvConfig, 'databaseUrl' | 'dataDir' | 'embeddedDbDir' | 'uploadDir'>;

export async function restore(
  config: Paths,
  from: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<{ replacedTo?: string }> {
  refuseServerDatabase(config, 'Restore');
  const manifest = readManifest(from);
  const known = knownMigrations();
  const unknown = manifest.migrations.filter((tag) => !known.includes(tag));
  if (unknown.length > 0)
    throw new BackupError(
      `${displayPath(from)} was made by a newer version of the shop (migrations ${unknown.join(', ')}): ` +
        'update the shop first.',
    );
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    const targets = {
      db: config.embeddedDbDir,
      [JWT_SECRET_FILE]: path.join(config.dataDir, JWT_SECRET_FILE),
      uploads: config.uploadDir,
    };
    const present = Object.values(targets).filter((target) => fs.existsSync(target));
    if (fs.existsSync(config.embeddedDbDir) && !force)
      throw new BackupError(
        `${displayPath(config.dataDir)} already holds a database: add --force to replace it (what it holds ` +
          'is moved aside, not deleted).',
      );
    let replacedTo: string | undefined;
    if (present.length > 0) {
      const aside = path.join(config.dataDir, `replaced-${stamp(now)}`);
      makePrivateDir(aside);
      for (const target of present) moveAside(target, path.join(aside, path.basename(target)));
      replacedTo = aside;
    }
    for (const name of manifest.contents) {
      const target = targets[name as keyof typeof targets];
      if (!target) continue;
      makePrivateDir(path.dirname(target));
      fs.cpSync(path.join(from, name), target, { recursive: true });
    }
    return { replacedTo };
  } finally {
    lock.release();
  }
}

/** A rename, or a copy and delete when the target is on another file system (an UPLOAD_DIR elsewhere). */
function moveAside(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

function readManifest(from: string): Manifest {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(from, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format === 1 && manifest.contents.includes('db')) return manifest;
  } catch {
    // reported below
  }
  throw new BackupError(
    `${displayPath(from)} is not a complete backup made by npm run backup (no ${MANIFEST}).`,
  );
}

export async function main(argv = process.argv.slice(2), env = process.env): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const from = positionals[0];
  if (values.help || !from) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig(env);
  const { replacedTo } = await restore(config, path.resolve(from), { force: values.force });
  console.log(`Restored ${displayPath(path.resolve(from))} into ${displayPath(config.dataDir)}.`);
  if (replacedTo) console.log(`What it held before is in ${displayPath(replacedTo)}.`);
  return 0;
}

if (import.meta.main) runCommand('restore', main);
