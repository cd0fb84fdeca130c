import { formatDate, walletLogs, walletMismatches, wallets, withStore } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from './rules';
import { signinRecords } from './tables';

/**
 * Daily check-in through HTTP: a day's points once per member and day (retried and raced), streaks
 * and their bonuses over the cycle, the make-up rules, settings taking effect at once, the ledger agreeing with
 * every balance, and the calls refused while the add-on is uninstalled.
 */

const API = '/v1/addons/signin/';
const CHECK_IN = `${API}SigninCheckIn`;
const MEMBER = `${API}SigninMember`;
const MAKE_UP = `${API}SigninMakeUp`;
const DAY = 86_400;

interface Day {
  id: number;
  member_id: number;
  day: string;
  points: number;
  bonus: number;
  streak: number;
  makeup: number;
  cost: number;
  balance: number;
}

const RULES = { points: 5, cycle: 7, makeup: true, makeup_days: 3, makeup_cost: 10 };

describe.each(DB_KINDS)('daily check-in on %s', (kind) => {
  const app = suiteApp(kind);
  let store: number;
  let phones = 0;
  beforeAll(async () => {
    store = Number(app.salt.suid);
    await setRules({});
  });

  /** Moves the server clock on, signing in again: an access token lives a couple of hours. */
  async function later(seconds: number): Promise<void> {
    app.t.clock.now += seconds;
    app.salt = await signedIn(app.t, 'salt_admin');
  }

  const today = () => formatDate(app.t.clock.now, app.t.config.TIME_ZONE);

  async function setRules(changes: Partial<typeof RULES>): Promise<void> {
    okData(
      await app.salt.post('/v1/addons/SetupSave', { key: 'signin', values: { ...RULES, ...changes } }),
      'rules',
    );
  }

  /** A member of the store made now, with no points and no check-ins. */
  async function newMember(): Promise<number> {
    phones++;
    const made = await app.salt.post<{ id: number }>('/v1/seller/member/MemberSave', {
      nick_name: `签到测试${phones}`,
      phone: `1370000${String(phones).padStart(4, '0')}`,
      level: 1,
      status: 1,
    });
    return okData(made, 'member').id;
  }

  const checkIn = (member: number, c = app.salt) => c.post<Day>(CHECK_IN, { member_id: member });
  const makeUp = (member: number, day: string) => app.salt.post<Day>(MAKE_UP, { member_id: member, day });

  /** A member's days as stored, oldest first. */
  const daysOf = (member: number) =>
    withStore(app.t.database.db, store, (db) =>
      db
        .select({ day: signinRecords.day, streak: signinRecords.streak, bonus: signinRecords.bonus })
        .from(signinRecords)
        .where(eq(signinRecords.memberId, member))
        .orderBy(signinRecords.day),
    );

  /** A member's ledger rows of the sign-in, by key. */
  const ledgerOf = (member: number) =>
    withStore(app.t.database.db, store, (db) =>
      db
        .select({ key: walletLogs.bizKey, amount: walletLogs.amount, event: walletLogs.event })
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, member), like(walletLogs.bizKey, 'signin%')))
        .orderBy(walletLogs.seq),
    );

  /** The member's points, and what its ledger rows add up to. */
  const pointsOf = (member: number) =>
    withStore(app.t.database.db, store, async (db) => {
      const [w] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.memberId, member), eq(wallets.kind, 'score')));
      const [s] = await db
        .select({ sum: sql<string>`coalesce(sum(${walletLogs.amount}), 0)::text` })
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, member), eq(walletLogs.kind, 'score')));
      return { balance: w?.balance ?? 0, sum: Number(s?.sum ?? 0) };
    });

  it('refuses a make-up of a day before the member joined', async () => {
    const m = await newMember();
    const r = await makeUp(m, addDays(today(), -1));
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('才注册');
    expect(await daysOf(m)).toEqual([]);
  });

  it("books a day's points once: a retry is refused and changes nothing", async () => {
    const m = await newMember();
    const fresh = okData(
      await app.salt.get<Record<string, unknown>>(MEMBER, { member_id: m }),
      'member view',
    );
    // Joined today: nothing to make up, nothing checked in.
    expect(fresh).toMatchObject({
      checked_today: 0,
      streak: 0,
      balance: 0,
      days: [],
      makeable: [],
      active: 1,
    });
    const first = okData(await checkIn(m), 'check in');
    expect(first).toMatchObject({ member_id: m, day: today(), points: 5, bonus: 0, streak: 1, makeup: 0 });
    expect(first.balance).toBe(5);
    const again = await checkIn(m, app.salt);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain(today());
    expect(await ledgerOf(m)).toEqual([{ key: `signin:${m}:${today()}`, amount: 5, event: 'signin_earn' }]);
    expect(await daysOf(m)).toHaveLength(1);
    // The list shows it, with the member's name, and totals it.
    const rows = okData(
      await app.salt.get<Record<string, unknown>[]>(`${API}SigninRecordManage`, { member_phone: '1370000' }),
      'list',
    );
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      member_name: `签到测试${phones}`,
      earned: 5,
    });
  });

  it('counts a streak day by day and gives each bonus on its day of the cycle', async () => {
    const m = await newMember();
    const got: Pick<Day, 'streak' | 'bonus' | 'points'>[] = [];
    for (let d = 0; d < 12; d++) {
      if (d > 0) await later(DAY);
      const day = okData(await checkIn(m), `day ${d + 1}`);
      got.push({ streak: day.streak, bonus: day.bonus, points: day.points });
    }
    // Day 5 +10 and day 7 +20 (the store's bonuses); a cycle of 7 starts over on day 8, so day 12 is its day 5.
    expect(got.map((d) => d.streak)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(got.map((d) => d.bonus)).toEqual([0, 0, 0, 0, 10, 0, 20, 0, 0, 0, 0, 10]);
    expect((await pointsOf(m)).balance).toBe(12 * 5 + 10 + 20 + 10);
    // A day missed starts the streak again.
    await later(2 * DAY);
    expect(okData(await checkIn(m), 'after a gap')).toMatchObject({ streak: 1, bonus: 0 });
    expect(await pointsOf(m)).toEqual({ balance: 13 * 5 + 40, sum: 13 * 5 + 40 });
  });

  it('makes up a missed day within the window, for its cost, once, joining the streak', async () => {
    const m = await newMember();
    await later(DAY);
    okData(await checkIn(m), 'day 1');
    const missed = addDays(today(), 1);
    await later(2 * DAY);
    expect(okData(await checkIn(m), 'day 3').streak).toBe(1);
    await later(DAY);
    expect(okData(await checkIn(m), 'day 4').streak).toBe(2);
    expect((await pointsOf(m)).balance).toBe(15);

    const made = okData(await makeUp(m, missed), 'make up day 2');
    // Day 2 follows day 1; it earns its points and pays its cost; days 3 and 4 now count on from it.
    expect(made).toMatchObject({ day: missed, makeup: 1, cost: 10, streak: 2, points: 5, bonus: 0 });
    expect(made.balance).toBe(15 - 10 + 5);
    // The desk's view of the member: today checked, the joined streak, and nothing left to make up.
    const view = okData(await app.salt.get<Record<string, unknown>>(MEMBER, { member_id: m }), 'member view');
    expect(view).toMatchObject({ today: today(), checked_today: 1, streak: 4, balance: 10, makeable: [] });
    expect((view.days as Day[]).map((d) => [d.day, d.streak, d.makeup])).toEqual([
      [today(), 4, 0],
      [addDays(today(), -1), 3, 0],
      [missed, 2, 1],
      [addDays(today(), -3), 1, 0],
    ]);
    expect((await daysOf(m)).map((d) => d.streak)).toEqual([1, 2, 3, 4]);
    expect((await daysOf(m)).map((d) => d.bonus)).toEqual([0, 0, 0, 0]);
    expect(await ledgerOf(m)).toContainEqual({
      key: `signin-makeup:${m}:${missed}`,
      amount: -10,
      event: 'signin_makeup',
    });
    // The next check-in continues the joined streak: day 5, and its bonus.
    await later(DAY);
    expect(okData(await checkIn(m), 'day 5')).toMatchObject({ streak: 5, bonus: 10 });

    const held = await ledgerOf(m);
    const refusals: [string, number, string][] = [
      [missed, 409, '已签到'],
      [today(), 409, '直接签到'],
      [addDays(today(), 1), 409, '以后'],
      [addDays(today(), -4), 409, '最近 3 天'],
      ['2026-02-30', 400, '2026-02-30'],
      ['昨天', 400, '昨天'],
    ];
    for (const [day, status, says] of refusals) {
      const r = await makeUp(m, day);
      expect(r.status, day).toBe(status);
      expect(r.body.msg, day).toContain(says);
    }
    expect(await ledgerOf(m)).toEqual(held);
  });

  it('refuses a make-up the member cannot pay for, and leaves nothing', async () => {
    const m = await newMember();
    await later(2 * DAY);
    okData(await checkIn(m), 'today');
    const view = okData(await app.salt.get<Record<string, unknown>>(MEMBER, { member_id: m }), 'member view');
    // The clock is days past the member's joining: the window's three days may be made up, newest first.
    expect(view.makeable).toEqual([1, 2, 3].map((n) => addDays(today(), -n)));
    // 5 points, and a make-up costs 10.
    const r = await makeUp(m, addDays(today(), -1));
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('可用 5');
    expect(await daysOf(m)).toHaveLength(1);
    expect(await ledgerOf(m)).toHaveLength(1);
  });

  it('takes a change of the rules at once', async () => {
    const m = await newMember();
    await later(DAY);
    await setRules({ points: 8, makeup_cost: 0, makeup_days: 5 });
    expect(okData(await checkIn(m), 'check in').points).toBe(8);
    await later(DAY);
    okData(await checkIn(m), 'next day');
    // Free make-ups, five days back.
    await later(5 * DAY);
    const made = okData(await makeUp(m, addDays(today(), -4)), 'free make-up');
    expect(made).toMatchObject({ cost: 0, makeup: 1, streak: 3, points: 8 });
    await setRules({ makeup: false });
    const off = await makeUp(m, addDays(today(), -1));
    expect(off.status).toBe(409);
    expect(off.body.msg).toBe('本店未开启补签');
    await setRules({ cycle: 0 });
    await setRules({});
    expect(await ledgerOf(m)).not.toContainEqual(expect.objectContaining({ event: 'signin_makeup' }));
  });

  it('refuses members it does not know or who are disabled', async () => {
    expect((await checkIn(999_999)).status).toBe(400);
    expect((await app.salt.get(MEMBER, { member_id: 999_999 })).status).toBe(404);
    const m = await newMember();
    okData(await app.salt.post('/v1/seller/member/MemberSave', { id: m, status: 0 }), 'disable');
    const r = await checkIn(m);
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('已停用');
    const bad = await app.salt.post(CHECK_IN, { member_id: 'x' });
    expect(bad.status).toBe(400);
  });

  it('keeps every balance the sum of its ledger rows', async () => {
    const mismatches = await withStore(app.t.database.db, store, (db) => walletMismatches(db));
    expect(mismatches).toEqual([]);
  });

  it('is refused to a store without the add-on, and while uninstalled, keeping its data', async () => {
    const m = await newMember();
    app.grain = await signedIn(app.t, 'grain_admin');
    const theirs = await app.grain.post(CHECK_IN, { member_id: m });
    expect(theirs.status).toBe(403);
    expect(theirs.body.msg).toContain('签到');
    const before = await app.salt.get<unknown[]>(`${API}SigninBonusManage`);
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'signin' }), 'uninstall');
    for (const r of [await checkIn(m), await app.salt.get(`${API}SigninRecordManage`)]) {
      expect(r.status).toBe(403);
      expect(r.body.msg).toContain('签到');
    }
    expect(await daysOf(m)).toEqual([]);
    okData(await app.salt.post('/v1/addons/install', { key: 'signin' }), 'install');
    // A reinstall finds its bonuses as they were, none added.
    expect((await app.salt.get(`${API}SigninBonusManage`)).body.data).toEqual(before.body.data);
    okData(await checkIn(m), 'check in after reinstalling');
  });

  it.runIf(kind === 'postgres')('books one day once when many check-ins race', async () => {
    const m = await newMember();
    const tries = await Promise.all(Array.from({ length: 8 }, () => checkIn(m)));
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await daysOf(m)).toHaveLength(1);
    expect(await ledgerOf(m)).toHaveLength(1);
    expect(await pointsOf(m)).toEqual({ balance: 5, sum: 5 });
  });
});
