// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  askRunningConsole,
  type BackupManifest,
  loadConfig,
  localUploadsDir,
  readManifest,
  restoreBackup,
  runningConsole,
  writeBackup,
} from '@yanye/framework/server';
import { consoleStamp } from './paths';

/**
 * `npm run backup [-- <archive>]` and `npm run restore -- <archive>` (docs/operations.md, "Backups"), with the
 * console's own settings (DATABASE_URL, DATA_DIR, FILES_DIR). A backup of a running console on PGlite is written
 * by the console itself; a restore needs it stopped.
 */

const USAGE = `usage: npm run backup [-- <archive.tar.gz>]
       npm run restore -- <archive.tar.gz>`;

function said(m: BackupManifest): string {
  const files = m.uploads
    ? `${m.uploads.files} uploaded files (${(m.uploads.bytes / 1e6).toFixed(1)} MB)`
    : 'uploads in S3';
  return `${m.database} database, ${files}, made ${new Date(m.madeAt * 1000).toISOString()}`;
}

function defaultArchive(): string {
  const at = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join('backups', `yanye-${at}.tar.gz`);
}

async function backup(out: string): Promise<void> {
  const config = loadConfig();
  const uploadsDir = localUploadsDir(config);
  const now = Math.floor(Date.now() / 1000);
  let manifest: BackupManifest;
  if (config.DATABASE_URL) {
    manifest = await writeBackup({
      source: { kind: 'postgres', url: config.DATABASE_URL },
      uploadsDir,
      out,
      now,
      stamp: consoleStamp(),
    });
  } else {
    const pid = runningConsole(config.DATA_DIR);
    if (pid !== undefined) {
      console.log(`the console runs on ${config.DATA_DIR} (process ${pid}): it writes the backup`);
      manifest = await askRunningConsole(config.DATA_DIR, pid, out);
    } else {
      const client = await PGlite.create(config.DATA_DIR, { extensions: { pg_trgm } });
      try {
        manifest = await writeBackup({
          source: { kind: 'pglite', dump: () => client.dumpDataDir('none') },
          uploadsDir,
          out,
          now,
          stamp: consoleStamp(),
        });
      } finally {
        await client.close();
      }
    }
  }
  console.log(`backup written to ${out}: ${said(manifest)}`);
}

async function restore(archive: string): Promise<void> {
  const config = loadConfig();
  const manifest = await readManifest(archive);
  if (!config.DATABASE_URL) {
    const pid = runningConsole(config.DATA_DIR);
    if (pid !== undefined)
      throw new Error(`the console runs on ${config.DATA_DIR} (process ${pid}): stop it first`);
  }
  console.log(`restoring ${archive}: ${said(manifest)}`);
  await restoreBackup({
    archive,
    target: config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
    uploadsDir: localUploadsDir(config),
  });
  console.log(
    `restored into ${config.DATABASE_URL ? 'the database of DATABASE_URL' : config.DATA_DIR}; start the console (npm start): it migrates an older backup forward`,
  );
}

const [command, arg] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(arg ?? defaultArchive());
  else if (command === 'restore' && arg) await restore(arg);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
