import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (apps/server/.dependency-cruiser.cjs, `npm run lint:boundaries`) hold on
 * resolved paths: imports planted in a copy of the layout, spelled as relative paths, are caught. And every
 * repository names its queries the one way.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const src = path.join(repo, 'apps/server/src');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
const { MODULE_DEPENDENCIES } = createRequire(import.meta.url)('../module-dependencies.cjs') as {
  MODULE_DEPENDENCIES: Record<string, string[]>;
};

type Violation = { rule: { name: string }; from: string };

function cruise(cwd: string): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      depcruise,
      ['--config', 'apps/server/.dependency-cruiser.cjs', '--output-type', 'json', 'apps/server/src'],
      // The report of the whole tree is over a megabyte (spawnSync's default buffer): room for it to grow.
      { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout; // violations exit non-zero; the report is on stdout
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-server-boundaries-'));
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

function write(file: string, content: string) {
  const target = path.join(planted, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

// Each case runs dependency-cruiser over the whole tree in a child process: seconds, more on a loaded machine.
describe('server import boundaries', { timeout: 30_000 }, () => {
  it('pass on the real tree', () => {
    expect(cruise(repo)).toEqual([]);
  });

  it('catch a planted cross-boundary import spelled as a relative path', () => {
    for (const file of ['.dependency-cruiser.cjs', 'module-dependencies.cjs']) {
      fs.mkdirSync(path.join(planted, 'apps/server'), { recursive: true });
      fs.copyFileSync(path.join(repo, 'apps/server', file), path.join(planted, 'apps/server', file));
    }
    write('apps/server/tsconfig.json', '{}');
    write('apps/server/src/modules/cars/repository.ts', 'export const selectCars = 1;\n');
    write('apps/server/src/modules/cars/catalogue.service.ts', 'export const listCars = 1;\n');
    write('apps/server/src/modules/orders/checkout.service.ts', 'export const placeOrder = 1;\n');
    // The reviewer's example: the stats module reading the cars' repository.
    write(
      'apps/server/src/modules/stats/service.ts',
      "import { selectCars } from '../cars/repository.ts';\nexport const stats = selectCars;\n",
    );
    // A module using one it may not (cars sits below orders).
    write(
      'apps/server/src/modules/cars/stock.service.ts',
      "import { placeOrder } from '../orders/checkout.service.ts';\nexport const stock = placeOrder;\n",
    );
    // Shared code reaching up into a module.
    write(
      'apps/server/src/lib/helper.ts',
      "import { listCars } from '../modules/cars/catalogue.service.ts';\nexport const helper = listCars;\n",
    );

    const found = cruise(planted).map((violation) => `${violation.rule.name}: ${violation.from}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'module-internals-cars: apps/server/src/modules/stats/service.ts',
        'module-dependencies-cars: apps/server/src/modules/cars/stock.service.ts',
        'shared-code-stays-below-modules: apps/server/src/lib/helper.ts',
      ]),
    );
  });

  it('let modules use only modules listed before them, so they can never call each other in a circle', () => {
    const order = Object.keys(MODULE_DEPENDENCIES);
    for (const [module, uses] of Object.entries(MODULE_DEPENDENCIES)) {
      for (const used of uses)
        expect(order.indexOf(used), `${module} uses ${used}`).toBeLessThan(order.indexOf(module));
    }
    // Every module folder is in the table.
    expect(fs.readdirSync(path.join(src, 'modules')).sort()).toEqual(order.sort());
  });

  it("name every repository's queries after their SQL: select, count, insert, update, delete, lock (or with… for a scope)", () => {
    const misnamed: string[] = [];
    for (const module of fs.readdirSync(path.join(src, 'modules'))) {
      const file = path.join(src, 'modules', module, 'repository.ts');
      if (!fs.existsSync(file)) continue;
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/^export (?:async )?function (\w+)/gm)) {
        if (!/^(select|count|insert|update|delete|lock|with)[A-Z]/.test(name!))
          misnamed.push(`${module}: ${name}`);
      }
    }
    expect(misnamed).toEqual([]);
  });
});
