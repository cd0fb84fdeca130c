import { ABCBANK_API, formatDate, type LogSentence, operatorLogs, withStore } from '@yanye/addon-kit/server';
import {
  type Client,
  DB_KINDS,
  okData,
  signedIn,
  suiteApp,
  zoneOnAnotherDay,
} from '@yanye/addon-kit/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, collectionOf, dayOf } from './bank';
import { abcbankFinanceLogs } from './tables';

/**
 * The offline-pay store's day (便民支付, pay_admin) on its demo: the finance log's summary of a day is the sum
 * of that day's rows, overall, by branch and by staff member; the list's totals follow its filters; each daily
 * statement sets the bank's count and sum against the store's own log with its differences counted; a
 * difference is resolved with a note (refused without one, in plain words on the field), once however many
 * clerks press at once, written to the operator log, and the day is reconciled when none is open; another store
 * neither sees nor resolves it; and each staff member's collection code names the merchant and the member.
 */

const LOGS = `${ABCBANK_API.financeLog}Manage`;
const RESOLVE = ABCBANK_API.resolve;
const DIFFERENCES = ['amount_differs', 'state_differs', 'missing_in_store', 'missing_in_bank'];

interface Log {
  id: number;
  serial_no: string;
  amount: number;
  state: string;
  staff_no: string;
  staff_name: string;
  branch: string;
  source: string;
  reconcile_state: string;
  statement_amount: number | null;
  statement_state: string | null;
  resolved_at: number;
  resolve_note: string;
}

interface Tally {
  count: number;
  sum: number;
}
interface Takings {
  collected: Tally;
  reversed: Tally;
  out: Tally;
  net: number;
}
interface Summary {
  day: string;
  today: string;
  total: Takings;
  branches: (Takings & { branch: string })[];
  staff: (Takings & { staff_no: string; name: string; branch: string })[];
}
interface Day {
  day: string;
  state: 'waiting' | 'open' | 'reconciled';
  statement: Tally;
  store: Tally;
  gap: number;
  amount_differs: number;
  state_differs: number;
  missing_in_store: number;
  missing_in_bank: number;
  open: number;
  resolved: number;
  resolutions: { serial_no: string; reconcile_state: string; note: string; by: string; at: number }[];
}

/** What a set of rows took, worked out here the plain way, to hold the server's SQL to. */
function takingsOf(rows: readonly Log[]): Takings {
  const pick = (f: (l: Log) => boolean) => {
    const got = rows.filter(f);
    return { count: got.length, sum: got.reduce((s, l) => s + l.amount, 0) };
  };
  return {
    collected: pick((l) => l.amount > 0 && (l.state === 'success' || l.state === 'reversed')),
    reversed: pick((l) => l.amount > 0 && l.state === 'reversed'),
    out: pick((l) => l.amount < 0 && l.state === 'success'),
    net: pick((l) => l.state === 'success').sum,
  };
}

const strip = ({ collected, reversed, out, net }: Takings): Takings => ({ collected, reversed, out, net });

describe.each(DB_KINDS)("the offline-pay store's day on %s", (kind) => {
  const app = suiteApp(kind);
  let pay: Client;
  let today: string;

  const logsOf = async (c: Client, query: Record<string, string | number>) =>
    okData(await c.get<Log[]>(LOGS, { limit: 500, ...query }));
  const daysOf = async (query: Record<string, string> = {}) =>
    okData(await pay.get<{ from: string; to: string; days: Day[] }>(ABCBANK_API.days, query));
  beforeAll(async () => {
    pay = await signedIn(app.t, 'pay_admin');
    today = dayOf(app.t.clock.now);
  });

  it("sums a day's rows into the summary: overall, by branch and by staff member", async () => {
    for (const day of [today, addDays(today, -3), addDays(today, -12)]) {
      const rows = await logsOf(pay, { day });
      const s = okData(await pay.get<Summary>(ABCBANK_API.summary, day === today ? {} : { day }));
      expect(s.day).toBe(day);
      expect(s.today).toBe(today);
      expect(strip(s.total)).toEqual(takingsOf(rows));
      for (const b of s.branches)
        expect(strip(b)).toEqual(takingsOf(rows.filter((r) => r.branch === b.branch)));
      for (const m of s.staff)
        expect(strip(m)).toEqual(takingsOf(rows.filter((r) => r.staff_no === m.staff_no)));
      // Every row counts once: the branches and the staff add up to the whole.
      expect(s.staff.reduce((n, m) => n + m.net, 0)).toBe(s.total.net);
      expect(s.branches.reduce((n, b) => n + b.collected.count, 0)).toBe(s.total.collected.count);
      expect(new Set(s.staff.map((m) => m.staff_no))).toEqual(new Set(rows.map((r) => r.staff_no)));
    }
    // Yesterday was a whole day of collections at several branches (today's start at eight, so before then it has
    // none), and the month has reversals.
    const yesterday = okData(await pay.get<Summary>(ABCBANK_API.summary, { day: addDays(today, -1) }));
    expect(yesterday.total.collected.count).toBeGreaterThan(0);
    expect(yesterday.branches.length).toBeGreaterThanOrEqual(2);
    const month = await logsOf(pay, { state: 'reversed' });
    expect(month.length).toBeGreaterThan(0);
  });

  it('refuses a day that is not one, naming the field', async () => {
    const r = await pay.get(ABCBANK_API.summary, { day: '2026-02-30' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('2026-02-30');
    expect((r.body.data as { field?: string }).field).toBe('day');
    const range = await pay.get(ABCBANK_API.days, { from: today, to: addDays(today, -5) });
    expect(range.status).toBe(400);
    expect((range.body.data as { field?: string }).field).toBe('from');
    const long = await pay.get(ABCBANK_API.days, { from: addDays(today, -200), to: today }, { lang: 'en' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('92 days');
  });

  it("totals the list over its filter: the count and sum are the filtered rows'", async () => {
    const from = addDays(today, -10);
    const filters: Record<string, string>[] = [
      { state: 'success', day: from },
      { reconcile_state: 'amount_differs' },
      { branch: '泉城路' },
      { amount: '10000,50000' },
    ];
    for (const f of filters) {
      const rows = await logsOf(pay, f);
      const counted = okData(
        await pay.get<{ count: number; totalrow: Record<string, number> }>(LOGS, { ...f, _count_sum: 1 }),
      );
      expect(counted.count, JSON.stringify(f)).toBe(rows.length);
      expect(counted.totalrow.amount).toBe(rows.reduce((s, l) => s + l.amount, 0));
    }
  });

  it("sets each day's statement against the store's own log, with its differences", async () => {
    const { days, from, to } = await daysOf();
    expect(to).toBe(today);
    expect(from).toBe(addDays(today, -29));
    // Thirty days, today's among them once its first payment is in (a day with no log is left out).
    const todays = await logsOf(pay, { day: today });
    expect(days.length).toBe(todays.length > 0 ? 30 : 29);
    if (todays.length > 0) expect(days.find((d) => d.day === today)?.state).toBe('waiting');
    expect(days.find((d) => d.day === addDays(today, -1))?.state).toBe('waiting');
    expect(days.some((d) => d.state === 'open')).toBe(true);
    expect(days.some((d) => d.state === 'reconciled')).toBe(true);
    // Each figure from the rows of its day: the bank's what it listed, the store's what it was told.
    for (const d of days.filter((x) => x.state !== 'waiting').slice(0, 12)) {
      const rows = await logsOf(pay, { day: d.day });
      const listed = rows.filter((l) => l.statement_amount !== null);
      const told = rows.filter((l) => l.source === 'push');
      /** The sum of the rows that succeeded, by the amount and state a side (statement or store) gives them. */
      const succeeded = (xs: Log[], amount: (l: Log) => number, state: (l: Log) => string | null) =>
        xs.filter((l) => state(l) === 'success').reduce((s, l) => s + amount(l), 0);
      expect(d.statement).toEqual({
        count: listed.length,
        sum: succeeded(
          listed,
          (l) => l.statement_amount ?? 0,
          (l) => l.statement_state,
        ),
      });
      expect(d.store).toEqual({
        count: told.length,
        sum: succeeded(
          told,
          (l) => l.amount,
          (l) => l.state,
        ),
      });
      expect(d.gap).toBe(d.statement.sum - d.store.sum);
      for (const s of DIFFERENCES)
        expect(d[s as keyof Day], `${d.day} ${s}`).toBe(rows.filter((l) => l.reconcile_state === s).length);
      const differing = rows.filter((l) => DIFFERENCES.includes(l.reconcile_state));
      expect(d.open).toBe(differing.filter((l) => l.resolved_at === 0).length);
      expect(d.resolved).toBe(differing.length - d.open);
      // Each resolved difference says how, and when.
      expect(d.resolutions.map((r) => r.serial_no).sort()).toEqual(
        differing
          .filter((l) => l.resolved_at > 0)
          .map((l) => l.serial_no)
          .sort(),
      );
      for (const r of d.resolutions) {
        const l = differing.find((x) => x.serial_no === r.serial_no)!;
        expect(r).toMatchObject({
          reconcile_state: l.reconcile_state,
          note: l.resolve_note,
          at: l.resolved_at,
        });
      }
      expect(d.state).toBe(d.open > 0 ? 'open' : 'reconciled');
    }
    // The demo leaves every kind of difference somewhere in the month.
    for (const s of DIFFERENCES)
      expect(
        days.some((d) => d[s as keyof Day] !== 0),
        s,
      ).toBe(true);
  });

  it('resolves a difference with a note only, once, writing the operator log, and reconciles the day', async () => {
    const open = (await daysOf()).days.find((d) => d.state === 'open' && d.open === 1)!;
    expect(open, 'a day with one open difference').toBeDefined();
    const [log] = await logsOf(pay, { day: open.day, _tab: 'open' });
    expect(log).toBeDefined();

    const bare = await pay.post(RESOLVE, { id: log!.id });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain('处理说明');
    expect((bare.body.data as { field?: string }).field).toBe('note');
    const blank = await pay.post(RESOLVE, { id: log!.id, note: '   ' }, { lang: 'en' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('Resolution note');
    expect((await logsOf(pay, { day: open.day, _tab: 'open' })).length).toBe(1);

    const note = '已与网点核对，按对账单金额入账';
    const [a, b] = await Promise.all([
      pay.post(RESOLVE, { id: log!.id, note }),
      pay.post(RESOLVE, { id: log!.id, note: '另一位柜员的说明' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.msg).toContain(log!.serial_no);
    const [row] = await logsOf(pay, { serial_no: log!.serial_no });
    expect(row!.resolved_at).toBeGreaterThan(0);
    expect([note, '另一位柜员的说明']).toContain(row!.resolve_note);

    const day = (await daysOf({ from: open.day, to: open.day })).days[0]!;
    expect(day).toMatchObject({ open: 0, resolved: open.resolved + 1, state: 'reconciled' });
    // The gap that stays is explained: resolved how, by whom (the clerk's name), when.
    expect(day.resolutions.find((r) => r.serial_no === log!.serial_no)).toEqual({
      serial_no: log!.serial_no,
      reconcile_state: log!.reconcile_state,
      note: row!.resolve_note,
      by: expect.stringMatching(/\S/),
      at: row!.resolved_at,
    });

    const logged = await withStore(app.t.database.db, Number(pay.suid), (db) =>
      db
        .select()
        .from(operatorLogs)
        .where(and(eq(operatorLogs.api, RESOLVE), eq(operatorLogs.target, String(log!.id)))),
    );
    expect(logged.length).toBe(1);
    expect(logged[0]!.objectName).toBe(log!.serial_no);
    const said = logged[0]!.detail as LogSentence;
    expect(JSON.stringify(said)).toContain(row!.resolve_note);

    // A log that agrees with the statement has nothing to resolve.
    const [matched] = await logsOf(pay, { reconcile_state: 'matched', limit: 1 });
    const none = await pay.post(RESOLVE, { id: matched!.id, note });
    expect(none.status).toBe(409);
    expect(none.body.msg).toContain('已对平');
    expect((await logsOf(pay, { serial_no: matched!.serial_no }))[0]!.resolved_at).toBe(0);
  });

  it("walls one store's log from another's: not seen, not resolved", async () => {
    const [theirs] = await logsOf(app.grain, { _tab: 'open', limit: 1 });
    expect(theirs).toBeDefined();
    const tried = await pay.post(RESOLVE, { id: theirs!.id, note: '不是本店的流水' });
    expect(tried.status).toBe(404);
    const still = await withStore(app.t.database.db, Number(app.grain.suid), (db) =>
      db.select().from(abcbankFinanceLogs).where(eq(abcbankFinanceLogs.id, theirs!.id)),
    );
    expect(still[0]!.resolvedAt).toBe(0);
    const mine = new Set((await logsOf(pay, {})).map((l) => l.id));
    expect(mine.has(theirs!.id)).toBe(false);
    const grainDays = okData(await app.grain.get<{ days: Day[] }>(ABCBANK_API.days)).days;
    const payDays = (await daysOf()).days;
    expect(grainDays.map((d) => d.store)).not.toEqual(payDays.map((d) => d.store));
  });

  it("gives each staff member a collection code naming the store's merchant and the member", async () => {
    const staff = await pay.get<{ id: number; staff_no: string }[]>(`${ABCBANK_API.staff}Manage`);
    const member = okData(staff)[0]!;
    const code = okData(
      await pay.get<{ code: string; store_name: string; merchant_no: string; staff_no: string }>(
        ABCBANK_API.staffCode,
        { id: member.id },
      ),
    );
    expect(code.store_name).toBe('便民支付');
    expect(code.staff_no).toBe(member.staff_no);
    expect(collectionOf(code.code)).toEqual({ merchant: code.merchant_no, staffNo: member.staff_no });
    const grainStaff = okData(await app.grain.get<{ id: number }[]>(`${ABCBANK_API.staff}Manage`));
    expect((await pay.get(ABCBANK_API.staffCode, { id: grainStaff[0]!.id })).status).toBe(404);
  });
});

describe.each(DB_KINDS)("the finance log's today on %s, the store's day and not the bank's", (kind) => {
  // The store keeps another day than Shanghai's (where the bank and the demo are) at the hour the test runs.
  const zone = zoneOnAnotherDay(Math.floor(Date.now() / 1000));
  const app = suiteApp(kind, { env: { TIME_ZONE: zone } });
  let pay: Client;
  beforeAll(async () => {
    pay = await signedIn(app.t, 'pay_admin');
  });

  it("opens the summary on the store's today and ends the daily statements with it", async () => {
    const today = formatDate(app.t.clock.now, zone);
    expect(today).not.toBe(dayOf(app.t.clock.now));
    const s = okData(await pay.get<Summary>(ABCBANK_API.summary));
    expect(s.today).toBe(today);
    expect(s.day).toBe(today);
    // The day's figures are that day's rows (the bank's day of each transaction).
    const rows = okData(await pay.get<Log[]>(LOGS, { limit: 500, day: today }));
    expect(strip(s.total)).toEqual(takingsOf(rows));
    const days = okData(await pay.get<{ from: string; to: string }>(ABCBANK_API.days));
    expect(days).toMatchObject({ from: addDays(today, -29), to: today });
  });
});
