// `npm test`: every gate and every suite, in the order a failure is cheapest to find, with what does not depend
// on each other run at the same time (the machines have two cores, and most steps wait on I/O, a database or a
// browser much of the time):
//   1. lint, import boundaries, typecheck, unused code (knip), unit, component, build web      together
//   2. API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL is set)                      together
//   3. e2e (Chromium): alone, because a browser keeps both cores busy (run beside the API stages, the load reached
//      15 and unrelated journeys timed out: 36 minutes instead of 8)
//   4. scale: two server processes on one PostgreSQL behind nginx (alone: it measures how fast a change spreads)
// Budget: 15 minutes on a fresh clone on 2 cores (docs/decisions/070-npm-test-within-its-budget.md). The last CI run
// before that decision took 19 to 20: e2e 741 s was two thirds of it. The journeys now sign in through the API
// unless the login form is their subject, run at one width when nothing they check depends on it (ONE_WIDTH in
// e2e/fixtures.ts), walk the public pages in parts, and get their mail sooner; axe runs once in a page without
// frames, and the slow phone's scripts arrive when its taps are done, not after 6 s (ADR 074). The gates share their
// stage with the quick suites (typecheck alone held one core while the other was idle), and the PostgreSQL pass
// leaves out the files that never touch the database under test (ADR 076). The API stage and the e2e stage keep both
// cores busy, and the scale test times a change spreading (within 100 ms): those stay alone.
// The API stage (2) spends CPU on a database per file, on real server processes and, until ADR 073, on argon2 at
// production cost: the API suite now hashes at argon2's cheapest cost (its setup file; production's is unit-tested).
// A stage starts only when the one before it passed (the API suite renders pages with the web build).
// Runs on the system Node (it may be older) only long enough to install; every step runs on the pinned Node 24.
// A step that runs alongside others has its output kept aside and printed whole when it ends, so outputs never
// interleave. The summary (scripts/lib/test-summary.mjs) closes every run, however a step ended: failed tests,
// a crashed runner, a missing report or Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall, repoRoot as root } from './ensure-install.mjs';
import {
  countReport,
  errorsOutsideTests,
  formatSummary,
  judgeCommand,
  judgeTestRun,
  playwrightCounts,
  playwrightFailures,
  runFailed,
  vitestCounts,
  vitestFailures,
} from './lib/test-summary.mjs';

const reports = path.join(root, '.test-data', 'reports');
ensureInstall(root);
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = path.join(root, 'node_modules', '.bin');
const baseEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
/** @type {Map<string, import('./lib/test-summary.mjs').StepResult>} */
const results = new Map();
/** Every step's name in the order the summary lists them. @type {string[]} */
const order = [];
let interrupted = false;
// Ctrl-C reaches the running steps too (same process group): let them end, then print the summary.
process.on('SIGINT', () => {
  interrupted = true;
});

const finished = () => order.flatMap((name) => (results.has(name) ? [results.get(name)] : []));
const stopped = () => interrupted || runFailed(finished());

/**
 * One step: `report` names the JSON report of a test runner; `env` overrides the environment; `skip` gives the
 * reason a step cannot run here (it still gets its line in the summary).
 * `quiet` keeps the output of a step that usually succeeds to when it fails.
 * @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv,
 *   report?: { file: string, count: (report: any) => import('./lib/test-summary.mjs').Counts,
 *     failures: (report: any) => string[] },
 *   skip?: string, quiet?: boolean }} Step
 */

/** Runs one step to its end; its output goes to the terminal (`live`) or to a buffer printed when it ends. */
function run(/** @type {Step} */ step, live) {
  if (step.report) fs.rmSync(step.report.file, { force: true });
  const started = Date.now();
  if (live) console.log(`\n=== ${step.name} ===`);
  return new Promise((resolve) => {
    let output = '';
    live &&= !step.quiet;
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: step.env ?? baseEnv,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!live) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    const done = (exit) => {
      if (exit.signal === 'SIGINT' || exit.status === 130) interrupted = true;
      const failed = exit.status !== 0 || exit.signal || exit.error;
      if (!live && (failed || !step.quiet)) process.stdout.write(`\n=== ${step.name} ===\n${output}`);
      const seconds = (Date.now() - started) / 1000;
      const { report } = step;
      if (!report) return resolve(judgeCommand(step.name, exit, seconds));
      const text = readIfPresent(report.file);
      const result = judgeTestRun(step.name, exit, seconds, () => countReport(text, report.count));
      if (result.state === 'fail') {
        result.failures = [...failuresIn(text, report.failures), ...errorsOutsideTests(output)];
      }
      resolve(result);
    };
    child.on('error', (error) => done({ status: null, error }));
    child.on('close', (status, signal) => done({ status, signal }));
  });
}

/** Runs the steps of one stage at the same time, unless an earlier stage failed. @param {Step[]} steps */
async function stage(steps) {
  for (const step of steps) order.push(step.name);
  if (stopped()) {
    const note = interrupted ? 'interrupted' : 'an earlier step failed';
    for (const { name } of steps) results.set(name, { name, state: 'not run', note });
    return;
  }
  const runnable = steps.filter((step) => !step.skip);
  for (const step of steps) {
    if (step.skip) results.set(step.name, { name: step.name, state: 'skip', note: step.skip });
  }
  const outcomes = await Promise.all(runnable.map((step) => run(step, runnable.length === 1)));
  for (const outcome of outcomes) results.set(outcome.name, outcome);
}

/** The failed tests' names from a report, or none when it cannot be read (the step's note says why). */
function failuresIn(text, failures) {
  try {
    return failures(JSON.parse(text ?? ''));
  } catch {
    return [];
  }
}

function readIfPresent(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** @returns {Step} */
function vitest(project, name, env = baseEnv, extra = []) {
  const file = path.join(reports, `${project}-${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    command: 'vitest',
    args: [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...extra,
    ],
    env,
    report: { file, count: vitestCounts, failures: vitestFailures },
  };
}

const pgliteEnv = { ...baseEnv };
delete pgliteEnv.TEST_DATABASE_URL;
const e2eReport = path.join(reports, 'e2e.json');

// The gates and the quick suites in one stage: typecheck (one core, the longest gate) held one core for about a
// minute while the other sat idle once lint, the boundaries and knip were done (ADR 076).
await stage([
  { name: 'lint', command: 'biome', args: ['ci', '.'] },
  { name: 'import boundaries', command: 'npm', args: ['run', '--silent', 'lint:boundaries'], quiet: true },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'unused code', command: 'knip', args: [], quiet: true },
  vitest('unit', 'unit'),
  vitest('component', 'component'),
  { name: 'build web', command: 'npm', args: ['run', '--silent', 'build'], quiet: true },
]);
// The files that start the shop's own processes on embedded databases of their own (*.embedded.api.test.ts) never
// touch the database under test: the PostgreSQL pass would run them again unchanged (ADR 076).
const postgresPass = vitest('api', 'api (PostgreSQL)', baseEnv, ['--exclude', '**/*.embedded.api.test.ts']);
await stage([
  vitest('api', 'api (PGlite)', pgliteEnv),
  process.env.TEST_DATABASE_URL
    ? postgresPass
    : { ...postgresPass, skip: 'no PostgreSQL (set TEST_DATABASE_URL)' },
]);
await stage([
  {
    name: 'e2e (Chromium)',
    command: 'playwright',
    args: ['test', '--reporter=list,json'],
    env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    report: { file: e2eReport, count: playwrightCounts, failures: playwrightFailures },
  },
]);

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));
await stage([
  !process.env.TEST_DATABASE_URL
    ? { ...vitest('scale', 'scale'), skip: 'no PostgreSQL (set TEST_DATABASE_URL)' }
    : !nginx
      ? { ...vitest('scale', 'scale'), skip: 'no nginx (apt-get install nginx-light)' }
      : vitest('scale', 'scale'),
]);

console.log(`\n${formatSummary(finished()).join('\n')}`);
process.exit(interrupted ? 130 : runFailed(finished()) ? 1 : 0);
