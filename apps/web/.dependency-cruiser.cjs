/**
 * The web app's import boundaries (`npm run lint:boundaries`, a step of `npm test`), checked on resolved file
 * paths, so no spelling of an import (the `@/` alias or a relative path) can dodge them.
 * The layout they enforce: docs/decisions/023-web-by-domain-and-route-registry.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const SRC = '^apps/web/src/';

const { DOMAIN_DEPENDENCIES } = require('./domain-dependencies.cjs');

const rules = [
  {
    name: 'shared-code-stays-below-domains',
    comment:
      'components/, lib/ and content/ are the bottom layer: they never import a domain or the app shell. Move what ' +
      'both need down here, or pass it in as props.',
    severity: 'error',
    from: { path: `${SRC}(components|lib|content)/` },
    to: { path: `${SRC}(domains|app)/` },
  },
  {
    name: 'domains-never-import-the-app',
    comment:
      'A domain never imports the app shell (router, store, layouts, providers). Typed store hooks are in lib/; ' +
      'what several domains compose is put together in app/.',
    severity: 'error',
    from: { path: `${SRC}domains/` },
    to: { path: `${SRC}app/` },
  },
  {
    name: 'domains-meet-through-their-public-face',
    comment:
      'Another domain is used through its top-level files only (api.ts, paths.ts, routes.ts, ...); its subfolders ' +
      '(components/, pages/, hooks/, lib/) are its own.',
    severity: 'error',
    from: { path: `${SRC}domains/([^/]+)/` },
    to: { path: `${SRC}domains/[^/]+/[^/]+/`, pathNot: `${SRC}domains/$1/` },
  },
  ...Object.entries(DOMAIN_DEPENDENCIES).map(([domain, allowed]) => ({
    name: `domain-dependencies-${domain}`,
    comment: `The ${domain} domain may use only: ${allowed.join(', ') || 'no other domain'} (apps/web/domain-dependencies.cjs).`,
    severity: 'error',
    from: { path: `${SRC}domains/${domain}/` },
    to: {
      path: `${SRC}domains/`,
      pathNot: `${SRC}domains/(${[domain, ...allowed].join('|')})/`,
    },
  })),
  {
    name: 'every-file-belongs-to-a-known-domain',
    comment: 'A new domain is added to apps/web/domain-dependencies.cjs with what it may use.',
    severity: 'error',
    from: {},
    to: { path: `${SRC}domains/`, pathNot: `${SRC}domains/(${Object.keys(DOMAIN_DEPENDENCIES).join('|')})/` },
  },
  {
    name: 'no-circular-imports',
    severity: 'error',
    from: { path: SRC },
    to: { circular: true },
  },
];

module.exports = {
  forbidden: rules,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr)/' },
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
