// Import rules checked by `npm run lint` (ARCHITECTURE.md, "Layers"): no cycles anywhere, and each layer imports
// only the layers below it. A layer's folder is named once here; the rules are built from the order.

/** The server's layers, lowest first: a module may import its own layer and the ones before it. */
const SERVER_LAYERS = [
  ['config', 'server/src/config\\.ts$'],
  ['db', 'server/src/db/'],
  ['integrations', 'server/src/integrations/'],
  ['platform', 'server/src/platform/'],
  ['engine', 'server/src/engine/'],
  // An add-on's server side (addons/<key>/server) stands where the sections' resources do.
  ['resources', '(server/src/resources/|addons/[^/]+/server/)'],
  ['modules', 'server/src/modules/'],
  ['demo', 'server/src/demo/'],
  ['routes', 'server/src/(routes\\.ts|scripts/)'],
  ['app', 'server/src/app\\.ts$'],
  ['main', 'server/src/main\\.ts$'],
];

/** The web app's layers, lowest first. */
const WEB_LAYERS = [
  ['i18n and lib', 'web/src/(i18n|lib)/'],
  ['api', 'web/src/api/'],
  ['hooks', 'web/src/hooks/'],
  ['components', 'web/src/components/'],
  // An add-on's screens (addons/<key>/web) stand with the sections' screens.
  ['screens and shell', '(web/src/(screens|shell)/|addons/[^/]+/web/)'],
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
      comment: 'The shared packages are read by the server and the browser: they import neither.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'addon-declarations-stand-alone',
      comment:
        "An add-on's declaration (addon.ts) and the list of them are read by the catalogue: like it, they import neither side.",
      severity: 'error',
      from: { path: '^addons/([^/]+/addon\\.ts|index\\.ts)$' },
      to: { path: '^(server|web)/|^addons/[^/]+/(server|web)/' },
    },
    {
      name: 'addons-keep-to-their-folders',
      comment: 'An add-on imports the core, never another add-on: each can be installed without the others.',
      severity: 'error',
      from: { path: '^addons/([^/]+)/' },
      to: { path: '^addons/[^/]+/', pathNot: '^addons/$1/' },
    },
    {
      name: 'addon-sides-apart',
      comment: "An add-on's server and web sides do not import each other; they share only addon.ts.",
      severity: 'error',
      from: { path: '^addons/[^/]+/(server|web)/' },
      to: { path: '^addons/[^/]+/(server|web)/', pathNot: '^addons/[^/]+/$1/' },
    },
    {
      name: 'protocol-is-the-floor',
      comment: 'The protocol package imports no other package of ours.',
      severity: 'error',
      from: { path: '^packages/protocol/' },
      to: { path: '^packages/catalog/' },
    },
    {
      name: 'web-without-server',
      comment: 'The browser never imports server code.',
      severity: 'error',
      from: { path: '^(web/|addons/[^/]+/web/)' },
      to: { path: '^(server/|addons/[^/]+/server/)' },
    },
    ...layerRules('server', SERVER_LAYERS),
    ...layerRules('web', WEB_LAYERS),
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Type-only imports count: a cycle of types is still a cycle of concepts.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers (server/test, an add-on's *.support.ts) are outside the layers.
    exclude: { path: 'node_modules|\\.test\\.tsx?$|^server/test/|\\.support\\.ts$|test-support\\.ts$' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
