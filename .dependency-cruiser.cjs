// The boundaries of the house (issue 32), checked by `npm run lint:deps` inside `npm run lint`.
//
// Server: a module (`apps/server/src/modules/<name>/`) is met only at its `index.ts`; the lower modules
// never import a product; `platform/` and `db/` import no module; no cycle between modules (folder scope)
// or files. Web: no feature imports another, shared code (lib, components, design) imports no feature.
// Admin: no screen imports another, lib imports no screen. No file cycle anywhere.
//
// Two runs (`npm run lint:deps`): every file, tests included, against the file rules; then, with
// BOUNDARIES_RUNTIME=1, the server's code without its tests against the module-cycle rule. A test may
// use the whole app (the harness builds it), so counted as part of its folder it would tie every module
// to every other.

/** Modules every product may build on; they never import a product (they publish domain events instead). */
const LOWER_MODULES = ['operators', 'site', 'i18n', 'user', 'sms', 'files', 'realtime', 'wallet'];

const RUNTIME = process.env.BOUNDARIES_RUNTIME === '1';
const TESTS = ['\\.test\\.tsx?$', '^apps/server/test/'];

const SERVER = '^apps/server/';
const MODULES = '^apps/server/src/modules/';
const lower = `${MODULES}(${LOWER_MODULES.join('|')})/`;

/** Folder-scope rules, checked on the server's code without its tests. */
const RUNTIME_RULES = [
  {
    name: 'server-module-cycle',
    comment: 'Two server modules depend on each other (through any path): invert one dependency.',
    severity: 'error',
    scope: 'folder',
    from: { path: `${MODULES}[^/]+/?$` },
    to: { path: `${MODULES}[^/]+/?$`, circular: true },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: RUNTIME
    ? RUNTIME_RULES
    : [
        {
          name: 'server-module-entry',
          comment:
            'A module is met only at its index.ts: import what it exports there (or export it there), never its other files.',
          severity: 'error',
          from: { path: `${MODULES}([^/]+)/` },
          to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
        },
        {
          name: 'server-module-own-entry',
          comment: "A module's own files import each other directly; its index.ts is for other modules.",
          severity: 'error',
          from: { path: `${MODULES}([^/]+)/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
          to: { path: `${MODULES}$1/index\\.ts$` },
        },
        {
          name: 'server-outside-module-entry',
          comment: 'Outside the modules (app, commands, db, tests), a module is met only at its index.ts.',
          severity: 'error',
          from: { path: SERVER, pathNot: MODULES },
          to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
        },
        {
          name: 'server-lower-imports-product',
          comment: `A lower module (${LOWER_MODULES.join(', ')}) never imports a product: publish a domain event, or take a registration.`,
          severity: 'error',
          from: { path: lower },
          to: { path: MODULES, pathNot: lower },
        },
        {
          name: 'server-platform-imports-module',
          comment: 'platform/ and db/ are below every module.',
          severity: 'error',
          from: { path: '^apps/server/src/(platform|db)/' },
          to: { path: MODULES },
        },
        {
          name: 'web-feature-imports-feature',
          comment:
            'A feature never imports another feature: move shared code to lib/ or components/, or compose in app/.',
          severity: 'error',
          from: { path: '^apps/web/src/features/([^/]+)/' },
          to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
        },
        {
          name: 'web-shared-imports-feature',
          comment: 'lib/, components/ and design/ are below the features and the app.',
          severity: 'error',
          from: { path: '^apps/web/src/(lib|components|design)/' },
          to: { path: '^apps/web/src/(features|app)/' },
        },
        {
          name: 'admin-screen-imports-screen',
          comment: 'A back-office screen never imports another screen: move shared code to lib/.',
          severity: 'error',
          from: { path: '^apps/admin/src/screens/([^/]+)/' },
          to: { path: '^apps/admin/src/screens/', pathNot: '^apps/admin/src/screens/$1/' },
        },
        {
          name: 'admin-lib-imports-screen',
          comment: 'lib/ is below the screens and the app.',
          severity: 'error',
          from: { path: '^apps/admin/src/lib/' },
          to: { path: '^apps/admin/src/(screens|app)/' },
        },
        {
          name: 'no-file-cycle',
          comment: 'Files that import each other (through any path): one of them has two jobs.',
          severity: 'error',
          from: {},
          to: { circular: true },
        },
      ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['node_modules', '/dist/', '/dist-server/', '/android/', '/ios/', ...(RUNTIME ? TESTS : [])],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
