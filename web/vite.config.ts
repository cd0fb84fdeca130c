import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const DEFAULT_SIGN_SALT = 'yanye-console-sign';

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
  define: {
    // The sign salt is a build-time setting (API.md §2); it must match the server's SIGN_SALT.
    __SIGN_SALT__: JSON.stringify(process.env.SIGN_SALT ?? DEFAULT_SIGN_SALT),
    // The default API host; empty means the origin that served the page.
    __API_HOST__: JSON.stringify(process.env.API_HOST ?? ''),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // The console, and the API reference for integrators (its own page and chunks: the console never loads it).
      input: { main: 'index.html', apiDocs: 'api-docs.html' },
      output: {
        // ECharts and its renderer, zrender, are only the report page's; as two chunks they load side by side
        // and neither passes the 500 KB a chunk may weigh. React is a chunk of its own for the same reason: the
        // vendor chunk every page loads would otherwise pass it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/ },
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
