import { docDay, loadConfig, orders, withStore } from '@yanye/framework/server';
import { Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { DEFAULT_TIME_ZONE } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One clock, the store's (docs/business-rules.md, "One clock"): the server says the store's zone to the browser,
 * which reads every time by it; a zone it does not know stops the start; the demo's documents are dated on the
 * store's day, not the seeding machine's.
 */

const CONFIG = '/v1/public/config/GetServerConfig';

describe.each(DB_KINDS)("the store's clock on %s", (kind) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([
      startApp(kind),
      startApp(kind, { env: { TIME_ZONE: 'America/New_York' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
  });

  it("says the store's zone with the server's clock, for the browser to read every time by", async () => {
    const said = await new Client(t).get<{ server_time: number; time_zone: string }>(CONFIG);
    expect(said.body.data).toMatchObject({ server_time: t.clock.now, time_zone: DEFAULT_TIME_ZONE });
    const told = await new Client(other).get<{ time_zone: string }>(CONFIG);
    expect(told.body.data).toMatchObject({ time_zone: 'America/New_York' });
  });

  it('stops the start on a zone it does not know', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Asia/Atlantis' })).toThrow(/TIME_ZONE: must be a time zone/);
    expect(loadConfig({}).TIME_ZONE).toBe(DEFAULT_TIME_ZONE);
    expect(loadConfig({ TIME_ZONE: ' Europe/Berlin ' }).TIME_ZONE).toBe('Europe/Berlin');
  });

  it("counts an applicant's age by the store's year: on its New Year's Day, the new year", async () => {
    const held = t.clock.now;
    // 2027-01-01 04:00 in Shanghai, still 2026 by UTC: born 2011, the applicant is 16, old enough.
    t.clock.now = Date.UTC(2026, 11, 31, 20) / 1000;
    try {
      const salt = await signedIn(t, 'salt_admin');
      const saved = await salt.post<{ id: number }>('/v1/seller/job/ResumeSave', {
        name: '元旦应聘者',
        gender: 'female',
        phone: '15900009901',
        birth_year: 2011,
        education: 'high',
        source: 'walk_in',
      });
      expect(saved.body.status, saved.body.msg).toBe(true);
    } finally {
      t.clock.now = held;
    }
  });

  it("numbers the demo's orders by the store's day they were made on", async () => {
    const salt = await signedIn(t, 'salt_admin');
    const made = await withStore(t.database.db, Number(salt.suid), (db) =>
      db.select({ no: orders.orderSn, at: orders.createdAt }).from(orders),
    );
    expect(made.length).toBeGreaterThan(100);
    for (const o of made) expect(o.no.slice(0, 8), o.no).toBe(docDay(o.at, DEFAULT_TIME_ZONE));
  });
});
