import {
  ABCBANK_API,
  type Deps,
  loadSealKey,
  walletLogs,
  walletMismatches,
  withStore,
} from '@yanye/addon-kit/server';
import {
  callLog,
  DB_KINDS,
  okData,
  push,
  receiverMode,
  saveSetup,
  signedIn,
  suiteApp,
} from '@yanye/addon-kit/testing';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BankTrx, bankDay, dayOf, HEADERS, hmacHex } from './bank';
import { statementOf } from './receiver';
import { dailyPull } from './sweeps';
import { abcbankFinanceLogs } from './tables';

/**
 * The agricultural bank through HTTP and its local stand-in: notices pushed signed and booked once per serial
 * number (a forged or malformed one changes nothing), a day's statement pulled and reconciled (matched, an
 * amount that differs, a transaction never notified, one the bank does not list), the bank's refusal and a slow
 * bank (reads retried, then refused), secrets kept out of the call log, hostile input refused, the store wall,
 * the daily pull, and the ledger untouched.
 */

const KEY = 'abc-shared-key-7d1f0e9a5c3b';
const MERCHANT = '103882300047777';
const LOGS = `${ABCBANK_API.financeLog}Manage`;

interface Log {
  id: number;
  serial_no: string;
  amount: number;
  source: string;
  reconcile_state: string;
  statement_amount: number | null;
  state: string;
}

describe.each(DB_KINDS)('the agricultural bank on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let store: number;
  let day: string;
  let statement: BankTrx[];
  let ledgerRows: number;

  const notice = (trx: BankTrx, key = KEY) => {
    const raw = JSON.stringify({ MerchantID: MERCHANT, ...trx });
    return push(app.base, 'abcbank', store, 'trade', raw, { [HEADERS.signature]: hmacHex(key, raw) });
  };
  const logsOf = async (d: string) =>
    okData(await app.grain.get<Log[]>(LOGS, { day: d, limit: 500 })).filter((l) =>
      l.serial_no.startsWith(d.replaceAll('-', '')),
    );
  const bySerial = async (d: string) => new Map((await logsOf(d)).map((l) => [l.serial_no, l]));
  const ledgerCount = () =>
    withStore(
      app.t.database.db,
      store,
      async (db) => (await db.select({ n: count() }).from(walletLogs))[0]!.n,
    );
  beforeAll(async () => {
    store = Number(app.grain.suid);
    await saveSetup(app.grain, 'abcbank', { merchant_no: MERCHANT, sign_key: KEY, timeout_seconds: 5 });
    // A day the demo's thirty days of finance log leave alone, even when this run began on the next China day
    // after the demo was seeded (a run crossing 16:00 UTC found the demo's first day here).
    day = addDays(dayOf(app.t.clock.now), -40);
    statement = statementOf(MERCHANT, day);
    ledgerRows = await ledgerCount();
  });

  it('books a signed notice once per serial number, and nothing of a forged or malformed one', async () => {
    const [first, second] = statement;
    const done = await notice(first!);
    expect(done.status, done.body).toBe(200);
    expect(JSON.parse(done.body)).toEqual({ ReturnCode: '0000', ErrorMessage: '' });
    const again = await notice(first!);
    expect(again.status).toBe(200);
    expect((await logsOf(day)).filter((l) => l.serial_no === first!.SerialNo)).toHaveLength(1);
    expect((await bySerial(day)).get(first!.SerialNo)).toMatchObject({
      source: 'push',
      reconcile_state: 'pending',
    });

    const forged = await notice(second!, 'not-the-key-at-all');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ ReturnCode: '9999' });
    const unsigned = await push(app.base, 'abcbank', store, 'trade', JSON.stringify(second), {});
    expect(unsigned.status).toBe(401);
    const malformed = await notice({ ...second!, Amount: '12,00' });
    expect(malformed.status).toBe(400);
    expect((await bySerial(day)).has(second!.SerialNo)).toBe(false);
  });

  it('reconciles a day against the statement: matched, amount differs, never notified, not at the bank', async () => {
    const [first, second] = statement;
    // The terminal keyed the second one a yuan over; and the store was told of one the bank never took.
    const over = { ...second!, Amount: (Number(second!.Amount) + 1).toFixed(2) };
    expect((await notice(over)).status).toBe(200);
    const stray: BankTrx = { ...first!, SerialNo: `${day.replaceAll('-', '')}7777999999`, Amount: '66.00' };
    expect((await notice(stray)).status).toBe(200);

    const pulled = await app.grain.post<{ listed: number; added: number; matched: number; differs: number }>(
      ABCBANK_API.pull,
      { day },
    );
    expect(pulled.status, pulled.body.msg).toBe(200);
    expect(okData(pulled)).toEqual({
      day,
      listed: statement.length,
      added: statement.length - 2,
      matched: 1,
      differs: statement.length - 1 + 1,
    });
    expect(pulled.body.msg).toContain(`${statement.length} 笔`);
    const logs = await bySerial(day);
    expect(logs.get(first!.SerialNo)).toMatchObject({ reconcile_state: 'matched', source: 'push' });
    expect(logs.get(second!.SerialNo)).toMatchObject({
      reconcile_state: 'amount_differs',
      amount: Math.round(Number(over.Amount) * 100) * (second!.DCFlag === 'D' ? -1 : 1),
      statement_amount: Math.round(Number(second!.Amount) * 100) * (second!.DCFlag === 'D' ? -1 : 1),
    });
    expect(logs.get(stray.SerialNo)).toMatchObject({
      reconcile_state: 'missing_in_bank',
      statement_amount: null,
    });
    for (const trx of statement.slice(2))
      expect(logs.get(trx.SerialNo), trx.SerialNo).toMatchObject({
        reconcile_state: 'missing_in_store',
        source: 'pull',
      });

    // Pulled again: nothing new, the same verdicts.
    const again = await app.grain.post(ABCBANK_API.pull, { day });
    expect(again.status).toBe(200);
    expect(okData(again)).toEqual({ ...okData<object>(pulled), added: 0 });
    const after = await bySerial(day);
    expect(after.size).toBe(logs.size);
    for (const [serial, log] of logs) expect(after.get(serial)?.reconcile_state).toBe(log.reconcile_state);

    // A notice that arrives after the statement agrees with it.
    const late = statement[2]!;
    expect((await notice(late)).status).toBe(200);
    expect((await bySerial(day)).get(late.SerialNo)).toMatchObject({
      reconcile_state: 'matched',
      source: 'push',
    });
  });

  it('takes a notice from the stand-in bank, signed as the bank signs', async () => {
    const today = dayOf(app.t.clock.now);
    const r = await fetch(`${app.base}/dev/receivers/abcbank/action/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ merchant_no: MERCHANT, day: today, amount: '88.50', staff_no: 'K0531007' }),
    });
    expect(r.status).toBe(200);
    const logs = okData(await app.grain.get<Log[]>(LOGS, { day: today, limit: 500 }));
    expect(logs.find((l) => l.amount === 8850 && l.source === 'push')).toMatchObject({
      reconcile_state: 'pending',
    });
  });

  it('refuses as the bank refuses, retries a slow read, and books nothing either way', async () => {
    const before = await logsOf(day);
    const calls = (await callLog(app.grain, 'abcbank', 100)).length;
    await receiverMode(app.t, 'abcbank', 'fail');
    const refused = await app.grain.post(ABCBANK_API.pull, { day });
    expect(refused.status, refused.body.msg).toBe(503);
    expect(refused.body.msg).toContain('农业银行商户接口');
    expect(refused.body.msg).toContain('9999');
    let log = await callLog(app.grain, 'abcbank', 100);
    // A refusal is an answer: sent once.
    expect(log.length - calls).toBe(1);
    expect(log[0]).toMatchObject({ op: 'statement', outcome: 'refused', attempt: 1, local: 1 });

    await saveSetup(app.grain, 'abcbank', { merchant_no: MERCHANT, timeout_seconds: 1 });
    await receiverMode(app.t, 'abcbank', 'slow', 2500);
    const slow = await app.grain.post(ABCBANK_API.pull, { day });
    expect(slow.status, slow.body.msg).toBe(503);
    expect(slow.body.msg).toContain('1 秒内未应答');
    log = await callLog(app.grain, 'abcbank', 100);
    // The statement is a read: tried three times with backoff.
    expect(log.slice(0, 3).map((c) => [c.outcome, c.attempt])).toEqual([
      ['timeout', 3],
      ['timeout', 2],
      ['timeout', 1],
    ]);
    await receiverMode(app.t, 'abcbank', 'success');
    await saveSetup(app.grain, 'abcbank', { merchant_no: MERCHANT, timeout_seconds: 5 });
    expect(await logsOf(day)).toEqual(before);
  }, 20_000);

  it('keeps the signing key out of the call log and the setup screen', async () => {
    expect((await app.grain.post(ABCBANK_API.pull, { day: addDays(day, 1) })).status).toBe(200);
    const log = await callLog(app.grain, 'abcbank', 100);
    expect(log.length).toBeGreaterThan(0);
    for (const row of log) expect(JSON.stringify(row)).not.toContain(KEY);
    const setup = await app.grain.get('/v1/addons/SetupInfo', { key: 'abcbank' });
    expect(JSON.stringify(setup.body)).not.toContain(KEY);
  });

  it('refuses hostile input with a reason, and changes nothing', async () => {
    const held = (await logsOf(day)).length;
    const today = dayOf(app.t.clock.now);
    const cases: [Record<string, unknown>, string][] = [
      [{}, '日期'],
      [{ day: 20260301 }, '日期'],
      [{ day: '2026-02-30' }, '2026-02-30'],
      [{ day: "2026-03-01'; drop table abcbank_finance_logs;--" }, '日期'],
      [{ day: today }, '尚未生成'],
      [{ day: addDays(today, -200) }, '90'],
    ];
    for (const [body, said] of cases) {
      const r = await app.grain.post(ABCBANK_API.pull, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg, JSON.stringify(body)).toContain(said);
    }
    const list = await app.grain.get(LOGS, { sort: 'amount; drop table x', limit: 10 });
    expect(list.status).toBe(400);
    expect((await logsOf(day)).length).toBe(held);
  });

  it('walls the bank pages: a store without them is refused, and a push to it is not found', async () => {
    const salt = await signedIn(app.t, 'salt_admin');
    const r = await salt.get(LOGS);
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('农业银行');
    expect((await salt.post(ABCBANK_API.pull, { day })).status).toBe(403);
    const raw = JSON.stringify({ MerchantID: MERCHANT, ...statement[0]! });
    const elsewhere = await push(app.base, 'abcbank', Number(salt.suid), 'trade', raw, {
      [HEADERS.signature]: hmacHex(KEY, raw),
    });
    expect(elsewhere.status).toBe(404);
  });

  it('pulls the two days before today on its daily clock', async () => {
    const deps = {
      config: app.t.config,
      database: app.t.database,
      sealKey: await loadSealKey(app.t.database.db, app.t.config.ADDON_SECRET_KEY),
      now: () => app.t.clock.now,
      selfUrl: () => app.base,
    } as unknown as Deps;
    const moved = await dailyPull.outside({ deps, supplierId: store, now: app.t.clock.now });
    const yesterday = addDays(dayOf(app.t.clock.now), -1);
    const expected = bankDay(MERCHANT, yesterday).length + bankDay(MERCHANT, addDays(yesterday, -1)).length;
    expect(moved).toBeGreaterThanOrEqual(expected);
    const logs = await bySerial(yesterday);
    for (const trx of bankDay(MERCHANT, yesterday))
      expect(logs.get(trx.SerialNo)?.reconcile_state).toBeDefined();
    // A store whose interface is not set up is skipped without a call.
    const pay = await signedIn(app.t, 'pay_admin');
    expect(await dailyPull.outside({ deps, supplierId: Number(pay.suid), now: app.t.clock.now })).toBe(0);
  });

  it('never touches the ledger', async () => {
    expect(await ledgerCount()).toBe(ledgerRows);
    expect(await withStore(app.t.database.db, store, (db) => walletMismatches(db))).toEqual([]);
    const rows = await withStore(app.t.database.db, store, (db) =>
      db.select({ n: count() }).from(abcbankFinanceLogs).where(eq(abcbankFinanceLogs.day, day)),
    );
    expect(rows[0]!.n).toBe(statement.length + 1);
  });
});
