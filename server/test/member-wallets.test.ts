import {
  balanceOf,
  members,
  type StoreDb,
  walletLogs,
  walletMismatches,
  withStore,
} from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMemberWallets } from '../src/resources/finance/member';
import { seedPayCash } from '../src/resources/finance/paycash';
import { memberRecharges } from '../src/resources/finance/tables';

/** What a call answered, once it is known to have succeeded. */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

const API = '/v1/seller/wallet/';

interface Row {
  id: number;
  [key: string]: unknown;
}

/** Member top-ups and the members' ledgers through HTTP: booking, refusals, replay, reversal, totals, walls. */
describe.each(DB_KINDS)('members’ wallets (%s)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let store: number;
  let member: number;
  const phone = '13900007701';
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);
  const balance = (kind: 'rmb' | 'score' = 'rmb', id = member) =>
    inStore((db) => balanceOf(db, { kind, memberId: id }));
  const counts = () =>
    inStore(async (db) => ({
      records: (await db.select({ n: count() }).from(memberRecharges))[0]!.n,
      rows: (await db.select({ n: count() }).from(walletLogs))[0]!.n,
    }));
  const save = (body: Record<string, unknown>, c = admin, o = {}) =>
    c.post<{ id: number }>(`${API}UserRechargeSave`, body, o);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
    // The demo's ledgers, unless the demo seed made them already.
    const [seeded] = await inStore((db) => db.select({ n: count() }).from(walletLogs));
    if (seeded!.n === 0) {
      await inStore((db) => seedMemberWallets(db, t.clock.now));
      await inStore((db) => seedPayCash(db, t.clock.now));
    }
    const [m] = await inStore((db) =>
      db.insert(members).values({ phone, nickName: '钱包测试' }).returning({ id: members.id }),
    );
    member = m!.id;
  });
  afterAll(() => t?.close());

  it('tops up and deducts, numbering each record and booking the ledger with it', async () => {
    const up = await save({ member_id: member, wallet: 'rmb', amount: 100.5, reason: '' });
    expect(up.body.status).toBe(true);
    expect(await balance()).toBe(10_050);
    const down = await save({ member_id: member, wallet: 'rmb', amount: -20, reason: '多充扣回' });
    expect(down.body.status).toBe(true);
    expect(await balance()).toBe(8_050);
    const points = await save({ member_id: member, wallet: 'score', amount: 300, reason: '活动赠送' });
    expect(points.body.status).toBe(true);
    expect(await balance('score')).toBe(300);

    const [rec] = await inStore((db) =>
      db
        .select()
        .from(memberRecharges)
        .where(eq(memberRecharges.id, data(down).id)),
    );
    expect(rec).toMatchObject({
      amount: -2_000,
      balanceAfter: 8_050,
      wallet: 'rmb',
      status: 1,
      reason: '多充扣回',
    });
    expect(rec!.rechargeNo).toMatch(/^CZ\d{8}-\d{4}$/);
    const [row] = await inStore((db) =>
      db
        .select()
        .from(walletLogs)
        .where(eq(walletLogs.bizKey, `recharge:${rec!.rechargeNo}`)),
    );
    expect(row).toMatchObject({
      event: 'deduct',
      amount: -2_000,
      balanceAfter: 8_050,
      docNo: rec!.rechargeNo,
    });

    const list = await admin.get<Row[]>(`${API}UserRechargeManage`, { member_phone: phone });
    expect(data(list).map((r) => [r.amount_shown, r.balance_shown])).toEqual([
      [300, 300],
      [-20, 80.5],
      [100.5, 100.5],
    ]);
  });

  it('refuses 0, a deduction without a reason, a fraction of a point and an edit, changing nothing', async () => {
    const before = await counts();
    const refusals = [
      [{ member_id: member, wallet: 'rmb', amount: 0, reason: 'x' }, '金额不能为 0'],
      [{ member_id: member, wallet: 'rmb', amount: -1, reason: '' }, '扣除时请填写原因'],
      [{ member_id: member, wallet: 'score', amount: 1.5, reason: '' }, '积分只能是整数，余额最多两位小数'],
      [{ member_id: member, wallet: 'rmb', amount: 0.001, reason: '' }, '积分只能是整数，余额最多两位小数'],
      [{ member_id: 'abc', wallet: 'rmb', amount: 1, reason: '' }, undefined],
      [{ member_id: member, wallet: 'gold', amount: 1, reason: '' }, undefined],
    ] as const;
    for (const [body, msg] of refusals) {
      const r = await save(body);
      expect(r.body.status, JSON.stringify(body)).toBe(false);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
      if (msg) expect(r.body.msg).toBe(msg);
    }
    const [rec] = await inStore((db) => db.select({ id: memberRecharges.id }).from(memberRecharges).limit(1));
    const edit = await save({ id: rec!.id, member_id: member, wallet: 'rmb', amount: 1, reason: 'x' });
    expect(edit.body.msg).toBe('充值记录不能修改，请冲正后重新充值');
    expect(await counts()).toEqual(before);
  });

  it('refuses a deduction below zero with the balance in the message, and changes nothing', async () => {
    const before = { ...(await counts()), balance: await balance() };
    const r = await save({ member_id: member, wallet: 'rmb', amount: -80.51, reason: '扣回' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('余额只有 80.50，不够扣减 80.51');
    expect(r.body.data).toMatchObject({ field: 'amount' });
    const p = await save({ member_id: member, wallet: 'score', amount: -301, reason: '扣回' });
    expect(p.body.msg).toBe('积分只有 300，不够扣减 301');
    expect({ ...(await counts()), balance: await balance() }).toEqual(before);
  });

  it('books a Save sent twice once', async () => {
    const before = await counts();
    const body = { member_id: member, wallet: 'rmb', amount: 1, reason: '' };
    const timestamp = t.clock.now - 100;
    const first = await save(body, admin, { timestamp });
    const again = await save(body, admin, { timestamp });
    expect(again.raw.headers['idempotent-replayed']).toBe('true');
    expect(data(again).id).toBe(data(first).id);
    const keyed = { headers: { 'idempotency-key': 'recharge-test-0001' } };
    const third = await save(body, admin, keyed);
    const fourth = await save(body, admin, keyed);
    expect(data(fourth).id).toBe(data(third).id);
    expect(await counts()).toEqual({ records: before.records + 2, rows: before.rows + 2 });
    expect(await balance()).toBe(8_250);
  });

  it('reverses a top-up once, and refuses to reverse what was spent', async () => {
    const up = await save({ member_id: member, wallet: 'rmb', amount: 50, reason: '' });
    const id = data(up).id;
    const before = await balance();
    const undone = await admin.post(`${API}UserRechargeReverse`, { id, reason: '充错会员' });
    expect(undone.body.msg).toBe('已冲正');
    expect(await balance()).toBe(before - 5_000);
    const [rec] = await inStore((db) => db.select().from(memberRecharges).where(eq(memberRecharges.id, id)));
    expect(rec).toMatchObject({ status: 2 });
    expect(rec!.reversedAt).toBeGreaterThan(0);
    const twice = await admin.post(`${API}UserRechargeReverse`, { id, reason: '再冲一次' });
    expect(twice.body.msg).toBe('该记录已冲正');
    expect(await balance()).toBe(before - 5_000);
    const reversals = await inStore((db) =>
      db
        .select({ n: count() })
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, member), eq(walletLogs.event, 'reversal'))),
    );
    expect(reversals[0]!.n).toBe(1);

    // Spent: the whole balance deducted after a top-up; its reversal would take the member below zero.
    const top = await save({ member_id: member, wallet: 'rmb', amount: 10, reason: '' });
    const all = (await balance()) / 100;
    await save({ member_id: member, wallet: 'rmb', amount: -all, reason: '消费' });
    const spent = await admin.post(`${API}UserRechargeReverse`, { id: data(top).id, reason: '冲正' });
    expect(spent.status).toBe(409);
    expect(spent.body.msg).toBe('余额不足：可用 0.00，需要 10.00');
    const [still] = await inStore((db) =>
      db
        .select({ status: memberRecharges.status })
        .from(memberRecharges)
        .where(eq(memberRecharges.id, data(top).id)),
    );
    expect(still!.status).toBe(1);
  });

  it('totals each log’s income and expense over the filter as its rows add up', async () => {
    for (const [path, filter] of [
      ['RmbLogManage', { member_phone: phone }],
      ['RmbLogManage', {}],
      ['ScoreLogManage', { event: 'score_earn' }],
      ['RecycleLogManage', {}],
    ] as const) {
      const counted = await admin.get<{ count: number; totalrow: Record<string, number> }>(`${API}${path}`, {
        ...filter,
        _count_sum: 1,
      });
      const rows: Row[] = [];
      for (let page = 1; rows.length < data(counted).count; page++)
        rows.push(...data(await admin.get<Row[]>(`${API}${path}`, { ...filter, page, limit: 500 })));
      expect(rows.length, path).toBe(data(counted).count);
      expect(rows.length, path).toBeGreaterThan(0);
      const sum = (key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
      const { totalrow } = data(counted);
      expect(totalrow.income, path).toBe(sum('income'));
      expect(totalrow.expense, path).toBe(sum('expense'));
      expect(totalrow.amount, path).toBe(sum('amount'));
      expect(sum('income') - sum('expense'), path).toBe(sum('amount'));
      for (const r of rows) expect(Number(r.income) - Number(r.expense), path).toBe(Number(r.amount));
    }
    // The member's whole history adds up to the balance.
    const mine = await admin.get<{ totalrow: Record<string, number> }>(`${API}RmbLogManage`, {
      member_phone: phone,
      _count_sum: 1,
    });
    expect(data(mine).totalrow.income! - data(mine).totalrow.expense!).toBe(await balance());
    const meta = await admin.get<{ rows: Record<string, { options: { label: string }[] | null }> }>(
      `${API}ScoreLogManage`,
      { _meta: 1 },
    );
    expect(data(meta).rows.event!.options!.map((o) => o.label)).toContain('积分获得');
  });

  it('keeps to its store: another store’s member or record is refused, and nothing changes', async () => {
    const before = { ...(await counts()), balance: await balance() };
    const r = await save({ member_id: member, wallet: 'rmb', amount: 10, reason: '' }, other);
    expect(r.body.status).toBe(false);
    expect(r.status).toBeLessThan(500);
    const [rec] = await inStore((db) => db.select({ id: memberRecharges.id }).from(memberRecharges).limit(1));
    const rev = await other.post(`${API}UserRechargeReverse`, { id: rec!.id, reason: '越界' });
    expect(rev.status).toBe(404);
    const list = await other.get<Row[]>(`${API}RmbLogManage`, { member_phone: phone });
    expect(data(list)).toEqual([]);
    expect({ ...(await counts()), balance: await balance() }).toEqual(before);
    expect(await inStore(walletMismatches)).toEqual([]);
  });
});
