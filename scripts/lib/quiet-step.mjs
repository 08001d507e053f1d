// One line for a slow step that usually succeeds ("> Installing dependencies... done in 24 s"); the tool's
// own output only when it fails. Plain JavaScript without dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `command` with its output (stdout and stderr, interleaved as written) captured in a temporary file.
 * On success prints "done in N s" after `title`; on failure prints the whole output, then `hint`, and exits
 * with the command's exit code.
 * @param {string} title what is happening, e.g. "Installing dependencies (node_modules is missing)"
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, hint: string, env?: NodeJS.ProcessEnv }} options
 */
export function quietStep(title, command, args, { cwd, hint, env = process.env }) {
  const started = Date.now();
  process.stdout.write(`> ${title}... `);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-'));
  const logFile = path.join(logDir, 'output.log');
  const fd = fs.openSync(logFile, 'w');
  let result;
  try {
    result = spawnSync(command, args, {
      cwd,
      env,
      stdio: ['ignore', fd, fd],
      shell: process.platform === 'win32', // npm is npm.cmd there
    });
  } finally {
    fs.closeSync(fd);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const output = fs.readFileSync(logFile, 'utf8');
  fs.rmSync(logDir, { recursive: true, force: true });
  if (result.status === 0) {
    process.stdout.write(`done in ${seconds} s\n`);
    return;
  }
  const how = result.error
    ? `could not run ${command} (${result.error.message})`
    : result.signal
      ? `killed by ${result.signal}`
      : `exit code ${result.status}`;
  process.stdout.write(`failed after ${seconds} s (${how})\n`);
  process.stderr.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  console.error(`> ${hint}`);
  process.exit(result.status || 1);
}
