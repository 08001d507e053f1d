import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the PRODUCTION build:
 * `scripts/e2e-server.mjs` starts the real server on a fresh embedded database seeded with the demo data.
 * Build the web app first (`npm test` does). Every journey runs at desktop and at phone width.
 * E2E_PORT picks the port (default 4310) so several runs can share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2, // the machines have two cores
  // CI shares a noisy machine: one retry, and a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A committed `.only` would silently run a fraction of the journeys: refuse it everywhere, not only in CI.
  forbidOnly: true,
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test about a fifth of the browser's CPU; the retry of a failure records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // The tap-target walk sets its own phone viewport with touch: in this project it measured the same twice.
      testIgnore: /tap-targets\.spec\.ts$/,
      // Tests whose subject does not depend on the width run at phone width only (ONE_WIDTH in e2e/fixtures.ts).
      grepInvert: /@one-width/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
