// Lighthouse (mobile, default simulated throttling) on the home page, the catalogue and a car detail page of a
// fresh production server on a temporary data directory: 3 runs per page; the performance score is the median,
// the other categories and the web vitals are those of the median run.
//
//   npm run build && CHROME_PATH=/usr/bin/chromium node_modules/.bin/node bench/lighthouse.ts
//
// Budgets (issue 7): performance >= 95, accessibility, best practices and SEO 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProdServer } from './lib/prod-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const VITALS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

type Run = {
  scores: Record<string, number>;
  vitals: Record<string, string>;
  failing: string[];
  /** Why Lighthouse could not measure the page (its scores are then 0), e.g. NO_FCP. */
  error?: string;
};

setTimeout(() => {
  console.error('Lighthouse took over 10 minutes: stopping');
  process.exit(1);
}, 600_000).unref();

const server = await startProdServer(PORT);
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
  // What keeps a category below 100 (audits that failed and weigh on a score).
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
  const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  return { scores, vitals, failing, error };
}

let withinBudget = true;
try {
  const cars = (await (await fetch(`${server.base}/api/cars?page=1&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const pages = ['/', '/all-product', `/products/${cars.data[0]!._id}`];
  console.log(`${new Date().toISOString()}: Lighthouse, mobile, ${RUNS} runs per page`);
  for (const path of pages) {
    await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } }); // the server's first render
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.base}${path}`));
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = runs[Math.floor(runs.length / 2)]!;
    const { scores, vitals } = median;
    console.log(
      `\n${path}\n  performance ${scores.performance} (runs: ${runs.map((run) => run.scores.performance).join(', ')}), ` +
        `accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}\n  ` +
        VITALS.map(([label]) => `${label} ${vitals[label]}`).join(', '),
    );
    if (median.failing.length) console.log(`  below 0.9: ${median.failing.join('; ')}`);
    for (const run of runs) if (run.error) console.log(`  a run failed: ${run.error}`);
    const ok =
      (scores.performance ?? 0) >= 95 &&
      scores.accessibility === 100 &&
      scores['best-practices'] === 100 &&
      scores.seo === 100;
    if (!ok) withinBudget = false;
  }
  console.log(`\n${withinBudget ? 'Within' : 'OVER'} the budgets (performance >= 95, the others 100)`);
  process.exitCode = withinBudget ? 0 : 1;
} finally {
  chrome.kill();
  await server.stop();
}
