// Bundles the server into dist/main.js: our code and the workspace packages inlined, npm packages left
// external (resolved from node_modules at run time, PGlite's WASM files included). The sheet worker, which
// reads uploaded spreadsheets in a thread of its own, is a second entry beside it: dist/sheet-worker.js, found
// by engine/import-export/sheet-pool.ts next to main.js. The third, dist/backup.js, is `npm run backup` and `npm run restore`.
import { build } from 'esbuild';

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@yanye/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    'sheet-worker': '../packages/framework/server/engine/import-export/sheet-worker.ts',
    backup: 'src/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [externalNpm],
  logLevel: 'warning',
});
