import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/**\/*.md name only what exists: every repository path they name (in backticks, or as a
 * link), and every setting (an UPPER_CASE name like an environment variable). A file moved or a setting
 * renamed without its docs fails here, in `npm test`.
 *
 * - A path starting at the repository (`apps/server/src/config.ts`) must exist as written. A short form
 *   (`lib/trusted-origin.ts`, `web/seo.ts`, `format.ts`) must be the end of an existing path. `<name>` and `*`
 *   stand for one path segment (`modules/<name>/routes.ts`). A word counts as a path when it has a known file
 *   extension, or a slash after the name of a folder of the repository (so `carshop/` and `DATA_DIR/mail` are
 *   not paths).
 * - In a table under a heading that names a folder (`### Server (\`apps/server/src\`)`), a file named without
 *   a folder is looked for in the folder of its row (the row of `web/`, or of the module or domain `cars`).
 * - Settings: those in README's configuration table (config-readme.unit.test.ts holds it to the schema), the
 *   constants the code declares, and the outside names below.
 * - The decisions (docs/decisions/NNN-*.md) are history: they name files and settings as they were when
 *   decided, so only their links to other docs are checked (docs/decisions/README.md says so).
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Not part of the repository: dependencies, build output, run-time data. */
const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'data',
  '.test-data',
  'test-results',
  'playwright-report',
  'backups',
]);

/** Paths the docs may name that are not in the repository, and why. */
const PATH_EXCEPTIONS: Record<string, string> = {
  'apps/web/dist': 'built by npm run build',
  'apps/web/dist-ssr': 'built by npm run build',
  'NNN-title.md': "the form of a decision's file name (docs/decisions/README.md)",
};

/** Environment variables of the repository's tools that the docs may name (each must still be read somewhere). */
const TOOL_VARIABLES: Record<string, string> = {
  TEST_DATABASE_URL: 'the API suite on PostgreSQL',
  CHROMIUM_PATH: 'the e2e tests',
  CHROME_PATH: 'the Lighthouse bench',
  LIGHTHOUSE_RUNS: 'the Lighthouse bench',
  LIGHTHOUSE_BASELINE: 'the Lighthouse bench (before and after, ADR 075)',
  LIGHTHOUSE_DETAILS: 'the Lighthouse bench',
  LIGHTHOUSE_PAGES: 'the Lighthouse bench',
  BENCH_PORT: 'the benches that start a server',
  ADMIN_PASSWORD: 'npm run create-admin',
  BENCH_SECONDS: 'the benches',
  BENCH_FLOOD: 'bench:ssr',
  BENCH_SKIP_THROUGHPUT: 'bench:catalogue',
  BENCH_ONLY_SPECIFICATIONS: 'bench:catalogue',
  BENCH_ROUNDS: 'bench:hot-path',
  BENCH_CPU_PROF: 'bench:hot-path',
  BENCH_SERVER_ROOT: 'the benches that start the production server (bench/lib/prod-server.ts)',
};

/** Names the docs may use that belong to others. */
const FOREIGN_NAMES: Record<string, string> = {
  AWS_ACCESS_KEY_ID: "the AWS SDK's credentials chain",
  FETCH_ERROR: "RTK Query's error statuses (the specification)",
  PARSING_ERROR: "RTK Query's error statuses (the specification)",
  TIMEOUT_ERROR: "RTK Query's error statuses (the specification)",
};

const files: string[] = [];
const dirs: string[] = [];
(function walk(dir: string) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      dirs.push(relative);
      walk(relative);
    } else files.push(relative);
  }
})('');
const folderNames = new Set(dirs.map((dir) => dir.split('/').at(-1)));
const topLevel = new Set(fs.readdirSync(root));
const texts = new Map<string, string>();
const read = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(root, file), 'utf8');
    texts.set(file, text);
  }
  return text;
};

const docs = [
  'README.md',
  ...files.filter((file) => file.startsWith('docs/') && file.endsWith('.md')).sort(),
];
const isDecision = (doc: string) => /^docs\/decisions\/\d{3}-/.test(doc);

const EXTENSION = /\.(ts|tsx|mjs|cjs|js|json|md|css|html|conf|sql|ya?ml|sh|svg|txt)$/;

/** The path a word names, or undefined when it is not a path. */
function pathOf(word: string): string | undefined {
  // Punctuation around a word, and a `<` or `>` of a placeholder the word only half holds (`<schema from x>`).
  let trimmed = word.replace(/^[('"]+|[),;:'"]+$/g, '');
  if (!/<[^>]*>/.test(trimmed)) trimmed = trimmed.replace(/^<|>$/g, '');
  if (/^(\/|\.\.?\/|node_modules)|:\/\/|=/.test(trimmed)) return undefined;
  const contract = /^@carshop\/contract\/([\w-]+)$/.exec(trimmed);
  if (contract) return `packages/contract/src/${contract[1]}.ts`;
  if (trimmed.startsWith('@') || trimmed.startsWith('.')) return undefined;
  const first = trimmed.split('/')[0] ?? '';
  const inFolder = trimmed.includes('/') && (folderNames.has(first) || topLevel.has(first));
  return inFolder || EXTENSION.test(trimmed) ? trimmed : undefined;
}

/** A path as a pattern: `<name>` and `*` match one segment; a short form matches the end of a path. */
function matcher(name: string): RegExp {
  const pattern = name
    .replace(/\/$/, '')
    .split(/(<[^>]+>|\*)/)
    .map((part) =>
      part === '*' || part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return topLevel.has(name.split('/')[0] ?? '') ? new RegExp(`^${pattern}$`) : new RegExp(`(^|/)${pattern}$`);
}

function exists(name: string, within = ''): boolean {
  const re = matcher(name);
  const candidates = name.endsWith('/') ? dirs : [...files, ...dirs];
  return candidates.some((candidate) => candidate.startsWith(within) && re.test(candidate));
}

/** The doc without its fenced code blocks (diagrams and commands, not references). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The folder a table row is about, under the folder its section names; undefined when the row names none. */
function rowFolder(base: string, firstCell: string): string | undefined {
  const name = /^`([\w<>/.-]+)`/.exec(firstCell)?.[1]?.replace(/\/$/, '');
  if (!name || name.includes('<')) return undefined;
  return [`${base}/${name}`, `${base}/modules/${name}`, `${base}/domains/${name}`].find((dir) =>
    dirs.includes(dir),
  );
}

/** Every path a doc names, with the folder a bare file name must be in (its table row's), if any. */
function namedPaths(doc: string): { name: string; within: string }[] {
  const named: { name: string; within: string }[] = [];
  let base: string | undefined;
  for (const line of prose(read(doc)).split('\n')) {
    if (line.startsWith('#')) base = /`((?:apps|packages)\/[\w/-]+)`/.exec(line)?.[1];
    const cells = line.startsWith('|') ? line.split('|') : [];
    const folder = base && cells[1] ? rowFolder(base, cells[1].trim()) : undefined;
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      for (const word of (span ?? '').split(/\s+/)) {
        const name = pathOf(word);
        if (name) named.push({ name, within: folder && !name.includes('/') ? `${folder}/` : '' });
      }
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const local = target?.split('#')[0];
      if (local && !/^[a-z]+:/.test(local))
        named.push({ name: path.join(path.dirname(doc), local), within: '' });
    }
  }
  return isDecision(doc) ? named.filter(({ name }) => name.startsWith('docs/')) : named;
}

const settings = new Set(
  [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map(([, name]) => name as string),
);

/** UPPER_CASE names the code declares (`MAX_UNPAGED_ITEMS`, `ACCESS_TOKEN`): constants, not settings. */
const declared = new Set(
  files
    .filter((file) => /\.(ts|tsx|mjs|cjs)$/.test(file))
    .flatMap((file) => [
      ...read(file).matchAll(/\b(?:const|let|var|function|class|enum|type)\s+([A-Z][A-Z0-9_]+)\b/g),
    ])
    .map(([, name]) => name as string),
);

/** The names in a doc that look like environment variables: `SOME_NAME`, or `NAME=` as in `HOST=127.0.0.1`. */
const variablesIn = (doc: string) =>
  new Set(
    [...read(doc).matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z][A-Z0-9]+(?==)/g)].map(([name]) => name),
  );

const isKnownName = (name: string) =>
  settings.has(name) || declared.has(name) || name in TOOL_VARIABLES || name in FOREIGN_NAMES;

describe('README and docs name what exists', () => {
  it.each(docs)('%s: every path it names exists', (doc) => {
    const missing = namedPaths(doc)
      .filter(({ name }) => !(name in PATH_EXCEPTIONS))
      .filter(({ name, within }) => !exists(name, within))
      .map(({ name, within }) => (within ? `${name} (in ${within})` : name));
    expect(missing).toEqual([]);
  });

  it.each(docs.filter((doc) => !isDecision(doc)))('%s: every setting it names is read', (doc) => {
    expect([...variablesIn(doc)].filter((name) => !isKnownName(name))).toEqual([]);
  });

  it('lists only exceptions that are still needed, and tool variables their tools still read', () => {
    const named = new Set(docs.flatMap((doc) => namedPaths(doc).map(({ name }) => name)));
    expect(Object.keys(PATH_EXCEPTIONS).filter((name) => !named.has(name) || exists(name))).toEqual([]);
    const variables = new Set(docs.filter((doc) => !isDecision(doc)).flatMap((doc) => [...variablesIn(doc)]));
    const outside = { ...TOOL_VARIABLES, ...FOREIGN_NAMES };
    expect(Object.keys(outside).filter((name) => !variables.has(name) || settings.has(name))).toEqual([]);
    const code = files.filter(
      (file) => /\.(ts|tsx|mjs|cjs)$/.test(file) && !file.endsWith('docs-references.test.ts'),
    );
    const unread = Object.keys(TOOL_VARIABLES).filter(
      (name) => !code.some((file) => read(file).includes(name)),
    );
    expect(unread).toEqual([]);
  });
});
