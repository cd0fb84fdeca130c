import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'protocol', include: ['packages/protocol/src/**/*.test.ts'] } },
      { test: { name: 'catalog', include: ['packages/catalog/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'addons/*/server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // As in the browser build (web/vite.config.ts): the web runs the protocol with an inert zod.
        resolve: {
          alias: [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('web/src/lib/inertZod.ts', import.meta.url)),
            },
          ],
        },
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}', 'addons/*/web/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
