import { pageByName } from '@yanye/catalog';
import { members, type StoreDb, walletLogs, walletMismatches, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import type { MemberWalletView } from '@yanye/protocol';
import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRecharges } from '../src/resources/finance/tables';

/** What a call answered, once it is known to have succeeded. */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

const BASE = '/v1/seller/member/';

interface Detail {
  id: number;
  nick_name: string;
  phone: string;
  level_title: string;
  status: number;
  status_title: string;
  wallets: MemberWalletView[];
}

/** A member's page (/sys/member/info/:id): its data call, the wallet bookings and the status, through HTTP. */
describe.each(DB_KINDS)('a member’s page (%s)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let grain: Client;
  let store: number;
  let member: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);
  const detail = (id = member, c = admin) => c.get<Detail>(`${BASE}MemberDetail`, { id });
  const act = (action: string, body: Record<string, unknown>, c = admin) =>
    c.post<{ balance_after: number }>(`${BASE}Member${action}`, { id: member, ...body });
  /** The member's ledger rows of one wallet: how many, and what they add up to. */
  const ledger = (wallet: 'rmb' | 'score' | 'recycle') =>
    inStore(async (db) => {
      const [row] = await db
        .select({ n: count(), total: sum(walletLogs.amount) })
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, member), eq(walletLogs.kind, wallet)));
      return { rows: row!.n, total: Number(row!.total ?? 0) };
    });
  const records = () => inStore(async (db) => (await db.select({ n: count() }).from(memberRecharges))[0]!.n);
  const walletOf = async (k: string) => data(await detail()).wallets.find((w) => w.kind === k)!;

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
    const [m] = await inStore((db) =>
      db.insert(members).values({ phone: '13900008801', nickName: '页面测试' }).returning({ id: members.id }),
    );
    member = m!.id;
  });
  afterAll(() => t?.close());

  it('answers the profile and the three wallets, each empty before its first booking', async () => {
    const d = data(await detail());
    expect(d).toMatchObject({ id: member, nick_name: '页面测试', phone: '13900008801', status: 1 });
    expect(d.level_title).toBe('普通会员');
    expect(d.status_title).toBe('正常');
    expect(d.wallets.map((w) => [w.kind, w.title, w.balance, w.entries, w.rows.length])).toEqual([
      ['rmb', '余额', 0, 0, 0],
      ['score', '积分', 0, 0, 0],
      ['recycle', '回收金', 0, 0, 0],
    ]);
    const en = await admin.get<Detail>(`${BASE}MemberDetail`, { id: member }, { lang: 'en' });
    expect(data(en).wallets.map((w) => w.title)).toEqual(['Balance', 'Points', 'Recycling credit']);
  });

  it('tops up, deducts and adjusts each wallet, each booked with its record, the newest rows first', async () => {
    const up = await act('Topup', { wallet: 'rmb', amount: 100.5, reason: '现金充值' });
    expect(data(up).balance_after).toBe(10_050);
    expect(data(await act('Deduct', { wallet: 'rmb', amount: 20, reason: '多充扣回' })).balance_after).toBe(
      8_050,
    );
    expect(data(await act('Adjust', { wallet: 'rmb', amount: -0.5, reason: '尾差更正' })).balance_after).toBe(
      8_000,
    );
    expect(data(await act('Topup', { wallet: 'score', amount: 300, reason: '活动赠送' })).balance_after).toBe(
      300,
    );
    expect(
      data(await act('Adjust', { wallet: 'recycle', amount: 12.34, reason: '补记回收款' })).balance_after,
    ).toBe(1_234);

    const rmb = await walletOf('rmb');
    expect(rmb.balance).toBe(8_000);
    expect(
      rmb.rows.map((r) => [r.event, r.event_title, r.amount, r.balance_after, r.note, r.operator]),
    ).toEqual([
      ['adjust', '后台调整', -50, 8_000, '尾差更正', 'salt_admin'],
      ['deduct', '后台扣除', -2_000, 8_050, '多充扣回', 'salt_admin'],
      ['recharge', '后台充值', 10_050, 10_050, '现金充值', 'salt_admin'],
    ]);
    expect(rmb.rows[0]!.doc_no).toMatch(/^CZ\d{8}-\d{4,}$/);
    expect((await walletOf('score')).balance).toBe(300);
    expect((await walletOf('recycle')).balance).toBe(1_234);
    expect(await ledger('recycle')).toEqual({ rows: 1, total: 1_234 });
  });

  it('shows at most ten ledger rows of a wallet, while its balance is the sum of all of them', async () => {
    for (let i = 0; i < 11; i += 1) await act('Topup', { wallet: 'score', amount: 1, reason: '签到补发' });
    const score = await walletOf('score');
    expect(score.rows).toHaveLength(10);
    expect(score.entries).toBe(12);
    expect(score.balance).toBe((await ledger('score')).total);
    expect(score.balance).toBe(311);
    // Newest first along the wallet's chain: each row's balance after is the next one's plus its amount.
    expect(score.rows[0]!.balance_after).toBe(score.balance);
    for (const [i, r] of score.rows.slice(1).entries())
      expect(r.balance_after + score.rows[i]!.amount).toBe(score.rows[i]!.balance_after);
  });

  it('keeps the balance equal to the sum of its ledger under concurrent top-ups and deductions', async () => {
    const before = (await walletOf('rmb')).balance;
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? act('Topup', { wallet: 'rmb', amount: 10, reason: `并发充值${i}` })
        : act('Deduct', { wallet: 'rmb', amount: 3, reason: `并发扣除${i}` }),
    );
    const answers = await Promise.all(calls);
    for (const a of answers) expect(a.body.status).toBe(true);
    const rmb = await walletOf('rmb');
    expect(rmb.balance).toBe(before + 6 * 1_000 - 6 * 300);
    expect(rmb.balance).toBe((await ledger('rmb')).total);
    expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  });

  it('refuses a deduction past the balance in plain words on the amount field, and changes nothing', async () => {
    const before = await ledger('rmb');
    const recs = await records();
    const r = await act('Deduct', { wallet: 'rmb', amount: 1_000, reason: '超额扣除' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('余额只有 122.00，不够扣减 1,000.00');
    expect(r.body.data).toMatchObject({ field: 'amount' });
    const adjust = await act('Adjust', { wallet: 'rmb', amount: -122.01, reason: '超额调整' });
    expect([adjust.status, adjust.body.msg, adjust.body.data]).toEqual([
      409,
      '余额只有 122.00，不够扣减 122.01',
      { field: 'amount' },
    ]);
    // Each wallet is named as the page names it, in the reader's language.
    const recycle = await act('Deduct', { wallet: 'recycle', amount: 20, reason: '超额扣除' });
    expect([recycle.status, recycle.body.msg]).toEqual([409, '回收金只有 12.34，不够扣减 20.00']);
    const en = await admin.post(
      `${BASE}MemberDeduct`,
      { id: member, wallet: 'score', amount: 1_000, reason: 'too many' },
      { lang: 'en' },
    );
    expect(en.body.msg).toBe('The member has only 311 points, less than the 1000 to take off');
    expect(await ledger('rmb')).toEqual(before);
    expect(await records()).toBe(recs);
  });

  it('refuses a missing reason, a zero adjustment and a fraction of a point, naming the field', async () => {
    const before = await ledger('rmb');
    const noReason = await act('Topup', { wallet: 'rmb', amount: 5 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toMatchObject({ field: 'reason' });
    expect(noReason.body.msg).toContain('原因');
    const blank = await act('Deduct', { wallet: 'rmb', amount: 5, reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toMatchObject({ field: 'reason' });
    const zero = await act('Adjust', { wallet: 'rmb', amount: 0, reason: '无变化' });
    expect(zero.status).toBe(400);
    expect(zero.body.data).toMatchObject({ field: 'amount' });
    const fraction = await act('Topup', { wallet: 'score', amount: 1.5, reason: '半个积分' });
    expect(fraction.status).toBe(400);
    expect(fraction.body.data).toMatchObject({ field: 'amount' });
    const noWallet = await act('Topup', { wallet: 'gold', amount: 5, reason: '不存在的钱包' });
    expect(noWallet.status).toBe(400);
    expect(noWallet.body.data).toMatchObject({ field: 'wallet' });
    expect(await ledger('rmb')).toEqual(before);
  });

  it('refuses each action to a role without its grant, and allows what the role grants', async () => {
    const clerk = await signedIn(t, 'clerk', 'xinyan');
    expect((await detail(member, clerk)).status).toBe(403);
    expect((await act('Topup', { wallet: 'rmb', amount: 1, reason: '无权充值' }, clerk)).status).toBe(403);

    // The clerk's role given the member's page and the top-up, but not the deduction.
    const roles = data(await admin.get<{ id: number; name: string }[]>('/v1/seller/role/rolemanage'));
    const role = roles.find((r) => r.name === '仓管员')!;
    const pages = ['MemberManage', 'MemberInfo', 'MemberTopup'].map((n) => pageByName(n)!);
    const saved = await admin.post('/v1/seller/role/roleedit', {
      id: role.id,
      name: role.name,
      path_arr: JSON.stringify(pages.map((p) => p.path)),
      api_arr: JSON.stringify(pages.flatMap((p) => p.api)),
    });
    expect(saved.body.status).toBe(true);
    const granted = await signedIn(t, 'clerk', 'xinyan');
    expect((await detail(member, granted)).status).toBe(200);
    const before = await ledger('rmb');
    expect((await act('Topup', { wallet: 'rmb', amount: 1, reason: '仓管充值' }, granted)).status).toBe(200);
    const refused = await act('Deduct', { wallet: 'rmb', amount: 1, reason: '仓管扣除' }, granted);
    expect([refused.status, refused.body.msg]).toEqual([403, '无操作权限']);
    expect((await act('Disable', {}, granted)).status).toBe(403);
    expect(await ledger('rmb')).toEqual({ rows: before.rows + 1, total: before.total + 100 });
  });

  it('does not find another store’s member, for the page or any action', async () => {
    expect((await detail(member, grain)).status).toBe(404);
    const before = await ledger('rmb');
    expect((await act('Topup', { wallet: 'rmb', amount: 1, reason: '跨店充值' }, grain)).status).toBe(404);
    expect((await act('Disable', {}, grain)).status).toBe(404);
    expect(await ledger('rmb')).toEqual(before);
    expect(data(await detail()).status).toBe(1);
  });

  it('disables and enables the member, each once', async () => {
    const off = await act('Disable', {});
    expect(off.body).toMatchObject({ status: true, msg: '会员已停用' });
    expect(data(await detail())).toMatchObject({ status: 0, status_title: '停用' });
    const twice = await act('Disable', {});
    expect([twice.status, twice.body.msg]).toEqual([409, '该会员已是停用状态']);
    const on = await act('Enable', {});
    expect(on.body).toMatchObject({ status: true, msg: '会员已启用' });
    expect(data(await detail()).status).toBe(1);
    expect((await act('Enable', {})).status).toBe(409);
  });
});
