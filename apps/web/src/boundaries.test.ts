import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of the web app (apps/web/.dependency-cruiser.cjs, `npm run lint:boundaries`) hold on
 * resolved paths: imports planted in a copy of the layout, spelled every way a hurried change might, are caught.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
const { DOMAIN_DEPENDENCIES } = createRequire(import.meta.url)('../domain-dependencies.cjs') as {
  DOMAIN_DEPENDENCIES: Record<string, string[]>;
};

type Violation = { rule: { name: string }; from: string; to: string };

function cruise(cwd: string): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      depcruise,
      ['--config', 'apps/web/.dependency-cruiser.cjs', '--output-type', 'json', 'apps/web/src'],
      // The report of the whole tree is over a megabyte (spawnSync's default buffer): room for it to grow.
      { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // Violations make depcruise exit non-zero; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-boundaries-'));
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

function write(file: string, content: string) {
  const target = path.join(planted, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

// Each case runs dependency-cruiser over the whole tree in a child process: seconds, more on a loaded machine.
describe('web import boundaries', { timeout: 30_000 }, () => {
  it('pass on the real tree', () => {
    expect(cruise(repo)).toEqual([]);
  });

  it('catch a planted cross-boundary import however it is spelled', () => {
    for (const file of ['.dependency-cruiser.cjs', 'domain-dependencies.cjs']) {
      fs.mkdirSync(path.join(planted, 'apps/web'), { recursive: true });
      fs.copyFileSync(path.join(repo, 'apps/web', file), path.join(planted, 'apps/web', file));
    }
    write(
      'apps/web/tsconfig.json',
      JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
    );
    write('apps/web/src/domains/catalogue/components/car-card.tsx', 'export const card = 1;\n');
    write('apps/web/src/domains/catalogue/api.ts', 'export const api = 1;\n');
    write('apps/web/src/domains/cart/cart-slice.ts', 'export const slice = 1;\n');
    write('apps/web/src/app/store.ts', 'export const store = 1;\n');
    // A relative path into another domain's private folder.
    write(
      'apps/web/src/domains/cart/components/line.tsx',
      "import { card } from '../../catalogue/components/car-card';\nexport const line = card;\n",
    );
    // The alias, to a public file of a domain this one may not use (catalogue sits below cart).
    write(
      'apps/web/src/domains/catalogue/pages/page.tsx',
      "import { slice } from '@/domains/cart/cart-slice';\nexport const page = slice;\n",
    );
    // Shared code reaching up into a domain, and a domain reaching into the app shell.
    write(
      'apps/web/src/lib/helper.ts',
      "import { api } from '../domains/catalogue/api';\nexport const helper = api;\n",
    );
    write(
      'apps/web/src/domains/cart/store-user.ts',
      "import { store } from '@/app/store';\nexport const user = store;\n",
    );

    const found = cruise(planted).map((violation) => `${violation.rule.name}: ${violation.from}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'domains-meet-through-their-public-face: apps/web/src/domains/cart/components/line.tsx',
        'domain-dependencies-catalogue: apps/web/src/domains/catalogue/pages/page.tsx',
        'shared-code-stays-below-domains: apps/web/src/lib/helper.ts',
        'domains-never-import-the-app: apps/web/src/domains/cart/store-user.ts',
      ]),
    );
  });

  it('allow domains to use only domains listed before them, so they can never import each other in a circle', () => {
    const order = Object.keys(DOMAIN_DEPENDENCIES);
    for (const [domain, uses] of Object.entries(DOMAIN_DEPENDENCIES)) {
      for (const used of uses)
        expect(order.indexOf(used), `${domain} uses ${used}`).toBeLessThan(order.indexOf(domain));
    }
  });
});
