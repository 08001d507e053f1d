import { describe, expect, it } from 'vitest';
import {
  countReport,
  errorsOutsideTests,
  formatStep,
  formatSummary,
  judgeCommand,
  judgeTestRun,
  playwrightCounts,
  playwrightFailures,
  runFailed,
  type StepResult,
  vitestCounts,
  vitestFailures,
} from './test-summary.mjs';

const vitestReport = (overrides: object = {}) => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }] }],
  ...overrides,
});
const playwrightReport = (stats: object = {}) => ({
  stats: { expected: 8, unexpected: 0, skipped: 1, flaky: 0, ...stats },
  errors: [],
});
const ok = { status: 0, signal: null };
const noReport = () => countReport(undefined, vitestCounts);

describe('counting reports', () => {
  it('counts Vitest tests, with skipped and todo as skipped', () => {
    expect(vitestCounts(vitestReport())).toEqual({ passed: 10, failed: 0, skipped: 3 });
  });

  it('counts a Vitest file that failed before its tests as one failure', () => {
    const report = vitestReport({
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
      ],
      numFailedTests: 1,
    });
    expect(vitestCounts(report).failed).toBe(2);
  });

  it('counts Playwright flaky tests as passed and says so', () => {
    expect(playwrightCounts(playwrightReport({ expected: 7, flaky: 2, unexpected: 1 }))).toEqual({
      passed: 9,
      failed: 1,
      skipped: 1,
      flaky: 2,
    });
  });

  it('refuses a missing, unparsable or foreign report', () => {
    expect(noReport).toThrow('no report');
    expect(() => countReport('{"stats": {', playwrightCounts)).toThrow('unreadable report');
    expect(() => countReport('{"stats": {}}', playwrightCounts)).toThrow('unreadable report');
    expect(() => countReport(JSON.stringify(playwrightReport()), vitestCounts)).toThrow('unreadable report');
  });
});

describe('judging a test run', () => {
  const counts = (report: object) => () => vitestCounts(report);

  it('is ok when the runner exits 0 and reports no failure', () => {
    expect(judgeTestRun('unit', ok, 1.5, counts(vitestReport()))).toEqual({
      name: 'unit',
      state: 'ok',
      seconds: 1.5,
      counts: { passed: 10, failed: 0, skipped: 3 },
    });
  });

  it('fails with the reported counts when tests failed', () => {
    const result = judgeTestRun('unit', { status: 1 }, 1, counts(vitestReport({ numFailedTests: 3 })));
    expect(result).toMatchObject({ state: 'fail', counts: { passed: 10, failed: 3 } });
  });

  it('counts a crash without a report as one failed test', () => {
    const result = judgeTestRun('e2e', { status: 1 }, 2, noReport);
    expect(result).toMatchObject({ state: 'fail', counts: { passed: 0, failed: 1, skipped: 0 } });
    expect(result.note).toBe('crashed: exit code 1, no report (counted as 1 failed)');
  });

  it('counts a runner killed by a signal as failed even if it left a clean report', () => {
    const result = judgeTestRun('e2e', { status: null, signal: 'SIGKILL' }, 2, counts(vitestReport()));
    expect(result).toMatchObject({ state: 'fail', counts: { passed: 10, failed: 1 } });
    expect(result.note).toContain('killed by SIGKILL');
  });

  it('counts an unreadable report as failed, even after exit code 0', () => {
    const result = judgeTestRun('unit', ok, 2, () => countReport('not json', vitestCounts));
    expect(result).toMatchObject({ state: 'fail', counts: { failed: 1 } });
    expect(result.note).toContain('unreadable report');
  });

  it('counts a runner that could not start as failed', () => {
    const result = judgeTestRun(
      'unit',
      { status: null, error: new Error('spawn vitest ENOENT') },
      0,
      noReport,
    );
    expect(result.note).toBe(
      'crashed: could not start (spawn vitest ENOENT), no report (counted as 1 failed)',
    );
  });
});

describe('the summary', () => {
  const results: StepResult[] = [
    judgeCommand('lint', ok, 2),
    judgeTestRun('unit', ok, 3.25, () => ({ passed: 84, failed: 0, skipped: 0 })),
    { name: 'api (PostgreSQL)', state: 'skip', note: 'no PostgreSQL (set TEST_DATABASE_URL)' },
    judgeTestRun('e2e (Chromium)', { status: null, signal: 'SIGTERM' }, 60, noReport),
    { name: 'later', state: 'not run', note: 'an earlier step failed' },
  ];

  it('prints counts on every test step, none on the others', () => {
    expect(formatSummary(results)).toEqual([
      '=== summary ===',
      'ok   lint                  2.0 s',
      'ok   unit                  3.3 s  84 passed, 0 failed, 0 skipped',
      'skip api (PostgreSQL)             skipped: no PostgreSQL (set TEST_DATABASE_URL)',
      'FAIL e2e (Chromium)       60.0 s  0 passed, 1 failed, 0 skipped; crashed: killed by SIGTERM, no report (counted as 1 failed)',
      '---- later                        not run: an earlier step failed',
      'tests: 84 passed, 1 failed, 0 skipped',
    ]);
    expect(runFailed(results)).toBe(true);
  });

  it('names a failed command and its exit code', () => {
    expect(formatStep(judgeCommand('typecheck', { status: 2 }, 9))).toBe(
      'FAIL typecheck             9.0 s  exit code 2',
    );
  });

  it('shows flaky tests in the step and in the total', () => {
    const flaky = judgeTestRun('e2e', ok, 1, () => ({ passed: 5, failed: 0, skipped: 0, flaky: 1 }));
    expect(formatSummary([flaky]).at(-1)).toBe('tests: 5 passed (1 flaky), 0 failed, 0 skipped');
    expect(runFailed([flaky])).toBe(false);
  });
});

describe('naming the failed tests', () => {
  it('names each failed Vitest test by file and full name, and a file that failed before its tests', () => {
    const report = vitestReport({
      testResults: [
        {
          name: '/check/work/main/apps/server/src/modules/orders/orders.api.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'orders lists' },
            { status: 'failed', fullName: 'orders cancels once' },
          ],
        },
        {
          name: '/x/apps/server/src/a.api.test.ts',
          status: 'failed',
          message: 'boom\nstack',
          assertionResults: [],
        },
        { name: '/x/apps/server/src/b.api.test.ts', status: 'passed', assertionResults: [] },
      ],
    });
    expect(vitestFailures(report)).toEqual([
      'apps/server/src/modules/orders/orders.api.test.ts > orders cancels once',
      'apps/server/src/a.api.test.ts (the file failed: boom)',
    ]);
  });

  it('says a file without a message failed outside its tests, and names what the output says failed there', () => {
    const report = vitestReport({
      testResults: [
        { name: '/x/apps/server/src/c.api.test.ts', status: 'failed', message: '', assertionResults: [] },
      ],
    });
    expect(vitestFailures(report)).toEqual([
      'apps/server/src/c.api.test.ts (the file failed outside its tests)',
    ]);
    // What Vitest 5 prints (colours and all) for a suite's failed hook, a worker that died, an uncaught exception
    // and a stray rejection; a failed test and a file that failed as a whole are in the JSON report already.
    const red = (text: string) => `\u001b[31m\u001b[1m${text}\u001b[22m\u001b[39m`;
    const output = [
      '\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Failed Suites 2 \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      '',
      '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m \u001b[30m\u001b[46m api \u001b[49m\u001b[39m apps/server/src/c.api.test.ts > several servers',
      `${red('Error')}: drop failed`,
      ' ❯ apps/server/src/c.api.test.ts:3:32',
      ' FAIL   api  apps/server/src/d.api.test.ts [ apps/server/src/d.api.test.ts ]',
      'Error: No web build: run `npm run build` first',
      '⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      ' FAIL   api  apps/server/src/e.api.test.ts > mail > retries',
      'AssertionError: expected 1 to be +0',
      ' Test Files  3 failed (3)',
      '\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Unhandled Errors \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m',
      red('\nVitest caught 3 unhandled errors during the test run.'),
      '\u001b[31m⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Unhandled Error \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      `${red('Error')}: [vitest-pool]: Worker forks emitted error.`,
      ' ❯ EventEmitter.onTaskError node_modules/vitest/dist/chunks/index.js:6031:21',
      '⎯⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯⎯',
      'Error: boom emitted',
      '⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯',
      'TypeError: boom rejected',
      '⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯',
      'TypeError: boom rejected',
    ].join('\n');
    expect(errorsOutsideTests(output)).toEqual([
      'apps/server/src/c.api.test.ts > several servers: Error: drop failed',
      'outside any test: Error: [vitest-pool]: Worker forks emitted error.',
      'outside any test: Error: boom emitted',
      'outside any test: TypeError: boom rejected',
    ]);
    expect(errorsOutsideTests(' Test Files  3 passed (3)\n Error: printed by a test that passed')).toEqual(
      [],
    );
  });

  it('names each unexpected Playwright test with its project and titles', () => {
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the cart',
              specs: [
                { title: 'adds', tests: [{ projectName: 'phone', status: 'unexpected' }] },
                { title: 'removes', tests: [{ projectName: 'phone', status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['[phone] cart.spec.ts > the cart > adds']);
  });

  it('lists them under their step in the summary, the first 15 of them', () => {
    const failures = Array.from({ length: 17 }, (_, i) => `t${i}`);
    const result: StepResult = {
      name: 'unit',
      state: 'fail',
      seconds: 1,
      counts: { passed: 0, failed: 17, skipped: 0 },
      failures,
    };
    const lines = formatSummary([result]);
    expect(lines[2]).toBe('       x t0');
    expect(lines[16]).toBe('       x t14');
    expect(lines[17]).toBe('       ... and 2 more');
    expect(lines).toHaveLength(19);
  });
});
