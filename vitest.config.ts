import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every language's translations, registered before each test file (the server registers them as it starts). */
const CATALOGUES = 'packages/i18n/src/all-languages.ts';

export default defineConfig({
  test: {
    // One test file per core, and never fewer than two: the API tests spend much of their time waiting on
    // PostgreSQL (another process), so on a 2-core machine two files at once take half the time of vitest's
    // default there (cores - 1 = one): 11 minutes instead of 22 for the whole suite.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: { name: 'protocol', include: ['packages/protocol/src/**/*.test.ts'], setupFiles: [CATALOGUES] },
      },
      { test: { name: 'catalog', include: ['packages/catalog/src/**/*.test.ts'], setupFiles: [CATALOGUES] } },
      {
        test: {
          name: 'server',
          include: [
            'server/src/**/*.test.ts',
            'server/test/**/*.test.ts',
            'addons/*/server/**/*.test.ts',
            'addon-libs/*/server/**/*.test.ts',
          ],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: [CATALOGUES],
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
        test: {
          name: 'web',
          setupFiles: [CATALOGUES],
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'web/vite/**/*.test.ts',
            'addons/*/web/**/*.test.{ts,tsx}',
            'addon-libs/*/web/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
  },
});
