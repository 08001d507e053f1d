/**
 * Initial JavaScript of a page (the home page unless named): opens it in Chromium at phone width against the
 * production build, lists every script the page loads until the network is idle (no scrolling, no interaction),
 * and sums their gzip sizes (level 9, as the budget is stated) next to what the server actually sent (brotli or
 * gzip). `car` names the first demo car's page.
 *
 *   npm run build && node_modules/.bin/node bench/web-size.ts [/path | car]   (budget: 140 KB gzip, issue 27)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const BUDGET_KB = 140;

const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: 'ignore',
});

/** The page to open: a path as given, or `car` for the first car of the catalogue. */
async function pagePath(): Promise<string> {
  const wanted = process.argv[2] ?? '/';
  if (wanted !== 'car') return wanted;
  const answer = (await (await fetch(`${base}/api/cars?page=1&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const car = answer.data[0];
  if (!car) throw new Error('no car in the catalogue');
  return `/products/${encodeURIComponent(car._id)}`;
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const address = await pagePath();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: { file: string; sent: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.push({ file: new URL(response.url()).pathname, sent: sizes.responseBodySize });
  });
  await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
  await browser.close();

  let gzipTotal = 0;
  let sentTotal = 0;
  console.log('script'.padEnd(48), 'gzip KB'.padStart(8), 'sent KB'.padStart(8));
  for (const { file, sent } of scripts.sort((a, b) => b.sent - a.sent)) {
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipTotal += gzip;
    sentTotal += sent;
    console.log(file.padEnd(48), (gzip / 1024).toFixed(1).padStart(8), (sent / 1024).toFixed(1).padStart(8));
  }
  const verdict = gzipTotal / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `\n${address}: ${scripts.length} scripts: ${(gzipTotal / 1024).toFixed(1)} KB gzip (${verdict} the ${BUDGET_KB} KB budget), ${(sentTotal / 1024).toFixed(1)} KB sent`,
  );
} finally {
  server.kill('SIGTERM');
}
