import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { devReceiverRequests, members, walletLogs } from '../../../server/src/db/schema';
import { loadSealKey } from '../../../server/src/platform/addon-seal';
import type { Deps } from '../../../server/src/platform/context';
import { balanceOf, book, walletMismatches } from '../../../server/src/platform/ledger';
import { type TenantDb, withTenant } from '../../../server/src/platform/tenancy';
import type { Client, Reply, TestApp } from '../../../server/test/helpers';
import { push, saveSetup } from '../../../server/test/outside.support';
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

export function ok<T = OrderView>(r: Reply<unknown>, what: string): T {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
}

export function refused(r: Reply<unknown>, status: number, says?: string): void {
  expect(r.status, `${r.body.msg}`).toBe(status);
  expect(r.body.status).toBe(false);
  if (says) expect(r.body.msg).toContain(says);
}

/** The salt store's fixtures: its setup, members with money, products, the provider's pushes and the sweep. */
export class Store {
  private made = 0;
  readonly appKey = `T${randomBytes(5).toString('hex')}`;

  constructor(
    readonly t: TestApp,
    readonly admin: Client,
    readonly base: string,
  ) {}

  get suid(): number {
    return Number(this.admin.suid);
  }

  in<T>(fn: (db: TenantDb) => Promise<T>): Promise<T> {
    return withTenant(this.t.database.db, this.suid, fn);
  }

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
      if (cents > 0)
        await book(
          db,
          [
            {
              wallet: { kind: 'rmb', memberId: m!.id },
              amount: cents,
              event: 'recharge',
              key: `test-topup:${m!.id}`,
            },
          ],
          { accountId: null, now: this.t.clock.now },
        );
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

  balance(memberId: number) {
    return this.in((db) => balanceOf(db, { kind: 'rmb', memberId }));
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

  mismatches() {
    return this.in((db) => walletMismatches(db));
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
    const r = await fetch(`${this.base}/dev/receivers/utility/action/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer_order_no: orderNo, status, reason: '' }).toString(),
    });
    return r.text();
  }

  /** Runs the sweep now, as the clock would. */
  async sweep(): Promise<number> {
    const deps = {
      config: this.t.config,
      database: this.t.database,
      sealKey: await loadSealKey(this.t.database.db, this.t.config.ADDON_SECRET_KEY),
      now: () => this.t.clock.now,
      selfUrl: () => this.base,
    } as unknown as Deps;
    return submitSweep.outside({ deps, supplierId: this.suid, now: this.t.clock.now });
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
