/**
 * The server's import boundaries (`npm run lint:boundaries`, a step of `npm test`), checked on resolved file
 * paths, so no spelling of a relative import can dodge them. The module shape they enforce:
 * docs/decisions/024-server-module-shape.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const { MODULE_DEPENDENCIES } = require('./module-dependencies.cjs');

const SRC = '^apps/server/src/';
const MODULES = Object.keys(MODULE_DEPENDENCIES);
/** A module's public face: its services. Everything else in it (repository, mapper, helpers) is its own. */
const SERVICE = '(service|[a-z-]+\\.service)\\.ts$';
const TESTS = '\\.test\\.ts$';

const rules = [
  ...MODULES.map((module) => ({
    name: `module-internals-${module}`,
    comment: `Outside modules/${module}, use it through its services only (its repository, mapper and helpers are its own).`,
    severity: 'error',
    from: { pathNot: [`${SRC}modules/${module}/`, `${SRC}app\\.ts$`] },
    to: { path: `${SRC}modules/${module}/`, pathNot: `${SRC}modules/${module}/${SERVICE}` },
  })),
  {
    name: 'routes-are-registered-by-the-app',
    comment: "A module's routes.ts is registered by app.ts and imported by nothing else.",
    severity: 'error',
    from: { pathNot: `${SRC}app\\.ts$` },
    to: { path: `${SRC}modules/[^/]+/routes\\.ts$` },
  },
  ...MODULES.map((module) => ({
    name: `module-dependencies-${module}`,
    comment: `The ${module} module may use only: ${MODULE_DEPENDENCIES[module].join(', ') || 'no other module'} (apps/server/module-dependencies.cjs).`,
    severity: 'error',
    from: { path: `${SRC}modules/${module}/`, pathNot: TESTS },
    to: {
      path: `${SRC}modules/`,
      pathNot: `${SRC}modules/(${[module, ...MODULE_DEPENDENCIES[module]].join('|')})/`,
    },
  })),
  {
    name: 'every-module-is-known',
    comment: 'A new module is added to apps/server/module-dependencies.cjs with what it may use.',
    severity: 'error',
    from: {},
    to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/(${MODULES.join('|')})/` },
  },
  {
    name: 'shared-code-stays-below-modules',
    comment:
      'lib/, db/ and plugins/ are used by modules, never the other way round: app.ts hands a plugin what it needs ' +
      'from a module (the auth plugin gets its user loader injected).',
    severity: 'error',
    from: { path: `${SRC}(lib|db|plugins)/`, pathNot: TESTS },
    to: { path: `${SRC}(modules|seed|web|cli)/` },
  },
  {
    name: 'the-seed-is-not-the-app',
    comment: 'The seed uses services; nothing but start-up (server.ts), the CLI and tests uses the seed.',
    severity: 'error',
    from: { path: `${SRC}(modules|lib|db|plugins|web)/`, pathNot: TESTS },
    to: { path: `${SRC}seed/` },
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
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
