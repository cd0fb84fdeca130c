import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { suppliers } from '@yanye/framework/server';
import { formatDate } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySnapshot, demoSnapshotFor, makeDemoSnapshot, type SnapshotMeta } from './snapshot';

/**
 * The build's demo snapshot: made once (here with a one-store seed, not the whole demo), taken by a first start
 * only when it fits, and a working database once copied into a data folder.
 */
describe('the demo snapshot', () => {
  const root = mkdtempSync(join(tmpdir(), 'yanye-snapshot-'));
  const dir = join(root, 'snapshot');
  const zone = 'Asia/Shanghai';
  let meta: SnapshotMeta;
  const now = () => Math.floor(Date.now() / 1000);
  const choose = (over: Partial<Parameters<typeof demoSnapshotFor>[0]> = {}) =>
    demoSnapshotFor(
      { dataDir: join(root, 'empty'), timeZone: zone, sealKeyFromEnv: false, now: now(), ...over },
      dir,
    );

  beforeAll(async () => {
    meta = await makeDemoSnapshot(
      async (owner) => {
        await owner
          .insert(suppliers)
          .values({ loginName: 'snap', storeName: '快照商行', industryType: 'salt' });
      },
      zone,
      dir,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('says what it holds and when it was made', () => {
    expect(meta.stores).toBe(1);
    expect(meta.rows).toBeGreaterThanOrEqual(1);
    expect(meta.day).toBe(formatDate(meta.madeAt, zone));
    expect(JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))).toEqual(meta);
  });

  it('is taken by a first start today, and copied it opens as a migrated database holding the demo', async () => {
    const dataDir = join(root, 'fresh');
    const choice = choose({ dataDir });
    expect(choice.take).toBe(true);
    if (!choice.take) return;
    // The uploads folder may be made before the database: the copy goes beside it.
    mkdirSync(join(dataDir, 'files'), { recursive: true });
    copySnapshot(choice.folder, dataDir);
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    try {
      const { rows } = await client.query<{ name: string }>('select store_name as name from suppliers');
      expect(rows).toEqual([{ name: '快照商行' }]);
    } finally {
      await client.close();
    }
    expect(choose({ dataDir })).toMatchObject({
      take: false,
      why: 'the data folder holds a database already',
    });
  });

  it('is not taken on another day, by another time zone, in memory, or with a seal key of the store’s own', () => {
    expect(choose({ now: now() + 86_400 })).toMatchObject({
      take: false,
      why: `the snapshot's demo ends on ${meta.day}, not today`,
    });
    expect(choose({ timeZone: 'UTC' }).take).toBe(false);
    expect(choose({ now: meta.madeAt + 3_601 })).toMatchObject({ take: false });
    expect(choose({ dataDir: 'memory://' }).take).toBe(false);
    expect(choose({ sealKeyFromEnv: true })).toMatchObject({
      why: 'ADDON_SECRET_KEY is set',
    });
  });

  it('is not taken when made with other migrations, or when the build has none', () => {
    const other = join(root, 'other-build');
    mkdirSync(other, { recursive: true });
    expect(
      demoSnapshotFor({ dataDir: join(root, 'x'), timeZone: zone, sealKeyFromEnv: false, now: now() }, other),
    ).toMatchObject({ why: 'no snapshot in this build' });
    writeFileSync(join(other, 'meta.json'), JSON.stringify({ ...meta, stamp: 'prepared 0' }));
    expect(
      demoSnapshotFor({ dataDir: join(root, 'x'), timeZone: zone, sealKeyFromEnv: false, now: now() }, other),
    ).toMatchObject({ why: 'the snapshot has other migrations' });
  });
});
