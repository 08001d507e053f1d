// Installs the workspace's dependencies when they are missing or older than the lockfile.
// Plain JavaScript without dependencies: it runs on whatever Node the machine has (20 or later),
// before node_modules (and the pinned Node 24 inside it) exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quietStep } from './lib/quiet-step.mjs';

// fileURLToPath rather than import.meta.dirname, which Node 20 gained only in 20.11.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const mtime = (/** @type {string} */ file) => fs.statSync(file).mtimeMs;

/** Why an install is needed, or null. npm rewrites node_modules/.package-lock.json on every install. */
export function installReason(root = repoRoot) {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return 'node_modules is missing';
  if (mtime(path.join(root, 'package-lock.json')) > mtime(installed)) return 'package-lock.json changed';
  return null;
}

/**
 * Installs exactly what the committed lockfile says (`npm ci`), printing one line; npm's output (including
 * the engine warnings an older system Node draws from packages that need Node 24) shows only if it fails.
 * There is deliberately no fallback to `npm install`: it would rewrite package-lock.json and hide the drift
 * between package.json and the lockfile that made `npm ci` fail. Answers whether it installed; exits if npm
 * fails.
 */
export function ensureInstall(root = repoRoot) {
  const reason = installReason(root);
  if (!reason) return false;
  quietStep(
    `Installing dependencies (${reason})`,
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['ci', '--no-audit', '--no-fund'],
    {
      cwd: root,
      hint:
        'npm ci failed (its output is above). If package.json changed without package-lock.json, run ' +
        '`npm install` and commit the lockfile; if the registry was unreachable, try again.',
    },
  );
  return true;
}
