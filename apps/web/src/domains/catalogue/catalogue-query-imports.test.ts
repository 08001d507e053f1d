import { describe, expect, it } from 'vitest';

/** The contract's sources as text, to follow what the catalogue's browser code imports from it. */
const contract = import.meta.glob<string>('../../../../../packages/contract/src/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const source = (file: string) => contract[`../../../../../packages/contract/src/${file}`] ?? '';

describe("the catalogue's query in the browser", () => {
  it('brings no zod into the catalogue page: the definition and all it imports are plain TypeScript', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      expect(source(file), file).not.toBe('');
      expect(source(file), file).not.toMatch(/from 'zod'/);
      for (const [, imported] of source(file).matchAll(/from '\.\/([\w-]+\.ts)'/g)) visit(imported!);
    };
    visit('catalogue-query.ts');
    expect([...seen].sort()).toEqual(['catalogue-params.ts', 'catalogue-query.ts', 'constants.ts']);
  });
});

const FIRST_LOAD_MODULES = [
  'constants.ts',
  'images.ts',
  'page-paths.ts',
  'browser-settings.ts',
  'money.ts',
  'staff.ts',
  'catalogue-params.ts',
  'catalogue-query.ts',
  'vin-shape.ts',
  'finance.ts',
  'units.ts',
];

/** The web's files that every public page loads (the shell's lib and the catalogue's API slice and cards). */
const firstLoad = import.meta.glob<string>(
  ['../../lib/*.ts', './api.ts', './car-grid.tsx', './components/car-card.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

describe("the contract's modules in every public page's first load", () => {
  it('are the only ones those files read values from (a type costs nothing)', () => {
    for (const [file, text] of Object.entries(firstLoad)) {
      if (file.includes('.test.')) continue;
      for (const [, names, module] of text.matchAll(
        /import (\{[^}]*\}|\w+) from '@carshop\/contract\/([\w-]+)'/g,
      )) {
        const values = names!
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '));
        if (values.length > 0)
          expect(FIRST_LOAD_MODULES, `${file} reads ${values.join(', ')}`).toContain(`${module}.ts`);
      }
    }
  });

  it('are plain TypeScript: a value imported from a module with Zod put all of Zod in the first load twice', () => {
    // The contract modules the shell and the catalogue's API slice read values from (what a build's first-load
    // chunks held when they were within budget). A value they need from a Zod module belongs in one of them.
    for (const file of FIRST_LOAD_MODULES) {
      expect(source(file), file).not.toBe('');
      expect(source(file), file).not.toMatch(/from 'zod'/);
    }
  });
});
