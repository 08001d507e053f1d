// `npm start`: install what is missing, build the web app if its sources changed, then run the server
// on the pinned Node 24 (node_modules/.bin/node). Plain JavaScript: it starts on the system Node (20+).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstall, repoRoot } from './ensure-install.mjs';
import { quietStep } from './lib/quiet-step.mjs';

const log = (line) => console.log(line);

/** What the web build reads: if any of it is newer than dist/index.html, the build is stale. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer directory
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules') newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the web app must be built, or null. */
export function webBuildReason(root = repoRoot) {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) return 'it has not been built yet';
  const builtAt = fs.statSync(index).mtimeMs;
  const changed = WEB_SOURCES.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

function main() {
  ensureInstall(repoRoot);

  const reason = webBuildReason(repoRoot);
  if (reason) {
    quietStep(
      `Building the web app (${reason})`,
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      ['run', 'build', '-w', 'apps/web'],
      {
        cwd: repoRoot,
        hint:
          'The web app failed to build (its output is above). Fix it, or run the API alone with ' +
          '`node_modules/.bin/node apps/server/src/server.ts`.',
      },
    );
  }

  const node = path.join(
    repoRoot,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'node.cmd' : 'node',
  );
  log('> Starting the server...');
  const server = spawn(node, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      // Node keeps compiled code between runs: a warm restart reaches its first request sooner.
      NODE_COMPILE_CACHE:
        process.env.NODE_COMPILE_CACHE ?? path.join(repoRoot, 'node_modules', '.cache', 'node'),
    },
  });

  // Pass stop signals on (from a process manager; a terminal's Ctrl-C reaches the server directly too).
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    if (signal) {
      for (const name of signals) process.removeAllListeners(name);
      process.exitCode = 128 + (os.constants.signals[signal] ?? 0);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}

// Run only as the entry point, so other scripts and tests can import webBuildReason.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
