// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import {
  answerBackupRequests,
  createFileStore,
  loadConfig,
  localUploadsDir,
  logStream,
  markRunning,
  openDatabase,
  releaseDeadExportTasks,
  startLogger,
  warmSheetReaders,
} from '@yanye/framework/server';
import { buildApp } from './app';
import { seedDemo } from './demo/demo';
import { drawDemoPictures } from './demo/pictures';
import { PLATFORM_STORE } from './demo/platform';
import { copySnapshot, demoSnapshotFor } from './demo/snapshot';
import { DEMO_PASSWORD, DEMO_STORES } from './demo/stores';
import { CONSOLE_MIGRATIONS, consoleStamp } from './paths';

// Milliseconds since the process started, at the end of each phase of the start (logged when ready): the
// modules are loaded by the time this line runs.
const phases: Record<string, number> = { modules: Math.round(performance.now()) };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const config = loadConfig();
const stream = await logStream(config);
const log = startLogger(config, stream);
const files = createFileStore(config);

log.info(
  config.DATABASE_URL
    ? 'opening the database (PostgreSQL, DATABASE_URL)'
    : `opening the database (embedded PGlite in ${config.DATA_DIR})`,
);
// A first start on the embedded database with the demo loads the build's demo snapshot when it fits
// (demo/snapshot.ts); otherwise the demo is seeded below, store by store.
const snapshot =
  config.SEED === 'demo' && !config.DATABASE_URL
    ? demoSnapshotFor({
        dataDir: config.DATA_DIR,
        timeZone: config.TIME_ZONE,
        sealKeyFromEnv: config.ADDON_SECRET_KEY !== undefined,
        now: Math.floor(Date.now() / 1000),
      })
    : undefined;
if (snapshot?.take) {
  log.info(
    `restoring the demo stores from the build's snapshot (${snapshot.meta.stores} stores, ${snapshot.meta.rows.toLocaleString('en')} rows)`,
  );
  copySnapshot(snapshot.folder, config.DATA_DIR);
}
let seeded = false;
let released: { queued: number; failed: number; error?: unknown } = { queued: 0, failed: 0 };
const database = await openDatabase({
  url: config.DATABASE_URL,
  appUrl: config.APP_DATABASE_URL,
  dataDir: config.DATA_DIR,
  migrations: CONSOLE_MIGRATIONS,
  onMigrate: () => log.info('migrating the database to this version'),
  onWaiting: (reason) =>
    log.warn(`waiting for the database to take connections (${reason}); trying every second for a minute`),
  afterMigrate: async (owner) => {
    phases.migrated = Math.round(performance.now());
    if (config.SEED === 'demo') {
      await seedDemo(owner, files, (store, done, of) => {
        if (done === 0 && snapshot && !snapshot.take)
          log.info(`seeding the demo stores, about 20 s (the build's snapshot is not used: ${snapshot.why})`);
        log.info(`seeding the demo stores: ${done + 1} of ${of}, ${store}`);
        seeded = true;
      });
    }
    phases.seeded = Math.round(performance.now());
    // A process of this host that was killed while it wrote an export: its task is queued again now, not when its
    // lease lapses (docs/engine.md, "Crashes").
    released = await releaseDeadExportTasks(owner, { config }, Math.floor(Date.now() / 1000)).catch(
      (error: unknown) => ({ queued: 0, failed: 0, error }),
    );
  },
});
// On PGlite the database is this process's alone: `npm run backup` asks it (platform/backup.ts).
if (database.dump) {
  const dump = database.dump;
  const unmark = markRunning(config.DATA_DIR);
  process.once('exit', unmark);
  answerBackupRequests(
    config.DATA_DIR,
    { kind: 'pglite', dump },
    localUploadsDir(config),
    consoleStamp(),
    log,
  );
}
// The snapshot holds the database; the demo's pictures are files, drawn now.
if (snapshot?.take) {
  await drawDemoPictures(files);
  seeded = true;
}
phases.database = Math.round(performance.now());
const app = await buildApp({ config, database, ...(stream ? { logStream: stream } : {}) });
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
const url = `http://localhost:${config.PORT}`;
log.info(
  { database: database.kind, ms: phases.listen, phases },
  `console ready on ${url} (started in ${seconds(phases.listen)})`,
);
if (seeded) {
  const accounts = [
    ...DEMO_STORES.map((s) => `${s.admin} (${s.storeName}, store account ${s.loginName})`),
    `${PLATFORM_STORE.admin} (the platform, store account ${PLATFORM_STORE.loginName})`,
  ];
  log.info(`demo accounts, password ${DEMO_PASSWORD}: ${accounts.join('; ')}`);
}
