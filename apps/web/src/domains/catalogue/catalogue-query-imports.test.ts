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
