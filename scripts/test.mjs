// `npm test`: every gate and every suite, in the order a failure is cheapest to find.
// lint -> typecheck -> unit -> API (PGlite, then PostgreSQL when TEST_DATABASE_URL is set) -> build -> e2e.
// Runs on the system Node (it may be older) only long enough to install; every step runs on the pinned Node 24.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-data', 'reports');
ensureInstall(root);
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = path.join(root, 'node_modules', '.bin');
const baseEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const results = [];

function step(name, command, args, { env = baseEnv, count } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push({ name, ok, seconds, counts: count ? count() : undefined });
  if (!ok) finish(1);
}

function vitestCounts(file) {
  return () => {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
  };
}

function playwrightCounts(file) {
  return () => {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      flaky: stats.flaky,
    };
  };
}

function vitest(project, label, env) {
  const file = path.join(reports, `${label}.json`);
  step(
    label,
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      env,
      count: vitestCounts(file),
    },
  );
}

function finish(code) {
  console.log('\n=== summary ===');
  let passed = 0;
  let failed = code === 0 ? 0 : 1;
  for (const r of results) {
    const c = r.counts
      ? ` ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.flaky ? ` (${r.counts.flaky} flaky)` : ''}`
      : '';
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(22)} ${r.seconds.padStart(6)} s${c}`);
    if (r.counts) {
      passed += r.counts.passed;
      failed += r.counts.failed;
    }
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

const pgliteEnv = { ...baseEnv };
delete pgliteEnv.TEST_DATABASE_URL;

step('lint', 'biome', ['ci', '.']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit', 'unit', baseEnv);
vitest('component', 'component', baseEnv);
vitest('api', 'api (PGlite)', pgliteEnv);
if (process.env.TEST_DATABASE_URL) vitest('api', 'api (PostgreSQL)', baseEnv);
step('build web', 'npm', ['run', '--silent', 'build']);
const e2eReport = path.join(reports, 'e2e.json');
step('e2e (Chromium)', 'playwright', ['test', '--reporter=list,json'], {
  env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  count: playwrightCounts(e2eReport),
});
finish(0);
