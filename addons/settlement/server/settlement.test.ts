import { randomBytes } from 'node:crypto';
import { type Deps, loadSealKey, walletLogs, walletMismatches, withStore } from '@yanye/addon-kit/server';
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
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MCH_ID } from './demo';
import { addDays, dayOf, dayStart, hmacHex, NOTIFY_HEADERS, notifyMessage, statementsFor } from './provider';
import { ledgerTook } from './reconcile';
import { detailFetch } from './sweeps';
import { settlementConfigs } from './tables';

/**
 * Payment settlement through HTTP and the provider's local stand-in: the terms saved through the provider (sent
 * once), statements fetched and reconciled against the ledger (matched, then each kind of difference on the
 * details page), "statement ready" pushed signed and booked once, then completed by the details sweep; the
 * provider's refusal and a slow provider (reads retried, the change request not); secrets and the account
 * number kept out of the call log; hostile input; the store wall; and the ledger untouched.
 */

const API = '/v1/addons/settlement/';
const KEY = 'settle-api-key-3b9d2c7e41f0a6';
const LIST = `${API}SettlementManage`;
const INFO = `${API}SettlementInfo`;
const ACCOUNT = '6228480418260397518';
const TERMS = {
  cycle: 'T1',
  account_name: '丰谷粮油有限公司',
  bank_name: '中国农业银行五常市民乐支行',
  fee_rate: 0.6,
};

interface Row {
  id: number;
  statement_no: string;
  period: string;
  gross: number;
  fee: number;
  net: number;
  pay_count: number;
  reconcile_state: string;
  diff_count: number;
}
interface Diff {
  kind: string;
  ref: string;
  statement_amount: number;
  ledger_amount: number;
  difference: number;
}

describe.each(DB_KINDS)('payment settlement on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let store: number;
  let ledgerRows: number;

  const today = () => dayOf(app.t.clock.now);
  const took = (from: string, to: string) =>
    withStore(app.t.database.db, store, (db) => ledgerTook(db, dayStart(from), dayStart(addDays(to, 1)) - 1));
  const rows = async (q: Record<string, string | number> = {}) =>
    okData(await app.grain.get<Row[]>(LIST, { limit: 500, ...q }));
  const info = async (id: number) => okData(await app.grain.get<Row & { diffs: Diff[] }>(INFO, { id }));
  const action = (name: string, form: Record<string, string>) =>
    fetch(`${app.base}/dev/receivers/settlement/action/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  const fetchDays = (begin: string, end: string) =>
    app.grain.post<{ fetched: number; matched: number; differs: number }>(`${API}StatementFetch`, {
      begin,
      end,
    });
  const signedPush = (event: unknown, key = KEY) => {
    const raw = JSON.stringify(event);
    const ts = String(app.t.clock.now);
    const nonce = randomBytes(8).toString('hex');
    return push(app.base, 'settlement', store, 'statement', raw, {
      [NOTIFY_HEADERS.timestamp]: ts,
      [NOTIFY_HEADERS.nonce]: nonce,
      [NOTIFY_HEADERS.signature]: hmacHex(key, notifyMessage(ts, nonce, raw)),
    });
  };
  const ledgerCount = () =>
    withStore(
      app.t.database.db,
      store,
      async (db) => (await db.select({ n: count() }).from(walletLogs))[0]!.n,
    );
  /** A recent day whose ledger has payments, `ago` days back or earlier. */
  const busyDay = async (ago: number) => {
    const all = await took(addDays(today(), -ago - 20), addDays(today(), -ago));
    const day = dayOf(all.filter((x) => x.kind === 'pay').at(-1)!.at);
    return { day, took: all.filter((x) => dayOf(x.at) === day) };
  };
  beforeAll(async () => {
    store = Number(app.grain.suid);
    ledgerRows = await ledgerCount();
  });

  it('shows the demo month: most statements matched, a few with their differences listed', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(5);
    const differs = all.filter((r) => r.reconcile_state === 'differs');
    expect(differs.length).toBeGreaterThanOrEqual(2);
    const kinds = new Set<string>();
    for (const r of differs) for (const d of (await info(r.id)).diffs) kinds.add(d.kind);
    // The three planted differences; the short-paid trade's fee differs too when the cut amount rounds its fee
    // differently (it depends on which payment the month picked).
    expect([...kinds]).toEqual(
      expect.arrayContaining(['amount_differs', 'missing_in_ledger', 'missing_in_statement']),
    );
    for (const kind of kinds)
      expect(['amount_differs', 'missing_in_ledger', 'missing_in_statement', 'fee_differs']).toContain(kind);
    expect(all.some((r) => r.reconcile_state === 'pending')).toBe(true);
    for (const r of all) expect(r.net).toBe(r.gross - r.fee);
  });

  it('refuses its calls until the setup has the merchant number and key', async () => {
    const r = await fetchDays(addDays(today(), -3), addDays(today(), -1));
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('商户号');
    await saveSetup(app.grain, 'settlement', { mch_id: DEMO_MCH_ID, api_key: KEY, timeout_seconds: 5 });
  });

  it('saves the settlement terms through the provider, the account masked', async () => {
    const saved = await app.grain.post<{ effective_date: string }>(`${API}SettingSave`, {
      ...TERMS,
      account_no: ACCOUNT,
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(okData(saved)?.effective_date).toBe(addDays(today(), 1));
    expect(saved.body.msg).toContain(addDays(today(), 1));
    const read = await app.grain.get<Record<string, unknown>>(`${API}SettingInfo`);
    expect(okData(read)).toMatchObject({
      ...TERMS,
      account_masked: '6228 **** **** 7518',
      configured: 1,
      synced_at: app.t.clock.now,
    });
    expect(JSON.stringify(read.body)).not.toContain(ACCOUNT);
    // A blank number keeps the one the provider has.
    const kept = await app.grain.post(`${API}SettingSave`, { ...TERMS, cycle: 'T7', account_no: '' });
    expect(kept.status, kept.body.msg).toBe(200);
    expect(okData(await app.grain.get<{ cycle: string }>(`${API}SettingInfo`))?.cycle).toBe('T7');
    // So does the masked number sent back as the form read it.
    const masked = await app.grain.post(`${API}SettingSave`, { ...TERMS, account_no: '6228 **** **** 7518' });
    expect(masked.status, masked.body.msg).toBe(200);
    const [config] = await withStore(app.t.database.db, store, (db) => db.select().from(settlementConfigs));
    expect(config?.accountNo).toBe(ACCOUNT);
    expect((await app.grain.post(`${API}SettingSave`, { ...TERMS, account_no: ACCOUNT })).status).toBe(200);
    const log = await callLog(app.grain, 'settlement');
    expect(log[0]).toMatchObject({ op: 'config', outcome: 'ok', attempt: 1 });
    for (const row of log) expect(JSON.stringify(row)).not.toContain(ACCOUNT);
  });

  it('fetches statements that agree with the ledger, then lists each kind of difference', async () => {
    const { day, took: ofDay } = await busyDay(3);
    const begin = addDays(day, -2);
    const fetched = await fetchDays(begin, day);
    expect(fetched.status, fetched.body.msg).toBe(200);
    expect(okData(fetched).fetched).toBeGreaterThanOrEqual(1);
    expect(okData(fetched)).toMatchObject({ differs: 0, matched: okData(fetched).fetched });
    const mine = (await rows()).find((r) => r.period === day)!;
    expect(mine).toMatchObject({
      reconcile_state: 'matched',
      diff_count: 0,
      gross: ofDay.reduce((n, x) => n + x.amount, 0),
      pay_count: ofDay.filter((x) => x.kind === 'pay').length,
    });

    // The provider lost one payment, took another a yuan over, and lists one the store never booked.
    const pays = ofDay.filter((x) => x.kind === 'pay');
    const [lost, over] = [pays[0]!, pays[1] ?? pays[0]!];
    expect((await action('quirk', { mch_id: DEMO_MCH_ID, kind: 'drop', ref: lost.ref })).status).toBe(200);
    if (over !== lost)
      await action('quirk', { mch_id: DEMO_MCH_ID, kind: 'amount', ref: over.ref, delta: '100' });
    await action('quirk', { mch_id: DEMO_MCH_ID, kind: 'extra', ref: 'XX2026000001', delta: '5000', day });
    const again = await fetchDays(day, day);
    expect(okData(again)).toEqual({ fetched: 1, matched: 0, differs: 1 });
    const detail = await info(mine.id);
    expect(detail.reconcile_state).toBe('differs');
    expect(detail.diffs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing_in_statement', ref: lost.ref, ledger_amount: lost.amount }),
        expect.objectContaining({ kind: 'missing_in_ledger', ref: 'XX2026000001', statement_amount: 5000 }),
        ...(over !== lost
          ? [expect.objectContaining({ kind: 'amount_differs', ref: over.ref, difference: 100 })]
          : []),
      ]),
    );
    expect(detail.diff_count).toBe(detail.diffs.length);

    // The contracted rate changed: every payment's fee now differs from what the store expects.
    await action('quirk', { mch_id: DEMO_MCH_ID, kind: 'reset' });
    expect((await app.grain.post(`${API}SettingSave`, { ...TERMS, fee_rate: 0.55 })).status).toBe(200);
    await fetchDays(day, day);
    const fees = (await info(mine.id)).diffs;
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((d) => d.kind === 'fee_differs')).toBe(true);
    expect((await app.grain.post(`${API}SettingSave`, { ...TERMS })).status).toBe(200);
    expect(okData(await fetchDays(day, day))).toEqual({ fetched: 1, matched: 1, differs: 0 });
  });

  it('books a signed "statement ready" once, refuses a forged one, and completes it by the details sweep', async () => {
    const { day, took: ofDay } = await busyDay(40);
    const [statement] = statementsFor({
      mchid: DEMO_MCH_ID,
      cycle: 'T1',
      accountTail: '7518',
      took: ofDay,
      quirks: [],
      begin: day,
      end: day,
      today: today(),
    });
    const event = {
      id: 'N20260001',
      event_type: 'SETTLEMENT.STATEMENT',
      create_time: app.t.clock.now,
      resource: statement!.head,
    };
    const forged = await signedPush(event, 'someone-elses-key');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'FAIL' });
    expect((await rows({ statement_no: statement!.head.statement_no })).length).toBe(0);
    const malformed = await signedPush({ ...event, resource: { ...event.resource, gross_amount: 'lots' } });
    expect(malformed.status).toBe(400);

    const first = await signedPush(event);
    expect(first.status, first.body).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ code: 'SUCCESS', message: '成功' });
    const repeat = await signedPush(event);
    expect(repeat.status).toBe(200);
    const found = await rows({ statement_no: statement!.head.statement_no });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ reconcile_state: 'pending', gross: statement!.head.gross_amount });

    const deps = {
      config: app.t.config,
      database: app.t.database,
      sealKey: await loadSealKey(app.t.database.db, app.t.config.ADDON_SECRET_KEY),
      now: () => app.t.clock.now,
      selfUrl: () => app.base,
    } as unknown as Deps;
    // Its trades, and those of the demo's statement announced yesterday.
    expect(await detailFetch.outside({ deps, supplierId: store, now: app.t.clock.now })).toBe(2);
    expect((await rows({ reconcile_state: 'pending' })).length).toBe(0);
    expect((await info(found[0]!.id)).reconcile_state).toBe('matched');
    expect(await detailFetch.outside({ deps, supplierId: store, now: app.t.clock.now })).toBe(0);

    // The stand-in pushes as the provider does.
    const r = await action('notify', { mch_id: DEMO_MCH_ID, day: addDays(day, -1) });
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/: 200 /);
  });

  it('refuses as the provider refuses, retries a slow read but not a change, and books nothing', async () => {
    const before = await rows();
    const terms = okData(await app.grain.get(`${API}SettingInfo`));
    const day = addDays(today(), -2);
    await receiverMode(app.t, 'settlement', 'fail');
    const refused = await fetchDays(day, day);
    expect(refused.status).toBe(503);
    expect(refused.body.msg).toContain('SYSTEM_ERROR');
    const change = await app.grain.post(`${API}SettingSave`, { ...TERMS, cycle: 'M' });
    expect(change.status).toBe(503);
    let log = await callLog(app.grain, 'settlement');
    expect(log.slice(0, 2).map((c) => [c.op, c.outcome, c.attempt])).toEqual([
      ['config', 'refused', 1],
      ['statements', 'refused', 1],
    ]);

    await saveSetup(app.grain, 'settlement', { mch_id: DEMO_MCH_ID, timeout_seconds: 1 });
    await receiverMode(app.t, 'settlement', 'slow', 2500);
    const slowChange = await app.grain.post(`${API}SettingSave`, { ...TERMS, cycle: 'M' });
    expect(slowChange.status).toBe(503);
    expect(slowChange.body.msg).toContain('1 秒内未应答');
    log = await callLog(app.grain, 'settlement');
    expect(log.slice(0, 2).map((c) => [c.op, c.outcome])).toEqual([
      ['config', 'timeout'],
      ['config', 'refused'],
    ]);
    const slowRead = await fetchDays(day, day);
    expect(slowRead.status).toBe(503);
    log = await callLog(app.grain, 'settlement');
    expect(log.slice(0, 3).map((c) => [c.op, c.outcome, c.attempt])).toEqual([
      ['statements', 'timeout', 3],
      ['statements', 'timeout', 2],
      ['statements', 'timeout', 1],
    ]);
    await receiverMode(app.t, 'settlement', 'success');
    await saveSetup(app.grain, 'settlement', { mch_id: DEMO_MCH_ID, timeout_seconds: 5 });
    expect(await rows()).toEqual(before);
    expect(okData(await app.grain.get(`${API}SettingInfo`))).toEqual(terms);
    for (const row of await callLog(app.grain, 'settlement', 100))
      expect(JSON.stringify(row)).not.toContain(KEY);
  }, 20_000);

  it('refuses hostile input with a reason, and changes nothing', async () => {
    const terms = okData(await app.grain.get(`${API}SettingInfo`));
    const held = (await rows()).length;
    const fetches: [Record<string, unknown>, string][] = [
      [{}, '开始日期'],
      [{ begin: 'x', end: '2026-01-01' }, 'x'],
      [{ begin: '2026-02-10', end: '2026-02-01' }, '开始日期'],
      [{ begin: addDays(today(), -60), end: addDays(today(), -1) }, '31'],
      [{ begin: today(), end: addDays(today(), 1) }, today()],
      [{ begin: ['2026-01-01'], end: '2026-01-02' }, '开始日期'],
    ];
    for (const [body, said] of fetches) {
      const r = await app.grain.post(`${API}StatementFetch`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg, JSON.stringify(body)).toContain(said);
    }
    const saves: [Record<string, unknown>, string][] = [
      [{ ...TERMS, fee_rate: 9 }, '手续费率'],
      [{ ...TERMS, fee_rate: 0.555 }, '两位小数'],
      [{ ...TERMS, account_no: '6228-abc' }, '账号'],
      [{ ...TERMS, cycle: 'T3' }, '结算周期'],
      [{ ...TERMS, account_name: '' }, '户名'],
      [{ ...TERMS, bank_name: '<script>'.repeat(20) }, '开户银行'],
    ];
    for (const [body, said] of saves) {
      const r = await app.grain.post(`${API}SettingSave`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg, JSON.stringify(body)).toContain(said);
    }
    expect((await app.grain.get(LIST, { sort: 'gross desc; --' })).status).toBe(400);
    expect(okData(await app.grain.get(`${API}SettingInfo`))).toEqual(terms);
    expect((await rows()).length).toBe(held);
  });

  it('walls the statements: another store sees none of them, nor pushes to them', async () => {
    const salt = await signedIn(app.t, 'salt_admin');
    const refused = await salt.get(LIST);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('支付结算');
    const elsewhere = await push(app.base, 'settlement', Number(salt.suid), 'statement', '{}', {});
    expect(elsewhere.status).toBe(404);
    expect((await salt.post('/v1/addons/install', { key: 'settlement' })).status).toBe(200);
    expect(okData(await salt.get<Row[]>(LIST))).toEqual([]);
    const theirs = (await rows())[0]!;
    expect((await salt.get(INFO, { id: theirs.id })).status).toBe(404);
    expect(okData(await salt.get<{ configured: number }>(`${API}SettingInfo`))?.configured).toBe(0);
    expect((await salt.post('/v1/addons/uninstall', { key: 'settlement' })).status).toBe(200);
  });

  it('never touches the ledger', async () => {
    expect(await ledgerCount()).toBe(ledgerRows);
    expect(await withStore(app.t.database.db, store, (db) => walletMismatches(db))).toEqual([]);
  });
});
