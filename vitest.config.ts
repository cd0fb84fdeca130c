import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Every language's translations, registered before each test file (the server registers them as it starts). */
const CATALOGUES = 'packages/i18n/src/all-languages.ts';
/** The installed add-ons, into the catalogue before a test file reads it (installed/index.ts). */
const INSTALLED = 'installed/index.ts';

/**
 * A test of the packages or the web: vitest's 5 s is too short for one reading the whole source (money.guard)
 * while the browser suite runs beside it (npm test runs both at once).
 */
const UNIT_TIMEOUT = 30_000;

/** The server's and the add-ons' tests: API tests on PGlite and on PostgreSQL, with their templates made once. */
const SERVER = {
  include: [
    'packages/framework/server/**/*.test.ts',
    'server/src/**/*.test.ts',
    'server/test/**/*.test.ts',
    'addons/*/server/**/*.test.ts',
    'addon-libs/*/server/**/*.test.ts',
  ],
  globalSetup: ['server/test/global-setup.ts'],
  // The console the framework's test harness starts (a file that mocks a module gives its own).
  setupFiles: [CATALOGUES, INSTALLED, 'server/test/console.setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};
/** The server's test files that mock a module (`vi.mock`). */
const MOCKING = ['server/test/addon-kit.test.ts'];

export default defineConfig({
  test: {
    // One test file per core, and never fewer than two: the API tests spend much of their time waiting on
    // PostgreSQL (another process), so on a 2-core machine two files at once take half the time of vitest's
    // default there (cores - 1 = one): 11 minutes instead of 22 for the whole suite.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'protocol',
          include: ['packages/protocol/src/**/*.test.ts'],
          setupFiles: [CATALOGUES, INSTALLED],
          testTimeout: UNIT_TIMEOUT,
        },
      },
      {
        test: {
          name: 'catalog',
          include: ['packages/catalog/src/**/*.test.ts'],
          setupFiles: [CATALOGUES, INSTALLED],
          testTimeout: UNIT_TIMEOUT,
        },
      },
      {
        test: {
          ...SERVER,
          name: 'server',
          exclude: [...configDefaults.exclude, ...MOCKING],
          // The server's files share their worker's modules instead of importing the whole server afresh each
          // (1.3 s a file: 265 s of the suite's imports against 41 s): the whole suite took 13 min 21 s isolated
          // and 10 min 50 s so, in one sitting. A test file starts its own app on its own database
          // (server/test/helpers.ts), so what a test sees is not kept in a module from one file to the next.
          isolate: false,
        },
      },
      // A file that replaces a module (`vi.mock`) needs modules of its own: the others have imported the real one.
      { test: { ...SERVER, name: 'server-mocking', include: MOCKING, setupFiles: [CATALOGUES] } },
      {
        // As in the browser build (web/vite.config.ts): the web runs the protocol with an inert zod.
        resolve: {
          alias: [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('packages/framework/web/lib/inertZod.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'web',
          setupFiles: [CATALOGUES, INSTALLED],
          testTimeout: UNIT_TIMEOUT,
          include: [
            'packages/framework/web/**/*.test.{ts,tsx}',
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
