import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two suites: `unit` (pure logic: contract schemas, web reducers and formatting, server helpers) and
 * `api` (every endpoint through app.inject against a real database: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set). End-to-end browser tests are Playwright's (playwright.config.ts).
 */
export default defineConfig({
  test: {
    // A committed `.only` would silently run a fraction of the suite: refuse it everywhere, not only in CI.
    allowOnly: false,
    projects: [
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
