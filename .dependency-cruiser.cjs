// Import rules checked by `npm run lint` (docs/platform.md, 'Layers'): no cycles anywhere, and each layer imports
// only the layers below it. A layer's folder is named once here; the rules are built from the order.

/** The server's layers, lowest first: a module may import its own layer and the ones before it. */
const SERVER_LAYERS = [
  // The framework's server side (packages/framework/server), which the sections and the add-ons import by name.
  ['config', 'packages/framework/server/config\\.ts$'],
  ['db', 'packages/framework/server/db/'],
  ['integrations', 'packages/framework/server/integrations/'],
  ['platform', 'packages/framework/server/platform/'],
  ['engine', 'packages/framework/server/(engine/|index\\.ts$)'],
  // The add-ons' server sides (addons/<key>/server, addon-libs/<lib>/server), the kit's server entry they import,
  // and the list of installed add-ons stand where the sections' resources do.
  [
    'resources',
    '(server/src/resources/|server/src/installed-addons\\.ts$|packages/addon-kit/src/server\\.ts$|(addons|addon-libs)/[^/]+/server/)',
  ],
  ['modules', 'server/src/modules/'],
  ['demo', 'server/src/demo/'],
  ['routes', 'server/src/(routes\\.ts|scripts/)'],
  ['app', 'server/src/app\\.ts$'],
  ['main', 'server/src/main\\.ts$'],
];

/** The web app's layers, lowest first. */
const WEB_LAYERS = [
  // The framework's web side (packages/framework/web), which the screens and the add-ons' screens import by name.
  ['i18n and lib', 'packages/framework/web/(i18n|lib)/'],
  ['api', 'packages/framework/web/api/'],
  ['hooks', 'packages/framework/web/hooks/'],
  ['components', 'packages/framework/web/(components/|screens/|index\\.ts$)'],
  // The add-ons' screens (addons/<key>/web, addon-libs/<lib>/web), the kit's web entry and the list of installed
  // add-ons' screens stand with the sections' screens and the shell that shows them.
  [
    'screens and shell',
    '(web/src/(screens|shell)/|web/src/installed-addons\\.ts$|packages/addon-kit/src/web\\.ts$|(addons|addon-libs)/[^/]+/web/)',
  ],
  ['app', 'web/src/(app/|api-docs/|main\\.tsx$|early\\.ts$)'],
];

function layerRules(prefix, layers) {
  return layers.slice(0, -1).map(([name, path], i) => ({
    name: `${prefix}-${name.replace(/\W+/g, '-')}-imports-downward`,
    comment: `${name} may not import ${layers
      .slice(i + 1)
      .map(([n]) => n)
      .join(', ')}`,
    severity: 'error',
    from: { path },
    to: { path: layers.slice(i + 1).map(([, p]) => `(${p})`) },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle: one of these modules must give way (a type, a value or a function moves down).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-stand-alone',
      comment:
        'The packages (the framework, the kit, the catalogue, the protocol, the texts) are the floors the server, the web app and the add-ons build on: they import none of them, nor the list of installed add-ons, the add-on kit included.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(server|web|installed|addons|addon-libs)/' },
    },
    {
      name: 'addons-import-only-the-kit',
      comment:
        "An add-on (or an add-on library) reaches the core only through @yanye/addon-kit: the core's inner layout may change without breaking it (docs/add-ons.md).",
      severity: 'error',
      from: { path: '^(addons|addon-libs)/' },
      to: { path: '^(server|web)/|^packages/(catalog|protocol|i18n)/' },
    },
    {
      name: 'addons-through-the-kits-front-door',
      comment:
        'The kit is imported by its entries (@yanye/addon-kit, /server, /web, /testing), nothing behind them.',
      severity: 'error',
      from: { path: '^(addons|addon-libs)/' },
      to: {
        path: '^packages/addon-kit/',
        pathNot: '^packages/addon-kit/src/(index|server|web|testing)\\.ts$',
      },
    },
    {
      name: 'core-imports-addons-only-at-its-roots',
      comment:
        'The core names an add-on only in its composition roots: the one list of installed add-ons (installed/), and the server and web modules that load their sides by key. No arrow points from its floors up into addons/.',
      severity: 'error',
      from: {
        path: '^(server|web|packages)/',
        pathNot: '^(server/src|web/src)/installed-addons\\.ts$',
      },
      to: { path: '^(addons|addon-libs)/' },
    },
    {
      name: 'product-code-without-test-support',
      comment:
        "Test support (server/test, the kit's testing entry, an add-on's *.support.ts or testing.ts) is imported by tests and other test support only.",
      severity: 'error',
      from: {
        pathNot:
          '\\.test\\.tsx?$|^server/test/|^packages/framework/testing/|\\.support\\.ts$|test-support\\.ts$|/testing\\.ts$',
      },
      to: {
        path: '^server/test/|^packages/framework/testing/|\\.support\\.ts$|test-support\\.ts$|/testing\\.ts$',
      },
    },
    {
      name: 'addon-declarations-stand-alone',
      comment:
        "An add-on's declaration (addon.ts, its contracts) is read by the catalogue: like it, it imports neither side.",
      severity: 'error',
      from: { path: '^(addons|addon-libs)/[^/]+/[^/]+\\.ts$', pathNot: '/testing\\.ts$' },
      to: {
        path: '^(server|web)/|^(addons|addon-libs)/[^/]+/(server|web)/|^packages/addon-kit/src/(server|web|testing)\\.ts$',
      },
    },
    {
      name: 'addons-keep-to-their-folders',
      comment:
        'An add-on imports the kit and add-on libraries, never another add-on: each can be installed without the others.',
      severity: 'error',
      from: { path: '^addons/([^/]+)/' },
      to: { path: '^addons/[^/]+/', pathNot: '^addons/$1/' },
    },
    {
      name: 'addon-libraries-below-addons',
      comment: 'An add-on library serves add-ons; it imports none.',
      severity: 'error',
      from: { path: '^addon-libs/' },
      to: { path: '^addons/' },
    },
    {
      name: 'addon-sides-apart',
      comment:
        "An add-on's server and web sides do not import each other; they share only their declarations.",
      severity: 'error',
      from: { path: '^(addons|addon-libs)/[^/]+/(server|web)/' },
      to: { path: '^(addons|addon-libs)/[^/]+/(server|web)/', pathNot: '^(addons|addon-libs)/[^/]+/$2/' },
    },
    {
      name: 'i18n-is-the-floor',
      comment:
        'The languages and translations package imports no other package of ours: every other one reads it.',
      severity: 'error',
      from: { path: '^packages/i18n/' },
      to: { path: '^(packages/(?!i18n/)|server/|web/|addons/|addon-libs/)' },
    },
    {
      name: 'protocol-below-the-catalogue',
      comment:
        'The protocol package imports the translations only: the catalogue and the kit read it, not it them.',
      severity: 'error',
      from: { path: '^packages/protocol/' },
      to: { path: '^packages/(catalog|addon-kit)/' },
    },
    {
      name: 'web-without-server',
      comment: 'The browser never imports server code.',
      severity: 'error',
      from: { path: '^(web/|(addons|addon-libs)/[^/]+/web/|packages/addon-kit/src/web\\.ts$)' },
      to: {
        path: '^(server/|(addons|addon-libs)/[^/]+/server/|packages/addon-kit/src/(server|testing)\\.ts$)',
      },
    },
    ...layerRules('server', SERVER_LAYERS),
    ...layerRules('web', WEB_LAYERS),
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Type-only imports count: a cycle of types is still a cycle of concepts.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests stand outside the layers. Test support (server/test, *.support.ts) is cruised, for cycles and for the
    // rule that product code never imports it; the server's test helpers are not followed further into the core.
    exclude: { path: 'node_modules|\\.test\\.tsx?$' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
