import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdSheets } from './vite/antd-sheets.ts';
import { inertContracts } from './vite/contracts.ts';
import { chunkTexts } from './vite/texts.ts';

/**
 * Puts the entry's small stylesheet into index.html: one render-blocking request fewer before the first paint
 * (the policy allows inline styles). Only stylesheets under 16 KB are inlined.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      let text = String(html.source);
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !name.endsWith('.css') || String(file.source).length > 16_384) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${name.replace('.', '\\.')}"[^>]*>`);
        if (!link.test(text)) continue;
        // The file stays: chunks loaded later still name it among the styles they preload.
        text = text.replace(link, () => `<style>${String(file.source)}</style>`);
      }
      html.source = text;
    },
  };
}

/**
 * Puts the `early` entry (src/early.ts) into index.html before the console's own script. Module scripts run in
 * their order, and this one needs only the API client (which the console loads too), not React or Ant Design: it
 * runs long before the console's and starts the signed-in page's chunks and reads while the rest is on its way.
 */
function earlyEntry(): Plugin {
  return {
    name: 'early-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const early = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry && f.name === 'early');
      if (html?.type !== 'asset' || early?.type !== 'chunk') return;
      const tags = [
        `<script type="module" crossorigin src="/${early.fileName}"></script>`,
        ...early.imports.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      html.source = String(html.source).replace(
        /<script type="module"/,
        () => `${tags.join('\n    ')}\n    <script type="module"`,
      );
    },
  };
}

/**
 * The framework's web entry (packages/framework/web/index.ts) and the add-on kit's (packages/addon-kit/src/web.ts)
 * only re-export the hooks and components.
 * Declared free of side effects, a module importing one name of it (abcbank's screen list takes `PAGES`) gets that
 * name from where it is defined: otherwise importing the kit ran all it re-exports, and the shell (through the
 * installed add-ons) loaded the generic form, its field inputs, the upload, the region cascader, the image viewer
 * and the steps with the first list page (about 90 KB gzip) although only dialogs use them.
 */
function reexportOnly(): Plugin {
  const barrel = /[\\/]packages[\\/](addon-kit[\\/]src[\\/]web|framework[\\/]web[\\/]index)\.ts$/;
  return {
    name: 'reexport-only',
    transform: {
      filter: { id: barrel },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/** Ant Design and the libraries it is made of (its configuration, theme and style runtime, the rc components). */
const ANTD =
  /node_modules[\\/](antd|@ant-design|@rc-component|stylis|@emotion|clsx|throttle-debounce|is-mobile|react-is)[\\/]/;

const DEFAULT_SIGN_SALT = 'yanye-console-sign';

const define = {
  // The sign salt is a build-time setting; it must match the server's SIGN_SALT.
  __SIGN_SALT__: JSON.stringify(process.env.SIGN_SALT ?? DEFAULT_SIGN_SALT),
  // The default API host; empty means the origin that served the page.
  __API_HOST__: JSON.stringify(process.env.API_HOST ?? ''),
};

/**
 * The browser does not parse with the protocol's schemas: `zod` is an inert stand-in there (see the file).
 * WEB_REACT_PROFILING=1 builds with React's profiling renderer, which marks each component's render and effects on
 * the browser's performance timeline (bench/web/profile-clicks.ts reads them); a shipped build has the plain one.
 */
const resolve = {
  alias: [
    {
      find: /^zod$/,
      replacement: fileURLToPath(new URL('../packages/framework/web/lib/inertZod.ts', import.meta.url)),
    },
    ...(process.env.WEB_REACT_PROFILING === '1'
      ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]
      : []),
  ],
};

/**
 * The API reference for integrators (`/api-docs.html`, `vite build --mode api-docs`): a build of its own into the
 * same folder, after the console's, so sharing a few modules with it does not reshape the console's chunks (as a
 * second entry of one build, it moved 40 KB more into what the sign-in page loads). Swagger UI comes as one
 * prebuilt module of 1.5 MB that only this page loads.
 */
const apiDocs = defineConfig({
  // It signs with the framework's API client, taken from the framework's web entry by name alone.
  plugins: [reexportOnly()],
  define,
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    // Swagger UI's prebuilt module is 1.6 MB minified; only this page loads it.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      input: { apiDocs: 'api-docs.html' },
      // The API client this page signs with reaches Ant Design, whose modules open with React's "use client"
      // directive (meaningful only to a server-components bundler). The console's build drops the notice through
      // the React plugin; this build has no React, so it drops it here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
});

const console_ = defineConfig({
  plugins: [
    react(),
    reexportOnly(),
    inertContracts(),
    antdSheets(),
    inlineEntryCss(),
    earlyEntry(),
    chunkTexts(),
  ],
  define,
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // WEB_SOURCEMAP=1 writes source maps beside the chunks, for naming a browser profile's functions
    // (bench/web/profile-load.ts); a shipped build has none.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      input: { index: 'index.html', early: 'src/early.ts' },
      output: {
        // ECharts and its renderer, zrender, are only the report page's; as two chunks they load side by side
        // and neither passes the 500 KB a chunk may weigh. React is a chunk of its own for the same reason: the
        // vendor chunk every page loads would otherwise pass it.
        // docs/shell.md, "Chunks and budgets". The sign-in page (main.tsx, screens/login) loads none of the groups
        // below but React; the console (app/console.tsx, loaded by main.tsx and early.ts) and its screens are
        // dynamic imports, each with what it alone uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // The texts of Ant Design's pickers and pager, which the language's texts (uiLocale.ts) take in and the
            // sign-in page loads: a small chunk of their own, else 'antd' below would take them in and come along.
            { name: 'rc-texts', test: /@rc-component[\\/][^\\/]+[\\/]es[\\/]locale[\\/]/, priority: 1 },
            // Ant Design's core, what at least 30 of the build's entries (the console, the frame, the screens, the
            // lazy dialogs) use: one group rather than the dozens of small chunks the bundler cut it into, in files
            // of about 300 KB raw that load side by side. A component fewer screens use (the table, the date
            // pickers, the tree, the image viewer) stays in a chunk of its own, loaded by the screens using it.
            // Each module keeps its dependencies in the group (the default), which keeps the modules' order.
            {
              name: 'antd',
              test: (id: string) => ANTD.test(id) && !/[\\/]locale[\\/]/.test(id),
              minShareCount: 30,
              maxSize: 1_200_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'api-docs' ? apiDocs : console_));
