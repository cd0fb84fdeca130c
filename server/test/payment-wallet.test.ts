import { createHmac } from 'node:crypto';
import {
  balanceOf,
  bankCards,
  orders,
  refunds,
  type StoreDb,
  walletLogs,
  walletMismatches,
  withdrawals,
  withStore,
} from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type OutboxRecord,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import {
  BANKS,
  formatMoney,
  groupCardNo,
  isLuhn,
  PAYMENT_WALLET_RULES,
  platformFee,
  type TableMeta,
  withdrawalFee,
} from '@yanye/protocol';
import { and, between, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOrderIncome } from '../src/resources/finance/payment/wallet.service';

/** An answer whose data is what the call answers when it succeeds (the tests check `status` first). */
interface Answer<T> {
  readonly status: number;
  readonly body: { readonly status: boolean; readonly msg: string; readonly data: T };
}
/** A signed-in client whose answers are typed by the call. */
interface Typed {
  readonly suid: string;
  get<T = unknown>(url: string, query?: Record<string, string | number>): Promise<Answer<T>>;
  post<T = unknown>(url: string, body?: Record<string, unknown>): Promise<Answer<T>>;
}
const typed = (c: Client): Typed => c as unknown as Typed;
const signIn = async (t: TestApp, username: string) => typed(await signedIn(t, username));

const WALLET = '/v1/fenxiao/wallet/';
const CARD = '/v1/fenxiao/bankcard/Bankcard';
const INFO = `${WALLET}WalletInfo`;
const APPLY = `${WALLET}WithdrawalApply`;
const SUMMARY = `${WALLET}SummaryRecord`;
const REVIEW = '/v1/pingtai/withdrawal/';
const PAYOUT = '/callback/pay/payout';
const SECRET = 'payout-test-secret-0123456789abcdef';
const DAY = 86_400;

interface Info {
  available: number;
  frozen: number;
  paid_out: number;
  default_card_id: number | null;
}
interface Withdrawal {
  id: number;
  withdrawal_no: string;
  amount: number;
  fee: number;
  arrival: number;
  status: string;
}

/** A card number with its Luhn check digit. */
function cardNo(body: string): string {
  for (let d = 0; d <= 9; d++) if (isLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

/** Withdrawals conserve money; ledger holds; the payment wallet as the ledger and WalletInfo both see it. */
describe.each(DB_KINDS)('the payment wallet (%s)', (kind) => {
  let t: TestApp;
  let store: Typed;
  let platform: Typed;
  let salt: Typed;
  let storeId: number;
  let card: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, storeId, fn);

  const info = async () => (await store.get<Info>(INFO)).body.data;
  const total = (i: Info) => i.available + i.frozen + i.paid_out;
  const apply = (amount: number, bankCardId = card) =>
    store.post<Withdrawal>(APPLY, { amount, bank_card_id: bankCardId });
  const approve = (id: number) => platform.post(`${REVIEW}WithdrawalApprove`, { supplier_id: storeId, id });
  const reject = (id: number, reason = '账户信息有误') =>
    platform.post(`${REVIEW}WithdrawalReject`, { supplier_id: storeId, id, reason });
  const notify = (no: string, status: 'paid' | 'failed', amount: number, secret = SECRET) => {
    const body = JSON.stringify({
      out_trade_no: no,
      trade_no: status === 'paid' ? `T${no}` : '',
      status,
      amount_cents: amount,
      reason: status === 'failed' ? '户名不符' : '',
    });
    return t.app.inject({
      method: 'POST',
      url: PAYOUT,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-pay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
    });
  };
  /** What the local payment service was asked (the outbox's `pay` channel, as /dev/pay reads it). */
  const payOutbox = async () =>
    (await t.app.inject({ method: 'GET', url: '/dev/outbox.json', query: { channel: 'pay' } })).json<{
      data: OutboxRecord[];
    }>().data;
  const statusOf = async (id: number) =>
    (
      await inStore((db) =>
        db.select({ s: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)),
      )
    )[0]?.s;

  beforeAll(async () => {
    t = await startApp(kind, { env: { PAY_NOTIFY_SECRET: SECRET } });
    store = await signIn(t, 'grain_admin');
    platform = await signIn(t, 'platform_admin');
    salt = await signIn(t, 'salt_admin');
    storeId = Number(store.suid);
  });
  afterAll(() => t?.close());

  it('starts from the demo: income booked, a card, and the ledger holding', async () => {
    const i = await info();
    expect(i.available).toBeGreaterThan(PAYMENT_WALLET_RULES.min_cents);
    expect(i.paid_out).toBeGreaterThan(0);
    expect(i.frozen).toBeGreaterThan(0);
    expect(i.default_card_id).not.toBeNull();
    expect(await inStore(walletMismatches)).toEqual([]);
  });

  it('refuses a card number failing the Luhn check or of no listed bank, changing nothing', async () => {
    const count = async () => (await store.get<unknown[]>(`${CARD}Manage`, { limit: 100 })).body.data.length;
    const before = await count();
    const card = { bank_code: '102', holder: '李秀英', card_no: cardNo('622202123456789012'), is_default: 0 };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...card, card_no: '6222021234567890124' }, '校验位'],
      [{ ...card, card_no: '6222 0212 3456' }, '12 至 19 位'],
      [{ ...card, card_no: '62220212345678901234' }, '12 至 19 位'],
      [{ ...card, card_no: '6222-0212-abcd-7890' }, '校验位'],
      [{ ...card, bank_code: '999' }, '开户银行'],
      [{ ...card, bank_code: undefined, bank_name: '中国工商银行' }, '开户银行'],
    ];
    for (const [body, said] of refusals) {
      const bad = await store.post(`${CARD}Save`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.msg, JSON.stringify(body)).toContain(said);
    }
    expect(await count()).toBe(before);
  });

  it('picks the bank by its code, lists cards masked, and keeps one default card', async () => {
    const number = cardNo('621700000012345678');
    const made = await store.post<{ id: number }>(`${CARD}Save`, {
      bank_code: '105',
      branch: '哈尔滨道里支行',
      holder: '李秀英',
      // Typed as it reads on the card, in groups of four.
      card_no: groupCardNo(number),
      is_default: 1,
    });
    expect(made.body).toMatchObject({ status: true });
    card = made.body.data.id;
    const [kept] = await inStore((db) =>
      db
        .select({ code: bankCards.bankCode, name: bankCards.bankName, no: bankCards.cardNo })
        .from(bankCards)
        .where(eq(bankCards.id, card)),
    );
    expect(kept).toEqual({ code: '105', name: '中国建设银行', no: number });
    const meta = await store.get<TableMeta>(`${CARD}Manage`, { _meta: 1 });
    expect(meta.body.data.rows.bank_code?.options?.map((o) => o.value)).toEqual(BANKS.map((b) => b.code));
    const list = await store.get<Array<{ id: number; card_no: string; is_default: number }>>(`${CARD}Manage`);
    const rows = list.body.data;
    expect(rows.find((r) => r.id === card)?.card_no).toBe(
      `${number.slice(0, 4)} **** **** ${number.slice(-4)}`,
    );
    expect(JSON.stringify(rows)).not.toContain(number);
    expect(rows.filter((r) => r.is_default === 1).map((r) => r.id)).toEqual([card]);
    expect((await info()).default_card_id).toBe(card);
    const picked = await store.get<Array<{ label: string }>>(`${CARD}Options`);
    expect(JSON.stringify(picked.body.data)).not.toContain(number);
  });

  it('refuses a withdrawal below the minimum, above the maximum or the available balance, or to a card of no one', async () => {
    const before = await info();
    const low = await apply(PAYMENT_WALLET_RULES.min_cents - 1);
    expect(low.status).toBe(400);
    expect(low.body.msg).toContain(formatMoney(PAYMENT_WALLET_RULES.min_cents));
    const high = await apply(PAYMENT_WALLET_RULES.max_cents + 1);
    expect(high.status).toBe(400);
    expect(high.body.msg).toContain('1,000,000.00');
    const over = await apply(before.available + 100);
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain(formatMoney(before.available));
    const nocard = await apply(PAYMENT_WALLET_RULES.min_cents, 999_999);
    expect(nocard.status).toBe(400);
    expect(await info()).toEqual(before);
  });

  it('applies, approves and pays out: balances, ledger and the payout request right', async () => {
    const before = await info();
    const amount = 123_456;
    const made = await apply(amount);
    expect(made.body.data).toMatchObject({ status: 'applied', amount, fee: withdrawalFee(amount) });
    // Numbered like every document: prefix, the day, a sequence.
    expect(made.body.data.withdrawal_no).toMatch(/^TX\d{8}-\d{4,}$/);
    expect(made.body.data.arrival).toBe(amount - withdrawalFee(amount));
    const w = made.body.data;
    const applied = await info();
    expect(applied).toMatchObject({ available: before.available - amount, frozen: before.frozen + amount });

    const listed = await platform.get<{ rows: Array<{ id: number; supplier_id: number; status: string }> }>(
      `${REVIEW}WithdrawalList`,
      { status: 'applied' },
    );
    expect(listed.body.data.rows.some((r) => r.id === w.id && r.supplier_id === storeId)).toBe(true);

    const ok = await approve(w.id);
    expect(ok.body).toMatchObject({ status: true, data: { status: 'approved' } });
    const asked = (await payOutbox()).find((r) => r.recipient === w.withdrawal_no);
    expect(asked).toMatchObject({ template: 'payout' });
    expect(asked?.params.amount_cents).toBe(String(w.arrival));

    const paid = await notify(w.withdrawal_no, 'paid', w.arrival);
    expect(paid.json()).toMatchObject({ status: true, data: { booked: true } });
    const after = await info();
    expect(after).toMatchObject({
      available: before.available - amount,
      frozen: before.frozen,
      paid_out: before.paid_out + amount,
    });
    expect(total(after)).toBe(total(before));
    expect(await statusOf(w.id)).toBe('paid');
    const rows = await inStore((db) =>
      db
        .select({ kind: walletLogs.kind, event: walletLogs.event, amount: walletLogs.amount })
        .from(walletLogs)
        .where(and(eq(walletLogs.docType, 'withdrawal'), eq(walletLogs.docId, w.id)))
        .orderBy(walletLogs.id),
    );
    expect(rows).toEqual([
      { kind: 'payment', event: 'withdraw_freeze', amount: -amount },
      { kind: 'payment_frozen', event: 'withdraw_freeze', amount },
      { kind: 'payment_frozen', event: 'withdraw_payout', amount: -amount },
      { kind: 'payment_out', event: 'withdraw_payout', amount },
    ]);
    const record = await store.get<Array<{ id: number; status: string }>>(`${WALLET}WithdrawalManage`);
    expect(record.body.data.find((r) => r.id === w.id)?.status).toBe('paid');
  });

  it('refuses a notification with a bad signature or the wrong amount, and one before approval', async () => {
    const w = (await apply(20_000)).body.data;
    expect((await notify(w.withdrawal_no, 'paid', w.arrival, 'forged')).statusCode).toBe(400);
    expect((await notify(w.withdrawal_no, 'paid', w.arrival)).statusCode).toBe(409);
    await approve(w.id);
    expect((await notify(w.withdrawal_no, 'paid', w.arrival + 1)).statusCode).toBe(400);
    expect((await notify('WD1T1ABCDEF01', 'paid', 1)).statusCode).toBe(404);
    expect((await notify('TX20990101-999999', 'paid', 1)).statusCode).toBe(404);
    expect(await statusOf(w.id)).toBe('approved');
    expect((await notify(w.withdrawal_no, 'paid', w.arrival)).json()).toMatchObject({
      data: { booked: true },
    });
  });

  it('settles a withdrawal kept under a number of the form before, which names its store', async () => {
    const w = (await apply(20_000)).body.data;
    await approve(w.id);
    const old = `WD${storeId}T1767225600ABCDEF01`;
    await inStore((db) => db.update(withdrawals).set({ withdrawalNo: old }).where(eq(withdrawals.id, w.id)));
    expect((await notify(old, 'paid', w.arrival)).json()).toMatchObject({ data: { booked: true } });
    expect(await statusOf(w.id)).toBe('paid');
  });

  it('unfreezes a rejected withdrawal and a failed payout', async () => {
    const before = await info();
    const a = (await apply(30_000)).body.data;
    const r = await reject(a.id);
    expect(r.body).toMatchObject({ status: true, data: { status: 'rejected' } });
    expect(await info()).toEqual(before);
    expect((await approve(a.id)).status).toBe(409);

    const b = (await apply(40_000)).body.data;
    await approve(b.id);
    const failed = await notify(b.withdrawal_no, 'failed', b.arrival);
    expect(failed.json()).toMatchObject({ data: { booked: true } });
    expect(await statusOf(b.id)).toBe('failed');
    expect(await info()).toEqual(before);
    // The other outcome after one was booked changes nothing.
    expect((await notify(b.withdrawal_no, 'paid', b.arrival)).json()).toMatchObject({
      data: { booked: false },
    });
    expect(await info()).toEqual(before);
  });

  it('settles racing approvals and racing notifications once', async () => {
    const before = await info();
    const w = (await apply(50_000)).body.data;
    const decisions = await Promise.all([approve(w.id), approve(w.id)]);
    expect(decisions.filter((d) => d.body.status)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(1);
    expect((await payOutbox()).filter((r) => r.recipient === w.withdrawal_no)).toHaveLength(1);
    const answers = await Promise.all([1, 2, 3].map(() => notify(w.withdrawal_no, 'paid', w.arrival)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().data.booked)).toHaveLength(1);

    const v = (await apply(60_000)).body.data;
    const refusals = await Promise.all([reject(v.id), reject(v.id), approve(v.id)]);
    expect(refusals.filter((d) => d.body.status)).toHaveLength(1);
    const after = await info();
    expect(total(after)).toBe(total(before));
    // A rejection that won unfroze the amount; an approval that won keeps it frozen until its payout is notified.
    const won = await statusOf(v.id);
    expect(['rejected', 'approved']).toContain(won);
    expect(after.frozen).toBe(before.frozen + (won === 'approved' ? 60_000 : 0));
    expect(await inStore(walletMismatches)).toEqual([]);
  });

  it('offers an approved payout on /dev/pay, whose 已打款 sends the signed notification', async () => {
    const w = (await apply(25_000)).body.data;
    await approve(w.id);
    const page = await t.app.inject({ method: 'GET', url: '/dev/pay' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-payout="${w.withdrawal_no}"`);
    const settled = await t.app.inject({
      method: 'POST',
      url: '/dev/pay/settle',
      payload: `out_trade_no=${w.withdrawal_no}&result=paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(settled.statusCode).toBe(303);
    expect(await statusOf(w.id)).toBe('paid');
    const after = await t.app.inject({ method: 'GET', url: '/dev/pay' });
    expect(after.body).not.toContain(`data-payout="${w.withdrawal_no}"`);
  });

  it('will not delete a card a withdrawal is on its way to', async () => {
    const other = await store.post<{ id: number }>(`${CARD}Save`, {
      bank_code: '104',
      holder: '李秀英',
      card_no: cardNo('601382000011112222'),
      is_default: 0,
    });
    const id = other.body.data.id;
    const w = (await apply(10_000, id)).body.data;
    const refused = await store.post(`${CARD}Del`, { id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('进行中的提现');
    await reject(w.id);
    expect((await store.post(`${CARD}Del`, { id })).status).toBe(409);
    const fresh = await store.post<{ id: number }>(`${CARD}Save`, {
      bank_code: '301',
      holder: '李秀英',
      card_no: cardNo('622260000033334444'),
      is_default: 0,
    });
    expect((await store.post(`${CARD}Del`, { id: fresh.body.data.id })).body.status).toBe(true);
  });

  it("sums a day's orders and refunds in the summary as the orders say", async () => {
    // A day of its own, after the demo's: its orders and refunds are this test's alone.
    t.clock.now += 40 * DAY;
    const at = t.clock.now;
    store = await signIn(t, 'grain_admin');
    platform = await signIn(t, 'platform_admin');
    salt = await signIn(t, 'salt_admin');
    const ids = await inStore(async (db) => {
      const made = await db
        .insert(orders)
        .values(
          [31_900, 12_345].map((pay, i) => ({
            orderSn: `PW${at}${i}`,
            buyerName: '测试',
            orderStatus: 'pay' as const,
            goodsAmount: pay,
            payAmount: pay,
            payTime: at,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .returning({ id: orders.id });
      for (const o of made) await bookOrderIncome(db, o.id, { accountId: null, now: at });
      // A notification repeated books nothing more.
      await bookOrderIncome(db, made[0]!.id, { accountId: null, now: at });
      const [r] = await db
        .insert(refunds)
        .values({
          refundSn: `TKPW${at}`,
          orderId: made[0]!.id,
          type: 'refund',
          status: 'agreed',
          amount: 5_000,
          reason: '不想要了',
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: refunds.id });
      return { orders: made.map((o) => o.id), refund: r!.id };
    });
    expect((await store.post('/v1/seller/refund/RefundConfirm', { id: ids.refund })).body.status).toBe(true);

    const day = new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const summary = await store.get<{ rows: Array<Record<string, number | string>> }>(SUMMARY, {
      start: day,
      end: day,
    });
    const row = summary.body.data.rows[0]!;
    const expected = await inStore(async (db) => {
      const [o] = await db
        .select({
          pay: sql<string>`coalesce(sum(${orders.payAmount}), 0)::text`,
          n: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(between(orders.payTime, Number(row.from), Number(row.to)));
      const fees = await db
        .select({ pay: orders.payAmount })
        .from(orders)
        .where(between(orders.payTime, Number(row.from), Number(row.to)));
      const [r] = await db
        .select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
        .from(refunds)
        .where(
          and(eq(refunds.status, 'refunded'), between(refunds.handledAt, Number(row.from), Number(row.to))),
        );
      return {
        income: Number(o!.pay),
        fees: -fees.reduce((s, x) => s + platformFee(x.pay), 0),
        refunds: -Number(r!.amount),
      };
    });
    expect(expected.income).toBe(31_900 + 12_345);
    expect(row).toMatchObject({ day, ...expected, net: expected.income + expected.refunds + expected.fees });
    expect(row.balance).toBe((await info()).available);
    expect(row.balance).toBe(await inStore((db) => balanceOf(db, { kind: 'payment' })));

    // The drill-down lists the day's ledger rows.
    const detail = await store.get<Array<{ amount: number }>>(`${WALLET}PaymentLogManage`, {
      created_at: `${row.from},${row.to}`,
    });
    expect(detail.body.data).toHaveLength(Number(row.entries));
  });

  it('refuses the payment wallet to a store that is not in the union, and its review to stores', async () => {
    for (const [path, call] of [
      [INFO, () => salt.get(INFO)],
      [APPLY, () => salt.post(APPLY, { amount: 20_000, bank_card_id: 1 })],
      [SUMMARY, () => salt.get(SUMMARY, { start: '2026-01-01', end: '2026-01-02' })],
      [`${CARD}Manage`, () => salt.get(`${CARD}Manage`)],
    ] as const) {
      const reply = await call();
      expect(reply.status, path).toBe(403);
    }
    expect((await store.get(`${REVIEW}WithdrawalList`)).status).toBe(403);
    expect((await store.post(`${REVIEW}WithdrawalApprove`, { supplier_id: storeId, id: 1 })).status).toBe(
      403,
    );
  });

  it('ends with every wallet equal to its ledger and money conserved', async () => {
    expect(await inStore(walletMismatches)).toEqual([]);
    const sums = await inStore((db) =>
      db
        .select({ event: walletLogs.event, sum: sql<string>`sum(${walletLogs.amount})::text` })
        .from(walletLogs)
        .where(sql`${walletLogs.kind} in ('payment', 'payment_frozen', 'payment_out')`)
        .groupBy(walletLogs.event),
    );
    const by = Object.fromEntries(sums.map((s) => [s.event, Number(s.sum)]));
    // Moves between the three accounts add up to nothing; only orders, refunds and fees change the total.
    for (const e of ['withdraw_freeze', 'withdraw_release', 'withdraw_payout']) expect(by[e] ?? 0).toBe(0);
    const i = await info();
    expect(total(i)).toBe((by.order_income ?? 0) + (by.order_refund ?? 0) + (by.platform_fee ?? 0));
  });
});
