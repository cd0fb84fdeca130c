import {
  ADDON_LEDGER_EVENTS,
  AppError,
  book,
  members,
  reverse,
  type StoreDb,
  walletLogs,
  walletMismatches,
  wallets,
  withStore,
} from '@yanye/framework/server';
import { BOTH_DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The ledger's own rules, below any screen: booking once, no overdraft, reversal, and the database's guards. */
describe.each(BOTH_DB_KINDS)('the wallet ledger (%s)', (kind) => {
  let t: TestApp;
  let store: number;
  let member: number;
  const who = { accountId: null, now: 1_790_000_000 };
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);

  beforeAll(async () => {
    t = await startApp(kind);
    store = Number((await signedIn(t, 'salt_admin')).suid);
    const [m] = await inStore((db) =>
      db.insert(members).values({ phone: '13900000001', nickName: '账本测试' }).returning({ id: members.id }),
    );
    member = m!.id;
  });
  afterAll(() => t?.close());

  const rmb = () => ({ kind: 'rmb' as const, memberId: member });

  it('books an event once, however often it is sent, and keeps the chain', async () => {
    const first = await inStore((db) =>
      book(db, [{ wallet: rmb(), amount: 10_000, event: 'recharge', key: 'test:r1' }], who),
    );
    expect(first.booked).toBe(true);
    expect(first.rows[0]).toMatchObject({ amount: 10_000, balanceAfter: 10_000 });
    const again = await inStore((db) =>
      book(db, [{ wallet: rmb(), amount: 10_000, event: 'recharge', key: 'test:r1' }], who),
    );
    expect(again).toMatchObject({ booked: false, rows: [{ id: first.rows[0]!.id, balanceAfter: 10_000 }] });
    await inStore((db) =>
      book(db, [{ wallet: rmb(), amount: -2_500, event: 'deduct', key: 'test:d1' }], who),
    );
    const rows = await inStore((db) =>
      db
        .select({ seq: walletLogs.seq, after: walletLogs.balanceAfter })
        .from(walletLogs)
        .where(eq(walletLogs.memberId, member))
        .orderBy(asc(walletLogs.seq)),
    );
    expect(rows).toEqual([
      { seq: 1, after: 10_000 },
      { seq: 2, after: 7_500 },
    ]);
    expect(await inStore(walletMismatches)).toEqual([]);
  });

  it('refuses to take a member below zero, saying what there is, and changes nothing', async () => {
    const refused = await inStore((db) =>
      book(db, [{ wallet: rmb(), amount: -7_501, event: 'deduct', key: 'test:d2' }], who),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).params).toEqual({ available: '75.00', needed: '75.01' });
    const [w] = await inStore((db) => db.select().from(wallets).where(eq(wallets.memberId, member)));
    expect(w).toMatchObject({ balance: 7_500, entries: 2 });
  });

  it("books the installed add-ons' declared events and refuses an event no one declares", async () => {
    const score = { kind: 'score' as const, memberId: member };
    const declared = ADDON_LEDGER_EVENTS[0]!.name;
    const booked = await inStore((db) =>
      book(db, [{ wallet: score, amount: 5, event: declared, key: 'test:addon-event' }], who),
    );
    expect(booked.booked).toBe(true);
    const refused = await inStore((db) =>
      book(db, [{ wallet: score, amount: 5, event: 'nobody_declared', key: 'test:unknown-event' }], who),
    ).catch((e: unknown) => e);
    expect(String(refused)).toContain(
      "'nobody_declared' is neither the core's ledger event nor an installed add-on's",
    );
    const rows = await inStore((db) =>
      db
        .select({ event: walletLogs.event })
        .from(walletLogs)
        .where(eq(walletLogs.bizKey, 'test:unknown-event')),
    );
    expect(rows).toEqual([]);
  });

  it('reverses a row with a new one, once', async () => {
    const [row] = await inStore((db) =>
      db.select({ id: walletLogs.id }).from(walletLogs).where(eq(walletLogs.bizKey, 'test:d1')),
    );
    const undone = await inStore((db) => reverse(db, row!.id, '误扣', who));
    expect(undone.rows[0]).toMatchObject({ amount: 2_500, balanceAfter: 10_000 });
    expect((await inStore((db) => reverse(db, row!.id, '误扣', who))).booked).toBe(false);
  });

  it('books one of two racing events with the same key', async () => {
    const race = () =>
      inStore((db) => book(db, [{ wallet: rmb(), amount: 100, event: 'recharge', key: 'test:race' }], who));
    const results = await Promise.all([race(), race(), race()]);
    expect(results.filter((r) => r.booked)).toHaveLength(1);
    const n = await inStore((db) =>
      db.select({ n: sql<number>`count(*)::int` }).from(walletLogs).where(eq(walletLogs.bizKey, 'test:race')),
    );
    expect(n[0]!.n).toBe(1);
  });

  it('lets no one edit a ledger row or set a balance by hand', async () => {
    const edit = await inStore((db) =>
      db.update(walletLogs).set({ amount: 1 }).where(eq(walletLogs.memberId, member)),
    )
      .then(() => 'changed')
      .catch(() => 'refused');
    expect(edit).toBe('refused');
    const set = await inStore((db) =>
      db.update(wallets).set({ balance: 1_000_000 }).where(eq(wallets.memberId, member)),
    )
      .then(() => 'changed')
      .catch(() => 'refused');
    expect(set).toBe('refused');
    const forged = await inStore((db) =>
      db.tx.execute(
        sql`insert into wallet_logs (supplier_id, wallet_id, kind, member_id, seq, event, biz_key, amount, balance_after)
            select supplier_id, id, kind, member_id, entries + 1, 'recharge', 'forged', 5, balance + 6 from wallets
             where member_id = ${member} and kind = 'rmb'`,
      ),
    )
      .then(() => 'changed')
      .catch(() => 'refused');
    expect(forged).toBe('refused');
    expect(await inStore(walletMismatches)).toEqual([]);
  });
});
