// `npm test`: every gate and every suite, in the order a failure is cheapest to find.
// lint -> typecheck -> unused code (knip) -> unit -> component -> build -> API (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set; the API suite renders pages with the web build) -> e2e.
// Runs on the system Node (it may be older) only long enough to install; every step runs on the pinned Node 24.
// The first failing step stops the run; the summary (scripts/lib/test-summary.mjs) closes every run, however
// a step ended: failed tests, a crashed runner, a missing report or Ctrl-C.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall, repoRoot as root } from './ensure-install.mjs';
import { runCaptured } from './lib/quiet-step.mjs';
import {
  countReport,
  formatSummary,
  judgeCommand,
  judgeTestRun,
  playwrightCounts,
  runFailed,
  vitestCounts,
} from './lib/test-summary.mjs';

const reports = path.join(root, '.test-data', 'reports');
ensureInstall(root);
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = path.join(root, 'node_modules', '.bin');
const baseEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
/** @type {import('./lib/test-summary.mjs').StepResult[]} */
const results = [];
let interrupted = false;
// Ctrl-C reaches the running step too (same process group): let it end, then print the summary.
process.on('SIGINT', () => {
  interrupted = true;
});

const stopped = () => interrupted || runFailed(results);
const notRun = (name) => ({
  name,
  state: 'not run',
  note: interrupted ? 'interrupted' : 'an earlier step failed',
});

/** A step this run cannot take: it still gets its line in the summary. */
function skip(name, reason) {
  results.push(stopped() ? notRun(name) : { name, state: 'skip', note: reason });
}

/**
 * Runs one step unless an earlier one failed. `report` names the JSON report of a test runner; a `quiet` step's
 * output shows only if it fails.
 */
function step(name, command, args, { env = baseEnv, report, quiet = false } = {}) {
  if (stopped()) {
    results.push(notRun(name));
    return;
  }
  if (report) fs.rmSync(report.file, { force: true });
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let exit;
  if (quiet) {
    const captured = runCaptured(command, args, { cwd: root, env });
    exit = captured.exit;
    if (exit.status !== 0) process.stdout.write(captured.output);
  } else {
    exit = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  }
  // The SIGINT handler above runs only once this synchronous script yields; the step's own exit says it sooner.
  if (exit.signal === 'SIGINT' || exit.status === 130) interrupted = true;
  const seconds = (Date.now() - started) / 1000;
  results.push(
    report
      ? judgeTestRun(name, exit, seconds, () => countReport(readIfPresent(report.file), report.count))
      : judgeCommand(name, exit, seconds),
  );
}

function readIfPresent(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function vitest(project, label, env) {
  const file = path.join(reports, `${project}-${label.replace(/\W+/g, '-')}.json`);
  step(
    label,
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { env, report: { file, count: vitestCounts } },
  );
}

const pgliteEnv = { ...baseEnv };
delete pgliteEnv.TEST_DATABASE_URL;

step('lint', 'biome', ['ci', '.']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('unused code', 'knip', [], { quiet: true });
vitest('unit', 'unit', baseEnv);
vitest('component', 'component', baseEnv);
step('build web', 'npm', ['run', '--silent', 'build'], { quiet: true });
vitest('api', 'api (PGlite)', pgliteEnv);
if (process.env.TEST_DATABASE_URL) vitest('api', 'api (PostgreSQL)', baseEnv);
else skip('api (PostgreSQL)', 'no PostgreSQL (set TEST_DATABASE_URL)');
const e2eReport = path.join(reports, 'e2e.json');
step('e2e (Chromium)', 'playwright', ['test', '--reporter=list,json'], {
  env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: { file: e2eReport, count: playwrightCounts },
});

console.log(`\n${formatSummary(results).join('\n')}`);
process.exit(interrupted ? 130 : runFailed(results) ? 1 : 0);
