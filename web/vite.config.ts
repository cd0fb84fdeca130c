import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const DEFAULT_SIGN_SALT = 'yanye-console-sign';

export default defineConfig({
  plugins: [react()],
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
