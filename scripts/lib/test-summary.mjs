// What `npm test` reports about each step, and the closing total. Pure functions (no I/O except readReport),
// so that the rules below are unit-tested (test-summary.test.ts): a run that went wrong must never read as
// green, whatever way it went wrong.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, flaky?: number }} Counts
 * @typedef {{ status: number | null, signal?: NodeJS.Signals | null, error?: Error }} Exit
 * @typedef {{
 *   name: string,
 *   state: 'ok' | 'fail' | 'skip' | 'not run',
 *   seconds?: number,
 *   counts?: Counts,
 *   note?: string,
 *   failures?: string[],
 * }} StepResult
 */

/** @param {any} report a Vitest JSON report @returns {Counts} */
export function vitestCounts(report) {
  const numbers = ['numPassedTests', 'numFailedTests', 'numPendingTests'];
  if (!numbers.every((key) => Number.isInteger(report?.[key]))) throw new Error('not a Vitest JSON report');
  // A file that fails before any of its tests run (an import error, a failing beforeAll) has no failed
  // test, only a failed file: it counts as one failure, or the run would look clean.
  const filesFailedWithoutATest = (report.testResults ?? []).filter(
    (/** @type {any} */ file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((/** @type {any} */ test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesFailedWithoutATest,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/**
 * The names of the tests that failed (file, then titles), so that the summary, the last thing a run prints,
 * says which ones: CI shows only the end of a long output.
 * @param {any} report a Vitest JSON report @returns {string[]}
 */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((/** @type {any} */ file) => {
    const name = String(file.name ?? '').replace(/^.*?\/(apps|packages|scripts|e2e|bench|test)\//, '$1/');
    const failed = (file.assertionResults ?? []).filter(
      (/** @type {any} */ test) => test.status === 'failed',
    );
    if (failed.length) return failed.map((/** @type {any} */ test) => `${name} > ${test.fullName}`);
    if (file.status !== 'failed') return [];
    const message = String(file.message ?? '').split('\n')[0];
    // No message: a suite's hook failed, or the file never finished (its worker stopped); the lines that
    // errorsOutsideTests reads from the output say which.
    return [`${name} (the file failed${message ? `: ${message}` : ' outside its tests'})`];
  });
}

/**
 * What a Vitest run printed about failures outside any test, one line each: a suite whose hook failed (its
 * "Failed Suites" block: a `beforeAll` that threw, an `afterAll` that timed out) and the errors nobody caught (its
 * "Unhandled Error" blocks: an exception, a rejection, a worker that died). The JSON report keeps neither (a file
 * they failed reads there as "failed" with no message), so the summary, the end of the output and all that CI
 * shows, names them instead.
 * @param {string} output what the run printed @returns {string[]}
 */
export function errorsOutsideTests(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes are what is removed
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const isError = (/** @type {string} */ line) => /^\s*\w*(Error|Exception)\b/.test(line);
  const errors = [];
  let inFailedSuites = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*⎯*\s*(Failed Tests|Unhandled Errors)\b|^\s*Test Files\b/.test(line)) inFailedSuites = false;
    if (/^\s*⎯*\s*Failed Suites\b/.test(line)) inFailedSuites = true;
    // A suite inside a file ("file > suite"): a failed file as a whole has its message in the JSON report.
    const suite = inFailedSuites && /^\s*FAIL\s+(?:\S+\s+)?(\S+\.test\.tsx? > .*?)\s*$/.exec(line);
    if (suite) {
      const error = lines.slice(i + 1, i + 12).find(isError);
      if (error) errors.push(`${suite[1]}: ${error.trim().slice(0, 200)}`);
    }
    if (!/^\s*⎯*\s*(Unhandled (Error|Rejection)|Uncaught Exception)\b/.test(line)) continue;
    const first = lines.slice(i + 1, i + 8).find(isError);
    if (first) errors.push(`outside any test: ${first.trim().slice(0, 200)}`);
  }
  return [...new Set(errors)];
}

/** @param {any} report a Playwright JSON report @returns {string[]} the failed tests' names */
export function playwrightFailures(report) {
  /** @type {string[]} */
  const names = [];
  const walk = (/** @type {any} */ suite, /** @type {string[]} */ titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          names.push(`[${test.projectName}] ${[...here, spec.title].join(' > ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}

/** @param {any} report a Playwright JSON report @returns {Counts} */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!['expected', 'unexpected', 'skipped', 'flaky'].every((key) => Number.isInteger(stats?.[key]))) {
    throw new Error('not a Playwright JSON report');
  }
  // Errors outside any test (a web server that never starts) leave every number at 0 and the exit code at 1:
  // judgeTestRun counts that as a failure.
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
}

/**
 * Reads a runner's JSON report and counts it. Throws with a short reason when there is none to trust.
 * @param {string | undefined} text the file's content, or undefined when the file does not exist
 * @param {(report: any) => Counts} count
 * @returns {Counts}
 */
export function countReport(text, count) {
  if (text === undefined) throw new Error('no report');
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    throw new Error('unreadable report');
  }
  try {
    return count(report);
  } catch {
    throw new Error('unreadable report');
  }
}

/** How a process ended, in words. @param {Exit} exit */
function describeExit(exit) {
  if (exit.error) return `could not start (${exit.error.message})`;
  if (exit.signal) return `killed by ${exit.signal}`;
  return `exit code ${exit.status}`;
}

const succeeded = (/** @type {Exit} */ exit) => !exit.error && !exit.signal && exit.status === 0;

/**
 * Judges a step that runs no tests of its own (lint, typecheck, build): its exit code is the verdict.
 * @param {string} name @param {Exit} exit @param {number} seconds @returns {StepResult}
 */
export function judgeCommand(name, exit, seconds) {
  if (succeeded(exit)) return { name, state: 'ok', seconds };
  return { name, state: 'fail', seconds, note: describeExit(exit) };
}

/**
 * Judges a test runner from its exit and its report. The counts come from the report; the verdict needs both
 * to agree. A runner that crashed (no report, an unreadable one, killed by a signal) or that failed without
 * reporting a failed test counts as one failed test, so the total can never read "0 failed" after a failure.
 * @param {string} name
 * @param {Exit} exit
 * @param {number} seconds
 * @param {() => Counts} readCounts throws when there is no report to trust
 * @returns {StepResult}
 */
export function judgeTestRun(name, exit, seconds, readCounts) {
  let counts;
  try {
    counts = readCounts();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      name,
      state: 'fail',
      seconds,
      counts: { passed: 0, failed: 1, skipped: 0 },
      note: `crashed: ${describeExit(exit)}, ${reason} (counted as 1 failed)`,
    };
  }
  if (succeeded(exit) && counts.failed === 0) return { name, state: 'ok', seconds, counts };
  if (counts.failed > 0) {
    return { name, state: 'fail', seconds, counts, note: succeeded(exit) ? undefined : describeExit(exit) };
  }
  return {
    name,
    state: 'fail',
    seconds,
    counts: { ...counts, failed: 1 },
    note: `${describeExit(exit)} without a failed test in its report (counted as 1 failed)`,
  };
}

/** @param {Counts} counts */
function formatCounts(counts) {
  const flaky = counts.flaky ? ` (${counts.flaky} flaky)` : '';
  return `${counts.passed} passed${flaky}, ${counts.failed} failed, ${counts.skipped} skipped`;
}

const MARK = { ok: 'ok  ', fail: 'FAIL', skip: 'skip', 'not run': '----' };
const NOTE_PREFIX = { ok: '', fail: '', skip: 'skipped: ', 'not run': 'not run: ' };

/** One line of the summary. @param {StepResult} result */
export function formatStep(result) {
  const time = result.seconds === undefined ? ''.padStart(8) : `${result.seconds.toFixed(1).padStart(6)} s`;
  const details = [];
  if (result.counts) details.push(formatCounts(result.counts));
  if (result.note) details.push(`${NOTE_PREFIX[result.state]}${result.note}`);
  return `${MARK[result.state]} ${result.name.padEnd(18)} ${time}  ${details.join('; ')}`.trimEnd();
}

/** The sum over every step that ran tests. @param {StepResult[]} results @returns {Counts} */
function totalCounts(results) {
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const { counts } of results) {
    if (!counts) continue;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    total.flaky += counts.flaky ?? 0;
  }
  return total;
}

const FAILURES_SHOWN = 15;

/** A step's failed tests, one line each under its line (the first 15). @param {StepResult} result */
function formatFailures(result) {
  const failures = result.failures ?? [];
  const lines = failures.slice(0, FAILURES_SHOWN).map((name) => `       x ${name}`);
  if (failures.length > FAILURES_SHOWN) lines.push(`       ... and ${failures.length - FAILURES_SHOWN} more`);
  return lines;
}

/**
 * The closing block: one line per step with its failed tests under it, then the total.
 * @param {StepResult[]} results @returns {string[]}
 */
export function formatSummary(results) {
  return [
    '=== summary ===',
    ...results.flatMap((result) => [formatStep(result), ...formatFailures(result)]),
    `tests: ${formatCounts(totalCounts(results))}`,
  ];
}

/** @param {StepResult[]} results */
export const runFailed = (results) => results.some((result) => result.state === 'fail');
