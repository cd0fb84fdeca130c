import { randomBytes } from 'node:crypto';
import { devReceiverRequests, members, walletLogs } from '@yanye/addon-kit/server';
import { push, receiverAction, ServiceTestStore, saveSetup, topUp } from '@yanye/addon-kit/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderView } from '../contract';
import { providerSign } from './service';
import { submitSweep } from './sweep';
import { utilityOrders, utilityProducts } from './tables';

/** What the utility add-on's API tests share: its paths, a store's fixtures, the provider's pushes. */

export const API = '/v1/addons/utility/';
export const PLACE = `${API}RechargePlace`;
export const AUDIT = `${API}RechargeAudit`;
export const REFUND = `${API}RechargeRefund`;
export const SYNC = `${API}RechargeSync`;
export const SECRET = 'utility-secret-7Kq9';

/** The salt store's fixtures: its setup, members with money, products, the provider's pushes and the sweep. */
export class Store extends ServiceTestStore {
  readonly appKey = `T${randomBytes(5).toString('hex')}`;

  /** The provider setup (a key of its own per app: the stand-in keeps orders by app key) and review rules. */
  setup(values: Record<string, string | number | boolean | null> = {}) {
    return saveSetup(this.admin, 'utility', {
      endpoint: '',
      timeout_seconds: 5,
      app_key: this.appKey,
      app_secret: SECRET,
      audit_amount: 0,
      audit_new_account: false,
      ...values,
    });
  }

  /** A new member with `cents` in the balance, and their phone. */
  async member(cents: number): Promise<{ id: number; phone: string }> {
    this.made++;
    const phone = `1390${this.suid % 10}${String(this.made).padStart(6, '0')}`;
    return this.in(async (db) => {
      const [m] = await db
        .insert(members)
        .values({ nickName: `缴费测试${this.made}`, phone })
        .returning();
      if (cents > 0) await topUp(db, m!.id, cents, this.t.clock.now);
      return { id: m!.id, phone };
    });
  }

  async product(code: string) {
    const [p] = await this.in((db) =>
      db.select().from(utilityProducts).where(eq(utilityProducts.providerCode, code)),
    );
    return p!;
  }

  order(id: number) {
    return this.in(async (db) => (await db.select().from(utilityOrders).where(eq(utilityOrders.id, id)))[0]!);
  }

  /** The ledger rows of an order: its event and amount, oldest first. */
  ledger(orderId: number) {
    return this.in((db) =>
      db
        .select({ event: walletLogs.event, amount: walletLogs.amount, key: walletLogs.bizKey })
        .from(walletLogs)
        .where(and(eq(walletLogs.docType, 'utility'), eq(walletLogs.docId, orderId)))
        .orderBy(asc(walletLogs.id)),
    );
  }

  place(memberId: number, code: string, account: string) {
    return this.product(code).then((p) =>
      this.admin.post<OrderView>(PLACE, { member_id: memberId, product_id: p.id, account }),
    );
  }

  /** The provider's result notification for an order, signed with `secret` (the store's, unless forging). */
  notify(
    orderNo: string,
    status: 'success' | 'failed',
    secret = SECRET,
    after: Record<string, unknown> = {},
  ) {
    const event: Record<string, unknown> = {
      order_id: `P${orderNo.replace(/\D/g, '')}`,
      customer_order_no: orderNo,
      order_status: status,
      recharge_description: status === 'failed' ? '号码已停机' : '充值成功',
      charge_finish_time: '2026-03-01 10:00:00',
      product_id: 'CMCC50',
    };
    event.sign = providerSign(event, secret);
    // `after`: changed once signed, as a forger who has a real push would.
    return push(this.base, 'utility', this.suid, 'notify', JSON.stringify({ ...event, ...after }), {});
  }

  /** Makes the stand-in settle an order and push its result, as from /dev/receivers. */
  async settle(orderNo: string, status: 'success' | 'failed'): Promise<string> {
    return receiverAction(this.base, 'utility', 'result', { customer_order_no: orderNo, status, reason: '' });
  }

  /** Runs the sweep now, as the clock would. */
  async sweep(): Promise<number> {
    return submitSweep.outside({ deps: await this.deps(), supplierId: this.suid, now: this.t.clock.now });
  }

  /** How many gateway requests the stand-in received carrying `text` (an order number). */
  async received(text: string): Promise<number> {
    const [row] = await this.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(devReceiverRequests)
      .where(
        and(eq(devReceiverRequests.service, 'utility'), sql`${devReceiverRequests.body} like ${`%${text}%`}`),
      );
    return Number(row?.n ?? 0);
  }
}
