import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './demo/demo';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  appUrl: config.APP_DATABASE_URL,
  dataDir: config.DATA_DIR,
  afterMigrate: config.SEED === 'demo' ? seedDemo : undefined,
});
const app = await buildApp({ config, database });
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
