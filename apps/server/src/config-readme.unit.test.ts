import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, settings } from './config.ts';

/**
 * README's configuration table against the settings the server reads (config/settings.ts): the same names, and
 * where a row states a default (its default cell is one `code` span) the same default. Other default cells
 * (`–`, `generated`, `half the cores`, …) describe what happens when the setting is unset, and are not compared.
 */
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function readmeTable(): Map<string, string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells[2] ?? '');
  }
  return rows;
}

/** The value a default cell states, or undefined when it describes one in words. */
const statedDefault = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

/**
 * Defaults that follow from another setting, so the schema has none of its own: each is checked through
 * loadConfig instead, with the value README states.
 */
const DERIVED_DEFAULTS: Record<string, (stated: string) => [actual: unknown, expected: unknown]> = {
  UPLOAD_DIR: (stated) => [
    loadConfig({ DATA_DIR: '/srv/shop' }).uploadDir,
    path.resolve(stated.replace('DATA_DIR', '/srv/shop')),
  ],
};

const schemas = settings();
const table = readmeTable();

describe("README's configuration table", () => {
  it('has a row for every setting the server reads, and no other', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(Object.entries(schemas))('states the default of %s as the server has it', (name, schema) => {
    const stated = statedDefault(table.get(name) ?? '');
    const unset = schema.parse(undefined);
    const derived = DERIVED_DEFAULTS[name];
    if (derived) {
      // A default the schema holds itself is checked below; this list is only for the others.
      expect(unset, `${name} has a default of its own: remove it from DERIVED_DEFAULTS`).toBeUndefined();
      expect(stated, `README states no default for ${name}`).toBeDefined();
      const [actual, expected] = derived(stated ?? '');
      expect(actual).toEqual(expected);
    } else if (stated !== undefined) {
      expect(schema.parse(stated), `README's default for ${name}`).toEqual(unset);
    } else {
      // Unset and empty defaults have nothing to show; any other default is written in the table.
      expect(unset === undefined || unset === '', `README states no default for ${name}`).toBe(true);
    }
  });
});
