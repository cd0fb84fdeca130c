import { provideTestConsole } from '@yanye/framework/testing';
import { DEMO_PASSWORD } from '../src/demo/stores';
import { CONSOLE_MIGRATIONS } from '../src/paths';

// The console the framework's test harness starts (`startApp`), for the server's and the add-ons' tests alike. The
// app and the seed are imported when first started, not here: a test file that replaces a module (`vi.mock` of
// the installed add-ons) has declared it by then.
provideTestConsole({
  buildApp: async (o) => (await import('../src/app')).buildApp(o),
  seedDemo: async (db) => (await import('../src/demo/demo')).seedDemo(db),
  migrations: CONSOLE_MIGRATIONS,
  demoPassword: DEMO_PASSWORD,
});
