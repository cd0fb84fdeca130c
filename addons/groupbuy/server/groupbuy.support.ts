import { balanceOf, goods, members, type StoreDb, withStore } from '@yanye/addon-kit/server';
import { okData, type SuiteApp } from '@yanye/addon-kit/testing';
import { sql } from 'drizzle-orm';
import addon from './index';

/**
 * The salt store as the group-buy tests use it, over the suite's app: its rows read in a transaction of its own,
 * the add-on's sweep run now, a goods item to sell, and members with money on their balance. `people` names the
 * members a test file makes, apart from the other file's (their phones and nicknames).
 */
export function groupbuyStore(app: SuiteApp, people: { readonly phones: string; readonly nick: string }) {
  let made = 0;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) =>
    withStore(app.t.database.db, Number(app.salt.suid), fn);
  return {
    inStore,
    sweep: (now = app.t.clock.now) => inStore((db) => addon.sweeps![0]!.run(db, now)),
    balance: (memberId: number) => inStore((db) => balanceOf(db, { kind: 'rmb', memberId })),
    /** A goods item of the store priced over `cents`, and its price. */
    async goodsOver(cents: number): Promise<{ id: number; price: number }> {
      const [g] = await inStore((db) =>
        db
          .select({ id: goods.id, price: goods.price })
          .from(goods)
          .where(sql`${goods.price} > ${cents}`)
          .limit(1),
      );
      return { id: Number(g!.id), price: g!.price };
    },
    /** A new member of the store with `yuan` on their balance, booked as a top-up in the ledger. */
    async member(yuan: number): Promise<number> {
      made++;
      const [m] = await inStore((db) =>
        db
          .insert(members)
          .values({
            phone: `${people.phones}${String(made).padStart(4, '0')}`,
            nickName: `${people.nick}${made}`,
          })
          .returning({ id: members.id }),
      );
      const id = Number(m!.id);
      if (yuan > 0)
        okData(
          await app.salt.post('/v1/seller/wallet/UserRechargeSave', {
            member_id: id,
            wallet: 'rmb',
            amount: yuan,
            reason: '拼团测试充值',
          }),
          'top-up',
        );
      return id;
    },
  };
}
