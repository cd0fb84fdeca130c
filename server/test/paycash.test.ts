import {
  AppError,
  balanceOf,
  book,
  members,
  type StoreDb,
  shops,
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
import type { TableMeta } from '@yanye/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPayCash, refundPayCash } from '../src/resources/finance/paycash';
import { payCash, payCashRefunds } from '../src/resources/finance/tables';

/** What a call answered, once it is known to have succeeded. */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

const API = '/v1/seller/paycash/';

interface Row {
  id: number;
  [key: string]: unknown;
}

/** Face-to-face payments and their refunds: part or all, never more than was paid, also when two race. */
describe.each(DB_KINDS)('in-store payments (%s)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let store: number;
  let shop: number;
  let member: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);
  const who = () => ({ accountId: null, now: t.clock.now, timeZone: 'Asia/Shanghai' });
  const pay = (amount: number, channel: 'wechat' | 'balance' = 'wechat') =>
    inStore((db) =>
      recordPayCash(
        db,
        { amount, channel, shopId: shop, memberId: channel === 'balance' ? member : null },
        who(),
      ),
    );
  const stateOf = (id: number) =>
    inStore(async (db) => {
      const [p] = await db
        .select({ refunded: payCash.refundedAmount, status: payCash.status })
        .from(payCash)
        .where(eq(payCash.id, id));
      const [r] = await db
        .select({ n: count() })
        .from(payCashRefunds)
        .where(eq(payCashRefunds.payCashId, id));
      return { ...p!, refunds: r!.n };
    });
  const refund = (id: number, body: Record<string, unknown>, c = admin) =>
    c.post<{ refunded_amount: number; refund_no: string }>(`${API}PayCashRefund`, { id, ...body });

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
    const [s] = await inStore((db) => db.select({ id: shops.id }).from(shops).limit(1));
    shop = s!.id;
    const [m] = await inStore((db) =>
      db.insert(members).values({ phone: '13900007702', nickName: '买单测试' }).returning({ id: members.id }),
    );
    member = m!.id;
  });
  afterAll(() => t?.close());

  it('refunds part, then the rest by default, and then nothing more', async () => {
    const { id, payNo } = await pay(10_000);
    expect(payNo).toMatch(/^MD\d{8}-\d{4}$/);
    const part = await refund(id, { amount: 3_000, reason: '少收商品' });
    expect(part.body.msg).toBe('已退款 30.00 元');
    expect(await stateOf(id)).toEqual({ refunded: 3_000, status: 'part_refunded', refunds: 1 });

    // What the dialog shows and holds the amount to: the row's refundable amount, named by the field.
    const row = data<Row[]>(await admin.get(`${API}PayCashManage`, { pay_no: payNo }))[0];
    expect(row?.refundable).toBe(7_000);
    const meta = data<TableMeta>(await admin.get(`${API}PayCashManage`, { _meta: 1 }));
    const amount = meta.actions.find((a) => a.name === 'Refund')?.fields?.find((f) => f.name === 'amount');
    expect(amount).toMatchObject({ type: 'money', max_key: 'refundable', rules: { min: 1 }, default: null });
    const over = await refund(id, { amount: 7_001, reason: '多退' });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('退款金额超过可退金额：可退 70.00 元');
    for (const amount of [0, -100, 1.5, 'abc']) {
      const bad = await refund(id, { amount, reason: '坏金额' });
      expect(bad.body.status, String(amount)).toBe(false);
      expect(bad.status, String(amount)).toBe(400);
    }
    expect((await refund(id, { amount: 100 })).status).toBe(400);
    expect(await stateOf(id)).toEqual({ refunded: 3_000, status: 'part_refunded', refunds: 1 });

    const rest = await refund(id, { reason: '顾客退货' });
    expect(data(rest).refunded_amount).toBe(10_000);
    expect(await stateOf(id)).toEqual({ refunded: 10_000, status: 'refunded', refunds: 2 });
    const more = await refund(id, { reason: '再退' });
    expect(more.body.msg).toBe('该笔买单已全额退款');
    expect(await stateOf(id)).toEqual({ refunded: 10_000, status: 'refunded', refunds: 2 });

    const refunds = await admin.get<Row[]>(`${API}PayCashRefundManage`, { pay_no: payNo });
    expect(data(refunds).map((r) => [r.amount, r.reason, r.channel])).toEqual([
      [7_000, '顾客退货', 'wechat'],
      [3_000, '少收商品', 'wechat'],
    ]);
    const listed = await admin.get<Row[]>(`${API}PayCashManage`, { pay_no: payNo, _tab: 'refunded' });
    expect(listed.body.data).toHaveLength(1);
  });

  it('credits a payment from the balance back to the member’s balance, once per refund', async () => {
    await inStore((db) =>
      book(
        db,
        [{ wallet: { kind: 'rmb', memberId: member }, amount: 20_000, event: 'recharge', key: 'test:pc1' }],
        who(),
      ),
    );
    const { id, payNo } = await pay(8_000, 'balance');
    const rmb = () => inStore((db) => balanceOf(db, { kind: 'rmb', memberId: member }));
    expect(await rmb()).toBe(12_000);
    const r = await refund(id, { amount: 5_000, reason: '退差价' });
    expect(await rmb()).toBe(17_000);
    const [row] = await inStore((db) =>
      db
        .select()
        .from(walletLogs)
        .where(eq(walletLogs.bizKey, `paycash_refund:${data(r).refund_no}`)),
    );
    expect(row).toMatchObject({ event: 'paycash_refund', amount: 5_000, docNo: payNo, memberId: member });
    expect(await inStore(walletMismatches)).toEqual([]);
  });

  it('lets one of two refunds racing over what is left win; the other is refused, changing nothing', async () => {
    const { id } = await pay(10_000);
    const results = await Promise.all([
      refund(id, { amount: 6_000, reason: '甲' }),
      refund(id, { amount: 6_000, reason: '乙' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stateOf(id)).toEqual({ refunded: 6_000, status: 'part_refunded', refunds: 1 });

    // Below the screens too: two transactions asking for the rest at once.
    const second = await pay(10_000, 'balance');
    const race = () =>
      inStore((db) => refundPayCash(db, second.id, 7_000, '并发', who())).then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      );
    const outcomes = await Promise.all([race(), race(), race()]);
    expect(outcomes.sort()).toEqual(['CONFLICT', 'CONFLICT', 'ok']);
    expect(await stateOf(second.id)).toEqual({ refunded: 7_000, status: 'part_refunded', refunds: 1 });
    expect(await inStore(walletMismatches)).toEqual([]);
  });

  it('keeps to its store: another store cannot refund or see a payment', async () => {
    const { id, payNo } = await pay(5_000);
    const r = await refund(id, { amount: 100, reason: '越界' }, other);
    expect(r.status).toBe(404);
    expect((await other.get<Row[]>(`${API}PayCashManage`, { pay_no: payNo })).body.data).toEqual([]);
    expect(await stateOf(id)).toEqual({ refunded: 0, status: 'paid', refunds: 0 });
  });
});
