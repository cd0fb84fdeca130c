import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './demo/demo';
import { releaseDeadExportTasks } from './engine/export-worker';
import { createFileStore } from './platform/files/file-store';

const started = performance.now();
const config = loadConfig();
let released: { queued: number; failed: number; error?: unknown } = { queued: 0, failed: 0 };
const database = await openDatabase({
  url: config.DATABASE_URL,
  appUrl: config.APP_DATABASE_URL,
  dataDir: config.DATA_DIR,
  afterMigrate: async (owner) => {
    if (config.SEED === 'demo') await seedDemo(owner, createFileStore(config));
    // A process of this host that was killed while it wrote an export: its task is queued again now, not when its
    // lease lapses (docs/engine.md, "Crashes").
    released = await releaseDeadExportTasks(owner, { config }, Math.floor(Date.now() / 1000)).catch(
      (error: unknown) => ({ queued: 0, failed: 0, error }),
    );
  },
});
const app = await buildApp({ config, database });
if ('error' in released)
  app.log.error({ err: released.error }, 'export tasks of a stopped process not checked');
else if (released.queued + released.failed > 0)
  app.log.warn(released, 'export tasks of a stopped process taken back');
app.addHook('onClose', () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: database.kind, ms: Math.round(performance.now() - started) },
  `console ready on http://localhost:${config.PORT}`,
);
