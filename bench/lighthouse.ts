// Lighthouse (mobile, default simulated throttling) on the home page, the catalogue and a car detail page of a
// fresh production server on a temporary data directory: 3 runs per page; the performance score is the median,
// the other categories and the web vitals are those of the median run.
//
//   npm run build && CHROME_PATH=/usr/bin/chromium node_modules/.bin/node bench/lighthouse.ts
//
// Budgets (issue 7): performance >= 95, accessibility, best practices and SEO 100.
//
// Before and after, in the same minutes (issue 27): a single score on a shared machine means little, since
// Lighthouse multiplies the CPU time it observes by 4. With LIGHTHOUSE_BASELINE=<another checkout, built, with its
// dependencies> the baseline's server also starts (on BENCH_PORT + 1) and the runs alternate, this checkout then
// the baseline, so both meet the same load. Each page then prints, for both, the medians of what moves least with
// the load's share of it: the main thread's work, the scripts' boot-up time, total blocking time; and their ratio
// (this / baseline). LIGHTHOUSE_DETAILS=1 also prints the median run's long tasks, unused JavaScript and LCP element.
//
//   LIGHTHOUSE_BASELINE=/tmp/main-build LIGHTHOUSE_RUNS=5 BENCH_PORT=4140 node bench/lighthouse.ts
//
// LIGHTHOUSE_PAGES=/,car (or /all-product) measures only these (`car`: the first demo car's page).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type ProdServer, startProdServer } from './lib/prod-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
const DETAILS = process.env.LIGHTHOUSE_DETAILS === '1';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/all-product,car').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const VITALS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
/** Figures in ms (Lighthouse's, so the observed CPU time times its 4x slowdown) compared between the two builds. */
const WORK = [
  ['main thread', 'mainthread-work-breakdown'],
  ['scripts boot-up', 'bootup-time'],
  ['TBT', 'total-blocking-time'],
  ['max potential FID', 'max-potential-fid'],
  ['LCP', 'largest-contentful-paint'],
] as const;

type Run = {
  scores: Record<string, number>;
  vitals: Record<string, string>;
  /** WORK's figures, in ms. */
  work: Record<string, number>;
  /** The main thread's work by kind (script evaluation, style and layout…), in ms. */
  groups: Record<string, number>;
  failing: string[];
  details: string[];
  /** Why Lighthouse could not measure the page (its scores are then 0), e.g. NO_FCP. */
  error?: string;
  /** Lighthouse's measure of this machine's CPU at the time (`benchmarkIndex`: higher is faster). */
  cpuIndex: number;
};

type Item = Record<string, unknown>;
const itemsOf = (audit: { details?: unknown } | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '?');

setTimeout(
  () => {
    console.error('Lighthouse took too long: stopping');
    process.exit(1);
  },
  (BASELINE ? 2 : 1) * 600_000 * Math.max(1, RUNS / 3),
).unref();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const vitals = Object.fromEntries(
    VITALS.map(([label, id]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  );
  const work = Object.fromEntries(
    WORK.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  const groups = Object.fromEntries(
    itemsOf(lhr.audits['mainthread-work-breakdown']).map((item) => [
      String(item.groupLabel ?? item.group),
      Number(item.duration),
    ]),
  );
  // What keeps a category below 100 (audits that failed and weigh on a score).
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
  const details = [
    `long tasks: ${
      itemsOf(lhr.audits['long-tasks'])
        .map((task) => `${shortUrl(task.url)} ${Math.round(Number(task.duration))} ms`)
        .join(', ') || 'none'
    }`,
    `scripts: ${itemsOf(lhr.audits['bootup-time'])
      .map(
        (script) =>
          `${shortUrl(script.url)} ${Math.round(Number(script.total))} ms (evaluation ${Math.round(Number(script.scripting))}, parse ${Math.round(Number(script.scriptParseCompile))})`,
      )
      .join(', ')}`,
    `unused JavaScript: ${
      itemsOf(lhr.audits['unused-javascript'])
        .map(
          (script) =>
            `${shortUrl(script.url)} ${Math.round(Number(script.wastedBytes) / 1024)} of ${Math.round(Number(script.totalBytes) / 1024)} KiB`,
        )
        .join(', ') || 'none flagged'
    }`,
    `render-blocking: ${itemsOf(lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources']).length || 'none'}`,
    `LCP element: ${
      itemsOf(lhr.audits['largest-contentful-paint-element'])
        .flatMap((table) => (table.items ?? []) as Item[])
        .map((item) => ((item.node as { snippet?: string } | undefined)?.snippet ?? '').slice(0, 160))
        .find(Boolean) ?? '?'
    }`,
  ];
  const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  return { scores, vitals, work, groups, failing, details, error, cpuIndex: lhr.environment.benchmarkIndex };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};
const byScore = (runs: Run[]) =>
  [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));

/** The address of `page` on `server`: `car` is the server's first demo car. */
async function addressOf(server: ProdServer, page: string): Promise<string> {
  if (page !== 'car') return page;
  const cars = (await (await fetch(`${server.base}/api/cars?page=1&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  return `/products/${cars.data[0]!._id}`;
}

function printScores(label: string, path: string, runs: Run[]): boolean {
  const { scores, vitals, failing, details } = byScore(runs)[Math.floor(runs.length / 2)]!;
  console.log(
    `\n${label}${path}\n  performance ${scores.performance} (runs: ${runs.map((run) => run.scores.performance).join(', ')}), ` +
      `accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}\n  ` +
      VITALS.map(([name]) => `${name} ${vitals[name]}`).join(', '),
  );
  // The same page scores lower on a slower or busier machine: Lighthouse's 4x CPU slowdown multiplies what it sees.
  console.log(
    `  this machine's CPU index (Lighthouse's benchmarkIndex): ${runs.map((run) => run.cpuIndex).join(', ')}`,
  );
  if (failing.length) console.log(`  below 0.9: ${failing.join('; ')}`);
  for (const run of runs) if (run.error) console.log(`  a run failed: ${run.error}`);
  if (DETAILS) for (const line of details) console.log(`  ${line}`);
  return (
    (scores.performance ?? 0) >= 95 &&
    scores.accessibility === 100 &&
    scores['best-practices'] === 100 &&
    scores.seo === 100
  );
}

/** Medians of the work figures of both builds, each run's figure, and the ratio this / baseline. */
function printComparison(path: string, after: Run[], before: Run[]) {
  const ms = (value: number) => `${Math.round(value)}`;
  console.log(
    `\n${path}: medians of ${RUNS} runs each, in ms (each run's figure in brackets), this / baseline`,
  );
  const rows: [string, (run: Run) => number][] = [
    ...WORK.map(
      ([label]) => [label, (run: Run) => run.work[label] ?? Number.NaN] as [string, (run: Run) => number],
    ),
    ...[...new Set([...after, ...before].flatMap((run) => Object.keys(run.groups)))].map(
      (group) => [`  ${group}`, (run: Run) => run.groups[group] ?? 0] as [string, (run: Run) => number],
    ),
    ['performance score', (run: Run) => run.scores.performance ?? 0],
  ];
  for (const [label, figure] of rows) {
    const a = median(after.map(figure));
    const b = median(before.map(figure));
    console.log(
      `  ${label.padEnd(32)} ${ms(a).padStart(6)} (${after.map((run) => ms(figure(run))).join(', ')})  vs ${ms(b).padStart(6)} (${before.map((run) => ms(figure(run))).join(', ')})  ratio ${(a / b).toFixed(2)}`,
    );
  }
}

let withinBudget = true;
const server = await startProdServer(PORT);
const baseline = BASELINE ? await startProdServer(PORT + 1, {}, { root: BASELINE }) : null;
try {
  console.log(
    `${new Date().toISOString()}: Lighthouse, mobile, ${RUNS} runs per page${baseline ? `, alternating with the baseline ${BASELINE}` : ''}`,
  );
  for (const page of PAGES) {
    const path = await addressOf(server, page);
    const basePath = baseline ? await addressOf(baseline, page) : path;
    // The servers' first renders, before anything is measured.
    await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } });
    if (baseline) await fetch(`${baseline.base}${basePath}`, { headers: { accept: 'text/html' } });
    const runs: Run[] = [];
    const baseRuns: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${server.base}${path}`));
      if (baseline) baseRuns.push(await audit(`${baseline.base}${basePath}`));
    }
    if (!printScores(baseline ? 'this checkout: ' : '', path, runs)) withinBudget = false;
    if (baseline) {
      printScores('baseline: ', basePath, baseRuns);
      printComparison(page, runs, baseRuns);
    }
  }
  console.log(`\n${withinBudget ? 'Within' : 'OVER'} the budgets (performance >= 95, the others 100)`);
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  chrome.kill();
  await server.stop();
  await baseline?.stop();
}
