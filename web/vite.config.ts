import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

const DEFAULT_SIGN_SALT = 'yanye-console-sign';

const define = {
  // The sign salt is a build-time setting; it must match the server's SIGN_SALT.
  __SIGN_SALT__: JSON.stringify(process.env.SIGN_SALT ?? DEFAULT_SIGN_SALT),
  // The default API host; empty means the origin that served the page.
  __API_HOST__: JSON.stringify(process.env.API_HOST ?? ''),
};

/** The browser does not parse with the protocol's schemas: `zod` is an inert stand-in there (see the file). */
const resolve = {
  alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/inertZod.ts', import.meta.url)) }],
};

/**
 * The API reference for integrators (`/api-docs.html`, `vite build --mode api-docs`): a build of its own into the
 * same folder, after the console's, so sharing a few modules with it does not reshape the console's chunks (as a
 * second entry of one build, it moved 40 KB more into what the sign-in page loads). Swagger UI comes as one
 * prebuilt module of 1.5 MB that only this page loads.
 */
const apiDocs = defineConfig({
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
  plugins: [react(), inlineEntryCss(), earlyEntry(), chunkTexts()],
  define,
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      input: { index: 'index.html', early: 'src/early.ts' },
      output: {
        // ECharts and its renderer, zrender, are only the report page's; as two chunks they load side by side
        // and neither passes the 500 KB a chunk may weigh. React is a chunk of its own for the same reason: the
        // vendor chunk every page loads would otherwise pass it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/ },
            // What the entry itself needs of the router and Ant Design, in three files under 400 KB: left to
            // itself the bundler cut them into a dozen small ones, a round trip each on a slow network (sign-in
            // went from 9 files to 17). Each group takes only its own modules (not their dependencies), so
            // Ant Design's own code and its base libraries stay two files of about 300 and 250 KB.
            { name: 'router', tags: ['$initial'], test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'antd',
              tags: ['$initial'],
              test: /node_modules[\\/]antd[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'antd-base',
              tags: ['$initial'],
              test: /node_modules[\\/](@ant-design|@rc-component|@babel|stylis|@emotion|throttle-debounce)[\\/]/,
              includeDependenciesRecursively: false,
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
