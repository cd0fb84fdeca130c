import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './demo/demo';
import { releaseDeadExportTasks } from './engine/export-worker';
import { warmSheetReaders } from './engine/import-sheet';
import { createFileStore } from './platform/files/file-store';

// Milliseconds since the process started, at the end of each phase of the start (logged when ready): the
// modules are loaded by the time this line runs.
const phases: Record<string, number> = { modules: Math.round(performance.now()) };
const config = loadConfig();
let released: { queued: number; failed: number; error?: unknown } = { queued: 0, failed: 0 };
const database = await openDatabase({
  url: config.DATABASE_URL,
  appUrl: config.APP_DATABASE_URL,
  dataDir: config.DATA_DIR,
  afterMigrate: async (owner) => {
    phases.migrated = Math.round(performance.now());
    if (config.SEED === 'demo') await seedDemo(owner, createFileStore(config));
    phases.seeded = Math.round(performance.now());
    // A process of this host that was killed while it wrote an export: its task is queued again now, not when its
    // lease lapses (docs/engine.md, "Crashes").
    released = await releaseDeadExportTasks(owner, { config }, Math.floor(Date.now() / 1000)).catch(
      (error: unknown) => ({ queued: 0, failed: 0, error }),
    );
  },
});
phases.database = Math.round(performance.now());
const app = await buildApp({ config, database });
phases.app = Math.round(performance.now());
if ('error' in released)
  app.log.error({ err: released.error }, 'export tasks of a stopped process not checked');
else if (released.queued + released.failed > 0)
  app.log.warn(released, 'export tasks of a stopped process taken back');
// The database closes after the app has: its requests answered and its workers stopped (an onClose hook of its
// own would run before theirs, and a worker's last tick would find the pool ended).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
phases.listen = Math.round(performance.now());
// Once the console answers: the sheet reader an import would otherwise wait for.
warmSheetReaders();
app.log.info(
  { database: database.kind, ms: phases.listen, phases },
  `console ready on http://localhost:${config.PORT}`,
);
