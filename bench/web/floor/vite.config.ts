import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bare page's build (bench/web/run.ts builds it into a folder of its own and serves it beside the console). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
