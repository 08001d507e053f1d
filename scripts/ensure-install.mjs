// Installs the workspace's dependencies when they are missing or older than the lockfile.
// Plain JavaScript without dependencies: it runs on whatever Node the machine has (20 or later),
// before node_modules (and the pinned Node 24 inside it) exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// fileURLToPath rather than import.meta.dirname, which Node 20 gained only in 20.11.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const mtime = (file) => fs.statSync(file).mtimeMs;

/** Why an install is needed, or null. npm rewrites node_modules/.package-lock.json on every install. */
export function installReason(root = repoRoot) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return 'node_modules is missing';
  if (mtime(path.join(root, 'package-lock.json')) > mtime(installed)) return 'package-lock.json changed';
  return null;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args, root) =>
  spawnSync(npm, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });

/** Answers whether it installed; throws if npm fails. `npm ci` first (exact lockfile), `npm install` if that fails. */
export function ensureInstall(root = repoRoot, log = (line) => console.log(line)) {
  const reason = installReason(root);
  if (!reason) return false;
  log(`> Installing dependencies (${reason})...`);
  if (run(['ci', '--no-audit', '--no-fund'], root).status === 0) return true;
  log('> npm ci failed; trying npm install...');
  if (run(['install', '--no-audit', '--no-fund'], root).status === 0) return true;
  throw new Error('Could not install the dependencies (see the npm output above).');
}
