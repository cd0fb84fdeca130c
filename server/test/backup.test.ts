import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BackupSource,
  rawRows,
  readManifest,
  restoreBackup,
  walletMismatches,
  withStore,
  writeBackup,
} from '@yanye/framework/server';
import {
  BOTH_DB_KINDS,
  type Client,
  createPlace,
  type DbPlace,
  signedIn,
  startAppAt,
  type TestApp,
} from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleStamp } from '../src/paths';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';

/**
 * A backup brings a store back whole (docs/operations.md, "Backups"): its documents, its ledgers and its uploads,
 * written from a running console and restored into an empty database and folder.
 */

/** Each store's records of every kind a merchant would miss, as the store reads them. */
const TABLES = ['accounts', 'orders', 'purchases', 'stock_logs', 'wallets', 'wallet_logs', 'uploads'];

async function recordsOf(t: TestApp): Promise<Record<string, number>[]> {
  const out: Record<string, number>[] = [];
  for (const store of [1, 2, 3, 4]) {
    const counted = await withStore(t.database.db, store, async (db) => {
      const row: Record<string, number> = { store };
      for (const table of TABLES) {
        const [r] = await rawRows<{ n: number }>(db.tx, sql.raw(`select count(*)::int as n from ${table}`));
        row[table] = r!.n;
      }
      expect(await walletMismatches(db), `wallets of store ${store}`).toEqual([]);
      expect(await ledgerMismatches(db), `stock of store ${store}`).toEqual([]);
      return row;
    });
    out.push(counted);
  }
  return out;
}

/** An empty place of the same kind to restore into: a new PGlite folder, or a new PostgreSQL database. */
async function emptyPlace(
  kind: DbPlace['kind'],
): Promise<DbPlace & { target: Parameters<typeof restoreBackup>[0]['target'] }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'yanye-restored-'));
    return {
      kind,
      url: undefined,
      dataDir: dir,
      template: undefined,
      target: { kind, dataDir: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `yanye_restored_${randomBytes(6).toString('hex')}`;
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    dataDir: 'memory://',
    template: undefined,
    target: { kind, url: url.toString() },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

describe.each(BOTH_DB_KINDS)('a backup and its restore on %s', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'yanye-backup-test-'));
  const archive = join(folder, 'backups', 'console.tar.gz');
  const filesBefore = join(folder, 'files-before');
  const filesAfter = join(folder, 'files-after');
  let place: DbPlace;
  let restoredPlace: Awaited<ReturnType<typeof emptyPlace>>;
  let t: TestApp;
  let admin: Client;
  let uploaded: { url: string; size: number };
  const pdf = Buffer.from(
    `%PDF-1.4\n% a delivery note of the backup test\n${randomBytes(512).toString('hex')}\n%%EOF\n`,
  );

  beforeAll(async () => {
    place = await createPlace(kind, true);
    t = await startAppAt(place, { env: { FILES_DIR: filesBefore } });
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(async () => {
    await t?.close();
    await place?.drop();
    await restoredPlace?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is written from a running console: the database, the uploads, and what it holds', async () => {
    const r = await admin.upload<{ url: string; size: number }>(
      API.upload.uploadFile.path,
      '送货单.pdf',
      pdf,
    );
    if (!r.body.status) throw new Error(r.body.msg);
    uploaded = r.body.data;
    const source: BackupSource =
      kind === 'pglite' ? { kind, dump: () => t.database.dump!() } : { kind, url: place.url! };
    const manifest = await writeBackup({
      source,
      uploadsDir: join(filesBefore, 'uploads'),
      out: archive,
      now: 1,
      stamp: consoleStamp(),
    });
    expect(manifest).toMatchObject({ format: 1, database: kind, madeAt: 1 });
    expect(manifest.uploads?.files).toBeGreaterThanOrEqual(1);
    expect(await readManifest(archive)).toEqual(manifest);
  });

  it('restores into an empty database and folder a console that holds every record, ledger and upload', async () => {
    const before = await recordsOf(t);
    restoredPlace = await emptyPlace(kind);
    await restoreBackup({ archive, target: restoredPlace.target, uploadsDir: join(filesAfter, 'uploads') });
    const back = await startAppAt(restoredPlace, { env: { FILES_DIR: filesAfter, SEED: 'none' } });
    try {
      expect(await recordsOf(back)).toEqual(before);
      await signedIn(back, 'salt_admin');
      const file = await back.app.inject({ method: 'GET', url: uploaded.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await back.close();
    }
  });

  it('never writes over a database or uploads already there', async () => {
    await expect(
      restoreBackup({ archive, target: restoredPlace.target, uploadsDir: join(folder, 'elsewhere') }),
    ).rejects.toThrow(/already/);
    const other = await emptyPlace(kind);
    try {
      await expect(
        restoreBackup({ archive, target: other.target, uploadsDir: join(filesAfter, 'uploads') }),
      ).rejects.toThrow(/holds files already/);
    } finally {
      await other.drop();
    }
  });
});
