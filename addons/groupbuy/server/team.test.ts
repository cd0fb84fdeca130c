import { balanceOf, members, type StoreDb, walletLogs, walletMismatches } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, type Reply, refused, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupbuyStore } from './groupbuy.support';
import { groupbuys, groupbuyTeamMembers, groupbuyTeams } from './tables';

/**
 * The groups of a campaign: opening and joining for a member, with every rule a join is held to (the
 * member's limit, the stock, the balance, a campaign not running, a group full or past its deadline, one group
 * led at a time); the join that fills a group; the sweep failing a group at its deadline and refunding each member
 * exactly once, run twice and raced by a last-second join; and, on PostgreSQL, joins racing for the last units,
 * the last places and one member's limit, after which every balance is still the sum of its ledger.
 */

const API = '/v1/addons/groupbuy/';
const HOUR = 3_600;
const DAY = 86_400;

type Row = Record<string, unknown>;
interface Opened {
  id: number;
  team_id: number;
  status: string;
}

describe.each(DB_KINDS)('group-buy groups on %s', (kind) => {
  const app = suiteApp(kind);
  const { inStore, sweep, balance, goodsOver, member } = groupbuyStore(app, {
    phones: '1360000',
    nick: '团员',
  });
  /** A goods item of the store; the group price is 10.00 yuan. */
  let item: number;
  const PRICE = 1_000;

  beforeAll(async () => {
    item = (await goodsOver(PRICE)).id;
  });

  /** Members of the store, each with `yuan` on their balance (booked as a top-up in the ledger). */
  async function people(n: number, yuan = 100): Promise<number[]> {
    const made: number[] = [];
    for (let i = 0; i < n; i++) made.push(await member(yuan));
    return made;
  }

  /** A campaign running now: groups of `size`, `limit` units a member, `stock` units. */
  async function campaign(
    o: { size?: number; limit?: number; stock?: number; hours?: number; start?: number } = {},
  ) {
    const saved = await app.salt.post<{ id: number }>(`${API}GroupbuySave`, {
      title: `参团测试${Math.random().toString(36).slice(2, 6)}`,
      goods_id: item,
      group_price: PRICE,
      group_size: o.size ?? 3,
      fill_hours: o.hours ?? 24,
      member_limit: o.limit ?? 5,
      stock: o.stock ?? 100,
      start_at: o.start ?? app.t.clock.now - 60,
      end_at: app.t.clock.now + 10 * DAY,
    });
    const id = okData(saved, 'campaign').id;
    okData(await app.salt.post(`${API}GroupbuyPublish`, { id }), 'publish');
    return id;
  }

  const open = (id: number, memberId: unknown, qty: unknown = 1, lang: 'zh' | 'en' = 'en') =>
    app.salt.post<Opened>(`${API}GroupbuyOpen`, { id, member_id: memberId, qty }, { lang });
  const join = (team: number, memberId: number, qty = 1, lang: 'zh' | 'en' = 'en') =>
    app.salt.post<{ id: number; status: string }>(
      `${API}TeamJoin`,
      { id: team, member_id: memberId, qty },
      { lang },
    );
  const team = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuyTeams).where(eq(groupbuyTeams.id, id)))[0]!);
  const sold = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuys).where(eq(groupbuys.id, id)))[0]!.sold);
  /** The group-buy ledger rows of a member: payments and refunds, by key. */
  const ledger = (memberId: number) =>
    inStore((db) =>
      db
        .select({ key: walletLogs.bizKey, amount: walletLogs.amount, event: walletLogs.event })
        .from(walletLogs)
        .where(and(eq(walletLogs.memberId, memberId), like(walletLogs.bizKey, 'groupbuy-%'))),
    );
  /** One after another: a transaction's queries share its connection. */
  async function balancesOf(db: StoreDb, memberIds: readonly number[]): Promise<number[]> {
    const out: number[] = [];
    for (const m of memberIds) out.push(await balanceOf(db, { kind: 'rmb', memberId: m }));
    return out;
  }
  const noMismatch = async () => expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  /** What a refused call must leave as it was. */
  const snapshot = (campaignId: number, memberIds: number[]) =>
    inStore(async (db) => ({
      sold: (await db.select().from(groupbuys).where(eq(groupbuys.id, campaignId)))[0]!.sold,
      teams: (
        await db.select({ n: count() }).from(groupbuyTeams).where(eq(groupbuyTeams.groupbuyId, campaignId))
      )[0]!.n,
      lines: (
        await db
          .select({ n: count() })
          .from(groupbuyTeamMembers)
          .where(eq(groupbuyTeamMembers.groupbuyId, campaignId))
      )[0]!.n,
      balances: await balancesOf(db, memberIds),
    }));

  it('opens a group for a member, who pays the group price from the balance, and fills it with the last join', async () => {
    const id = await campaign({ size: 3 });
    const [a, b, c] = await people(3);
    const opened = await open(id, a!, 2, 'zh');
    const o = okData(opened, 'open');
    expect(opened.body.msg).toBe(`已开团：团号 #${o.team_id}，还差 2 人成团`);
    expect(o).toMatchObject({ id, status: 'forming' });
    expect(await balance(a!)).toBe(10_000 - 2 * PRICE);
    const first = await join(o.team_id, b!);
    expect(okData(first, 'join')).toMatchObject({ id: o.team_id, status: 'forming' });
    expect(first.body.msg).toBe('Joined: 1 more to fill the group');
    const last = await join(o.team_id, c!, 1, 'zh');
    expect(okData(last, 'fill')).toMatchObject({ status: 'filled' });
    expect(last.body.msg).toBe('已参团，已成团');
    expect(await team(o.team_id)).toMatchObject({
      status: 'filled',
      joined: 3,
      qty: 4,
      amount: 4 * PRICE,
      filledAt: app.t.clock.now,
      leaderId: a,
    });
    expect(await sold(id)).toBe(4);
    expect(await ledger(a!)).toEqual([
      { key: expect.stringMatching(/^groupbuy-pay:\d+$/), amount: -2 * PRICE, event: 'groupbuy_pay' },
    ]);
    // The details page: its members in the order they joined.
    const detail = okData(
      await app.salt.get<Row & { members: Row[] }>(`${API}TeamInfo`, { id: o.team_id }),
      'info',
    );
    expect(detail.members.map((m) => [m.member_id, m.qty, m.amount])).toEqual([
      [a, 2, 2 * PRICE],
      [b, 1, PRICE],
      [c, 1, PRICE],
    ]);
    // Full: nobody else joins.
    const [d] = await people(1);
    const before = await snapshot(id, [d!]);
    refused(await join(o.team_id, d!), 409, 'Filled');
    expect(await snapshot(id, [d!])).toEqual(before);
    await noMismatch();
  });

  it('holds every join to its rules, refusing with the reason and changing nothing', async () => {
    const id = await campaign({ size: 5, limit: 3, stock: 6 });
    const [a, b, c, poor, off] = await people(5);
    const [small] = await people(1, 5);
    await inStore((db) => db.update(members).set({ status: 0 }).where(eq(members.id, off!)));
    const g = okData(await open(id, a!, 2), 'open').team_id;
    const all = [a!, b!, c!, poor!, off!, small!];
    const cases: [() => Promise<Reply>, string][] = [
      // The member's limit counts their units in every group of the campaign.
      [() => open(id, b!, 4), 'The limit is 3 units a member'],
      [() => join(g, a!, 1), 'is in this group already'],
      [() => join(g, b!, 0), 'Units'],
      [() => join(g, b!, 1.5), 'Units'],
      [() => join(g, off!, 1), 'No such member, or the member is disabled'],
      [() => open(id, 999_999_999, 1), 'No such member'],
      [() => open(id, 'abc', 1), 'Choose a member'],
      [() => join(g, small!, 1), 'Not enough in the wallet: 5.00 available, 10.00 needed'],
    ];
    for (const [call, text] of cases) {
      const before = await snapshot(id, all);
      const r = await call();
      expect(r.status, `${text}: ${r.body.msg}`).toBeGreaterThanOrEqual(400);
      expect(r.body.msg, text).toContain(text);
      expect(await snapshot(id, all), text).toEqual(before);
    }
    okData(await join(g, b!, 3), 'up to the limit');
    // Over the member's limit across groups: a leads g with 2, so 2 more is too many.
    const other = okData(await open(id, c!, 1), 'another group').team_id;
    const before = await snapshot(id, all);
    refused(await join(other, a!, 2), 409, 'has 2, so at most 1 more');
    // Six units in stock, six taken: none left.
    refused(await join(other, poor!, 1), 409, 'Not enough stock: 0 units left, 1 wanted');
    expect(await snapshot(id, all)).toEqual(before);
    await noMismatch();
  });

  it('lets a member lead one group still forming per campaign, unless the store allows more', async () => {
    const id = await campaign();
    const [a] = await people(1);
    const first = okData(await open(id, a!), 'open').team_id;
    refused(await open(id, a!), 409, `leads group #${first}`);
    okData(
      await app.salt.post('/v1/addons/SetupSave', { key: 'groupbuy', values: { multi_open: true } }),
      'allow',
    );
    okData(await open(id, a!), 'second allowed');
    okData(
      await app.salt.post('/v1/addons/SetupSave', { key: 'groupbuy', values: { multi_open: false } }),
      'back',
    );
  });

  it('refuses to open or join under a campaign that is not running', async () => {
    const soon = await campaign({ start: app.t.clock.now + DAY });
    const [a, b] = await people(2);
    refused(await open(soon, a!), 409, 'is Scheduled');
    const id = await campaign();
    const g = okData(await open(id, a!), 'open').team_id;
    okData(await app.salt.post(`${API}GroupbuyStop`, { id, note: '临时停止活动' }), 'stop');
    refused(await join(g, b!), 409, 'Failed');
    refused(await open(id, b!), 409, 'is Stopped');
    const draft = okData(
      await app.salt.post<{ id: number }>(`${API}GroupbuySave`, {
        title: '草稿拼团',
        goods_id: item,
        group_price: PRICE,
        group_size: 2,
        stock: 10,
        start_at: app.t.clock.now - 60,
        end_at: app.t.clock.now + DAY,
      }),
      'draft',
    ).id;
    refused(await open(draft, b!), 409, 'is Draft');
    expect(await balance(b!)).toBe(10_000);
  });

  it('fails a group at its deadline, refunding each member exactly once, however often the sweep runs', async () => {
    const id = await campaign({ size: 4, hours: 2 });
    const [a, b, c] = await people(3);
    const g = okData(await open(id, a!, 2), 'open').team_id;
    okData(await join(g, b!), 'join');
    const deadline = (await team(g)).expiresAt;
    expect(deadline).toBe(app.t.clock.now + 2 * HOUR);
    // Before the sweep, a join past the deadline is refused.
    app.t.clock.now = deadline;
    app.salt = await signedIn(app.t, 'salt_admin');
    refused(await join(g, c!), 409, 'past its deadline');
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await team(g)).toMatchObject({
      status: 'failed',
      failReason: 'expired',
      failedAt: deadline,
      refunded: 3 * PRICE,
    });
    expect(await sweep()).toBe(0);
    expect(await sweep(deadline + HOUR)).toBe(0);
    for (const m of [a!, b!]) {
      expect(await balance(m)).toBe(10_000);
      const rows = await ledger(m);
      expect(rows.filter((r) => r.event === 'groupbuy_refund')).toHaveLength(1);
      expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(0);
    }
    expect(await sold(id)).toBe(0);
    refused(await join(g, c!), 409, 'Failed');
    await noMismatch();
  });

  it.runIf(kind === 'postgres')(
    'races a last-second join against the sweep: paid once, refunded once, never lost',
    async () => {
      for (let round = 0; round < 6; round++) {
        const id = await campaign({ size: 5, hours: 1 });
        const [a, b] = await people(2);
        const g = okData(await open(id, a!), 'open').team_id;
        const deadline = (await team(g)).expiresAt;
        app.t.clock.now = deadline - 1;
        app.salt = await signedIn(app.t, 'salt_admin');
        const [joined] = await Promise.all([join(g, b!), sweep(deadline)]);
        expect([200, 409]).toContain(joined.status);
        await sweep(deadline + 60);
        const after = await team(g);
        expect(after.status).toBe('failed');
        for (const m of [a!, b!]) {
          const rows = await ledger(m);
          const pays = rows.filter((r) => r.event === 'groupbuy_pay').length;
          expect(rows.filter((r) => r.event === 'groupbuy_refund')).toHaveLength(pays);
          expect(await balance(m)).toBe(10_000);
        }
        expect(after.joined).toBe(joined.status === 200 ? 2 : 1);
        expect(after.refunded).toBe(after.amount);
        expect(await sold(id)).toBe(0);
      }
      await noMismatch();
    },
  );

  it.runIf(kind === 'postgres')(
    'races joins for the last units, the last places and one member’s limit: none oversold, every balance its ledger',
    async () => {
      // Six units: the leader takes one, twelve members race for the other five.
      const units = await campaign({ size: 20, stock: 6 });
      const crowd = await people(13);
      const g = okData(await open(units, crowd[0]!), 'open').team_id;
      const raced = await Promise.all(crowd.slice(1).map((m) => join(g, m)));
      expect(raced.filter((r) => r.status === 200)).toHaveLength(5);
      for (const r of raced.filter((x) => x.status !== 200)) refused(r, 409, 'Not enough stock');
      expect(await sold(units)).toBe(6);
      expect(await team(g)).toMatchObject({ joined: 6, qty: 6 });

      // Three places left in a group of four: six members race, three get in and fill it.
      const places = await campaign({ size: 4 });
      const six = await people(7);
      const p = okData(await open(places, six[0]!), 'open').team_id;
      const rush = await Promise.all(six.slice(1).map((m) => join(p, m)));
      expect(rush.filter((r) => r.status === 200)).toHaveLength(3);
      expect(await team(p)).toMatchObject({ status: 'filled', joined: 4 });

      // One member with a limit of 2 asks for 2 units in four groups at once: one is granted.
      const limited = await campaign({ size: 10, limit: 2 });
      const leaders = await people(4);
      const [greedy] = await people(1);
      const groups: number[] = [];
      for (const l of leaders) groups.push(okData(await open(limited, l), 'open').team_id);
      const tries = await Promise.all(groups.map((x) => join(x, greedy!, 2)));
      expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await balance(greedy!)).toBe(10_000 - 2 * PRICE);

      for (const m of [...crowd, ...six, ...leaders, greedy!]) {
        const paid = (await ledger(m)).reduce((n, r) => n + r.amount, 0);
        expect(await balance(m)).toBe(10_000 + paid);
      }
      await noMismatch();
    },
  );
});
