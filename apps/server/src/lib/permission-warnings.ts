import fs from 'node:fs';
import path from 'node:path';
import type { EnvConfig } from '../config.ts';
import { displayPath, LOCK_FILE } from './data-dir-lock.ts';
import { JWT_SECRET_FILE } from './jwt-secret.ts';

type Paths = Pick<EnvConfig, 'dataDir' | 'embeddedDbDir' | 'uploadDir' | 'databaseUrl'>;

/**
 * One line per existing path that group or others may use. An UPLOAD_DIR outside DATA_DIR is the operator's
 * own choice (a web server may serve it) and is left alone; permissions mean nothing on Windows.
 */
export function permissionWarnings(config: Paths, platform = process.platform): string[] {
  if (platform === 'win32') return [];
  const paths = [
    config.dataDir,
    ...(config.databaseUrl ? [] : [config.embeddedDbDir, path.join(config.dataDir, LOCK_FILE)]),
    path.join(config.dataDir, JWT_SECRET_FILE),
    ...(isInside(config.uploadDir, config.dataDir) ? [config.uploadDir] : []),
  ];
  const warnings: string[] = [];
  for (const file of paths) {
    const stat = statIfAny(file);
    if (!stat || (stat.mode & 0o077) === 0) continue;
    const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
    const fix = stat.isDirectory() ? 'chmod 700' : 'chmod 600';
    warnings.push(
      `${displayPath(file)} can be used by other users of this machine (mode ${mode}); it holds private shop ` +
        `data: run ${fix} ${displayPath(file)}`,
    );
  }
  return warnings;
}

function statIfAny(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};
