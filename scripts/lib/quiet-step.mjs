// One line for a slow step that usually succeeds ("> Installing dependencies... done in 24 s"); the tool's
// own output only when it fails. Plain JavaScript without dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `command` with its output (stdout and stderr, interleaved as written) captured in a temporary file.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 * @returns {{ exit: import('node:child_process').SpawnSyncReturns<Buffer>, output: string }}
 */
function runCaptured(command, args, { cwd, env = process.env }) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-'));
  const logFile = path.join(logDir, 'output.log');
  const fd = fs.openSync(logFile, 'w');
  try {
    const exit = spawnSync(command, args, {
      cwd,
      env,
      stdio: ['ignore', fd, fd],
      shell: process.platform === 'win32', // npm is npm.cmd there
    });
    return { exit, output: fs.readFileSync(logFile, 'utf8') };
  } finally {
    fs.closeSync(fd);
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * One line for `title`, finished with "done in N s"; on failure the command's whole output, then `hint`, and
 * the process exits with the command's exit code.
 * @param {string} title what is happening, e.g. "Installing dependencies (node_modules is missing)"
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, hint: string, env?: NodeJS.ProcessEnv }} options
 */
export function quietStep(title, command, args, { cwd, hint, env = process.env }) {
  const started = Date.now();
  process.stdout.write(`> ${title}... `);
  const { exit, output } = runCaptured(command, args, { cwd, env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (exit.status === 0) {
    process.stdout.write(`done in ${seconds} s\n`);
    return;
  }
  const how = exit.error
    ? `could not run ${command} (${exit.error.message})`
    : exit.signal
      ? `killed by ${exit.signal}`
      : `exit code ${exit.status}`;
  process.stdout.write(`failed after ${seconds} s (${how})\n`);
  process.stderr.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  console.error(`> ${hint}`);
  process.exit(exit.status || 1);
}
