import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const web = path.resolve(import.meta.dirname, 'apps/web/src');
const COMPONENT_TESTS = 'apps/web/src/**/*.component.test.tsx';

/**
 * Three suites: `unit` (pure logic: contract schemas, web reducers and formatting, server helpers),
 * `component` (web forms, dialogs and the API client in a simulated DOM, HTTP answered by MSW, no server) and
 * `api` (every endpoint through app.inject against a real database: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), and `scale` (two server processes on one PostgreSQL behind nginx). End-to-end
 * browser tests are Playwright's (playwright.config.ts).
 */
export default defineConfig({
  test: {
    // A committed `.only` would silently run a fraction of the suite: refuse it everywhere, not only in CI.
    allowOnly: false,
    // One test file per core. Vitest's default in a run leaves one core idle (cores - 1), which on the 2-core CI
    // machine means one file at a time, while most API files wait on a database or a child process.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'unit',
          // Pure logic: the files of a worker share one module graph, as the API suite's do (29.5 s -> 18.9 s
          // alone, ADR 076). A file must not leave process-wide state changed; none mocks a module.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'component',
          include: [COMPONENT_TESTS],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://shop.test/' } },
          setupFiles: [path.join(web, 'test/setup.ts')],
          // A page rendered whole in jsdom (the checkout with its terms) takes 1-2 s alone and over 5 s (Vitest's
          // default) on a loaded 2-core machine: the time a test may take is not what these tests measure.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          // The files of a worker share one module graph: the server's modules load once per worker instead of
          // once per file (they were half of the run: 3m51 -> 1m47 on PGlite). Each file still builds its own app
          // on its own database; a file must not change process-wide state (env, globals, mocks) and leave it.
          isolate: false,
          // `*.embedded.api.test.ts`: the shop's own processes on embedded databases of their own; npm test's
          // PostgreSQL pass leaves them out (they would run again unchanged; ADR 076).
          include: ['apps/server/src/**/*.api.test.ts'],
          // Migrates one database for the whole run; every file starts from a copy of it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Passwords hash at argon2's cheapest cost in this suite only (ADR 073).
          setupFiles: ['apps/server/test/api-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Real server processes behind nginx on PostgreSQL (apps/server/scale): npm test's step "scale".
          name: 'scale',
          include: ['apps/server/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
