import {
  CAMPAIGN_STATES,
  type CampaignState,
  campaignSql,
  campaignStateAt,
  defineCampaign,
  flowEvents,
  type StoreDb,
  withStore,
} from '@yanye/framework/server';
import { DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flashsales } from '../../addons/flashsale/server/tables';

/**
 * The timed-campaign facility on its own: the state at a time, the same in SQL, and the clock's sweep, which moves
 * each due campaign once and writes each move to its history once, however often and however concurrently it
 * runs. It is declared here over the flash sale's table (any campaign table would do) under an entity of its own,
 * in a store that has no flash sales of its own, so nothing else moves its rows or reads its history.
 */

const ENTITY = 'CampaignTest';
const HOUR = 3_600;
const DAY = 86_400;

type Session = typeof flashsales.$inferSelect;

describe('campaignStateAt', () => {
  const at = (status: CampaignState, startAt: number, endAt: number, now: number) =>
    campaignStateAt({ status, startAt, endAt }, now);

  it('runs a published campaign from its start to its end, to the second, and leaves the others as stored', () => {
    expect(at('scheduled', 100, 200, 99)).toBe('scheduled');
    expect(at('scheduled', 100, 200, 100)).toBe('running');
    expect(at('scheduled', 100, 200, 199)).toBe('running');
    expect(at('scheduled', 100, 200, 200)).toBe('ended');
    expect(at('running', 100, 200, 200)).toBe('ended');
    // A move written is kept: the clock never moves a campaign back.
    expect(at('running', 100, 200, 50)).toBe('running');
    for (const status of ['draft', 'ended', 'stopped'] as const)
      expect(at(status, 100, 200, 500)).toBe(status);
  });
});

describe.each(DB_KINDS)('the campaign clock on %s', (kind) => {
  let t: TestApp;
  let store: number;
  let seq = 0;
  /** The ids the end hook was called with, in order. */
  const endings: number[] = [];

  const sessions = defineCampaign({
    entity: ENTITY,
    table: flashsales,
    stoppedAt: flashsales.stoppedAt,
    publishedAt: flashsales.publishedAt,
    async onEnd(_db, row, now) {
      endings.push(row.id);
      return { set: { remark: `closed at ${now}` }, data: { closed: row.title } };
    },
  });

  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);

  beforeAll(async () => {
    t = await startApp(kind);
    // 丰谷粮油 has no flash sales: every session of its store is one of these tests'.
    store = Number((await signedIn(t, 'grain_admin')).suid);
  });
  afterAll(() => t?.close());
  // Each test starts from a store without sessions (their history stays, under ids never given again).
  afterEach(() => inStore((db) => db.delete(flashsales)));

  /** A session `start` and `end` seconds from `base`, published `published` seconds from it unless a draft. */
  async function session(
    base: number,
    status: CampaignState,
    start: number,
    end: number,
    published = -DAY,
  ): Promise<Session> {
    const [row] = await inStore((db) =>
      db
        .insert(flashsales)
        .values({
          title: `活动${++seq}`,
          startAt: base + start,
          endAt: base + end,
          status,
          publishedAt: status === 'draft' ? null : base + published,
          ...(status === 'stopped' ? { stopReason: '测试停止', stoppedAt: base } : {}),
          createdAt: base - 2 * DAY,
          updatedAt: base - 2 * DAY,
        })
        .returning(),
    );
    return row!;
  }

  const history = (ids: readonly number[]) =>
    inStore((db) =>
      db
        .select({
          id: flowEvents.recordId,
          step: flowEvents.step,
          from: flowEvents.fromState,
          to: flowEvents.toState,
          data: flowEvents.data,
          by: flowEvents.accountId,
          at: flowEvents.createdAt,
        })
        .from(flowEvents)
        .where(and(eq(flowEvents.entity, ENTITY), inArray(flowEvents.recordId, [...ids])))
        .orderBy(asc(flowEvents.id)),
    );

  const stored = (ids: readonly number[]) =>
    inStore((db) =>
      db
        .select()
        .from(flashsales)
        .where(inArray(flashsales.id, [...ids])),
    );

  it('derives in SQL the state campaignStateAt gives, with exactly one state filter matching each row', async () => {
    const now = Math.floor(Date.now() / 1000) + 30 * DAY;
    const spans: [number, number][] = [
      [-20, -10],
      [-10, 10],
      [10, 20],
      [0, 10],
      [-10, 0],
    ];
    const rows: Session[] = [];
    for (const status of CAMPAIGN_STATES)
      for (const [start, end] of spans) rows.push(await session(now, status, start, end));
    const at = campaignSql(flashsales, sql`${now}::bigint`);
    const listed = await inStore((db) =>
      db
        .select({
          id: flashsales.id,
          state: at.state,
          ...Object.fromEntries(CAMPAIGN_STATES.map((s) => [s, sql<boolean>`${at.where[s]}`])),
        })
        .from(flashsales)
        .where(
          inArray(
            flashsales.id,
            rows.map((r) => r.id),
          ),
        ),
    );
    expect(listed).toHaveLength(rows.length);
    for (const row of rows) {
      const got = listed.find((l) => l.id === row.id) as Record<string, unknown>;
      const want = campaignStateAt(row, now);
      const what = `${row.status} ${row.startAt - now}..${row.endAt - now}`;
      expect(got.state, what).toBe(want);
      expect(
        CAMPAIGN_STATES.filter((s) => got[s] === true),
        what,
      ).toEqual([want]);
    }
  });

  it('moves what is due, once, writing each move to the history by nobody at the time the clock made it', async () => {
    const now = Math.floor(Date.now() / 1000) + 60 * DAY;
    const starting = await session(now, 'scheduled', -HOUR, HOUR);
    // Published after its start: it ran from its publishing.
    const late = await session(now, 'scheduled', -2 * HOUR, HOUR, -HOUR);
    const through = await session(now, 'scheduled', -3 * HOUR, -HOUR);
    const ending = await session(now, 'running', -3 * HOUR, 0);
    const waiting = await session(now, 'scheduled', HOUR, 2 * HOUR);
    const draft = await session(now, 'draft', -3 * HOUR, -HOUR);
    const stopped = await session(now, 'stopped', -3 * HOUR, -HOUR);
    const mine = [starting, late, through, ending, waiting, draft, stopped].map((s) => s.id);
    endings.length = 0;

    const first = await inStore((db) => sessions.sweep(db, now));
    expect([...first.started].sort()).toEqual([starting.id, late.id, through.id].sort());
    expect([...first.ended].sort()).toEqual([through.id, ending.id].sort());
    expect(first.moved).toBe(4);
    const again = await inStore((db) => sessions.sweep(db, now));
    expect(again).toEqual({ started: [], ended: [], moved: 0 });
    expect([...endings].sort()).toEqual([through.id, ending.id].sort());

    const after = new Map((await stored(mine)).map((s) => [s.id, s]));
    expect(after.get(starting.id)).toMatchObject({ status: 'running', updatedAt: now });
    expect(after.get(late.id)!.status).toBe('running');
    expect(after.get(through.id)).toMatchObject({ status: 'ended', remark: `closed at ${now}` });
    expect(after.get(ending.id)).toMatchObject({ status: 'ended', remark: `closed at ${now}` });
    for (const s of [waiting, draft, stopped]) expect(after.get(s.id)).toEqual(s);

    const events = await history(mine);
    const start = { step: 'start', from: 'scheduled', to: 'running', by: null, data: {} };
    const end = (s: Session) => ({
      step: 'end',
      from: 'running',
      to: 'ended',
      by: null,
      at: s.endAt,
      data: { closed: s.title },
    });
    expect(events.filter((e) => e.id === starting.id)).toEqual([
      { id: starting.id, ...start, at: starting.startAt },
    ]);
    expect(events.filter((e) => e.id === late.id)).toEqual([{ id: late.id, ...start, at: late.publishedAt }]);
    expect(events.filter((e) => e.id === through.id)).toEqual([
      { id: through.id, ...start, at: through.startAt },
      { id: through.id, ...end(through) },
    ]);
    expect(events.filter((e) => e.id === ending.id)).toEqual([{ id: ending.id, ...end(ending) }]);
    expect(events).toHaveLength(5);

    // A campaign caught up by a request (a step, a join) moves the same way, and the sweep then finds nothing.
    const touched = await session(now, 'scheduled', -HOUR, HOUR);
    const caught = await inStore(async (db) => {
      const [locked] = await db.select().from(flashsales).where(eq(flashsales.id, touched.id)).for('update');
      return sessions.catchUp(db, locked!, now);
    });
    expect(caught).toMatchObject({ id: touched.id, status: 'running' });
    expect(await inStore((db) => sessions.catchUp(db, caught, now))).toEqual(caught);
    expect((await inStore((db) => sessions.sweep(db, now))).moved).toBe(0);
    expect(await history([touched.id])).toHaveLength(1);
  });

  it('takes at most a batch a run, the earliest ends first, and the next run the rest', async () => {
    const now = Math.floor(Date.now() / 1000) + 90 * DAY;
    const due = [];
    for (let i = 0; i < 5; i++) due.push(await session(now, 'running', -DAY, -i * 60));
    const moves = [];
    for (let run = 0; run < 3; run++) moves.push(await inStore((db) => sessions.sweep(db, now, 2)));
    expect(moves.map((m) => m.ended)).toEqual([
      [due[4]!.id, due[3]!.id],
      [due[2]!.id, due[1]!.id],
      [due[0]!.id],
    ]);
    expect(await history(due.map((s) => s.id))).toHaveLength(5);
  });

  it.runIf(kind === 'postgres')(
    'moves each campaign once when sweeps and requests race, each move in the history once',
    async () => {
      const now = Math.floor(Date.now() / 1000) + 120 * DAY;
      const starting: Session[] = [];
      const ending: Session[] = [];
      for (let i = 0; i < 12; i++) {
        starting.push(await session(now, 'scheduled', -HOUR - i, DAY));
        ending.push(await session(now, i % 2 ? 'running' : 'scheduled', -DAY, -i));
      }
      const ids = [...starting, ...ending].map((s) => s.id);
      endings.length = 0;
      // Four sweeps at once, and beside them requests catching up the same rows under their locks.
      const request = (s: Session) =>
        inStore(async (db) => {
          const [locked] = await db.select().from(flashsales).where(eq(flashsales.id, s.id)).for('update');
          await sessions.catchUp(db, locked!, now);
        });
      const runs = await Promise.all([
        ...Array.from({ length: 4 }, () => inStore((db) => sessions.sweep(db, now))),
        ...[...starting.slice(0, 4), ...ending.slice(0, 4)].map(async (s) => {
          await request(s);
          return { started: [], ended: [], moved: 0 };
        }),
      ]);
      // And twice more after: nothing is left to move.
      const later = await Promise.all([
        inStore((db) => sessions.sweep(db, now)),
        inStore((db) => sessions.sweep(db, now)),
      ]);
      expect(later.map((m) => m.moved)).toEqual([0, 0]);

      const started = runs.flatMap((r) => r.started);
      const ended = runs.flatMap((r) => r.ended);
      // What the sweeps moved, each once; the requests moved the rest.
      expect(new Set(started).size).toBe(started.length);
      expect(new Set(ended).size).toBe(ended.length);
      for (const s of await stored(ids)) {
        const want = ending.some((e) => e.id === s.id) ? 'ended' : 'running';
        expect(s.status, `session ${s.id}`).toBe(want);
      }
      const events = await history(ids);
      for (const s of starting)
        expect(events.filter((e) => e.id === s.id).map((e) => e.step)).toEqual(['start']);
      for (const s of ending) {
        const steps = s.status === 'scheduled' ? ['start', 'end'] : ['end'];
        expect(events.filter((e) => e.id === s.id).map((e) => e.step)).toEqual(steps);
      }
      expect([...endings].sort()).toEqual(ending.map((s) => s.id).sort());
    },
  );

  it.runIf(kind === 'postgres')(
    'writes a start once when requests holding the same stale row race: the guarded update is the wall',
    async () => {
      const now = Math.floor(Date.now() / 1000) + 150 * DAY;
      const s = await session(now, 'scheduled', -HOUR, DAY);
      // Each read the row before any moved it, and catches up without its lock.
      const moved = await Promise.all(
        Array.from({ length: 6 }, () => inStore((db) => sessions.catchUp(db, s, now))),
      );
      expect(moved.every((m) => m.status === 'running' || m === s)).toBe(true);
      expect((await stored([s.id]))[0]!.status).toBe('running');
      expect((await history([s.id])).map((e) => e.step)).toEqual(['start']);
    },
  );
});
