// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { loadConfig } from '@yanye/framework/server';
import { seedDemo } from '../demo/demo';
import { makeDemoSnapshot, SNAPSHOT_DIR } from '../demo/snapshot';

/**
 * `npm run build`'s last step: the demo seeded into a PGlite database and dumped beside the bundle, for a first
 * start in seconds (demo/snapshot.ts). Its add-on secrets are sealed with a key made now, kept in the snapshot;
 * a start with ADDON_SECRET_KEY set seeds afresh instead.
 */
delete process.env.ADDON_SECRET_KEY;
const started = performance.now();
const meta = await makeDemoSnapshot((owner) => seedDemo(owner), loadConfig().TIME_ZONE);
const ms = Math.round(performance.now() - started);
console.log(
  `demo snapshot: ${meta.stores} stores, ${meta.rows.toLocaleString('en')} rows, seeded ${meta.day} in ${(ms / 1000).toFixed(1)} s -> ${SNAPSHOT_DIR}`,
);
