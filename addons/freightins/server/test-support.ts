import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members, orders, refunds, walletLogs } from '../../../server/src/db/schema';
import { loadSealKey } from '../../../server/src/platform/addon-seal';
import type { Deps } from '../../../server/src/platform/context';
import { balanceOf, walletMismatches } from '../../../server/src/platform/ledger';
import { type TenantDb, withTenant } from '../../../server/src/platform/tenancy';
import type { Client, Reply, TestApp } from '../../../server/test/helpers';
import { push, saveSetup } from '../../../server/test/outside.support';
import index from './index';
import { insurerSign, pushText } from './service';
import { freightinsClaims, freightinsPolicies } from './tables';

/** What the freight insurance tests share: its paths, orders that ship and come back, the insurer's pushes. */

export const API = '/v1/addons/freightins/';
export const SECRET = 'freightins-secret-Zq81';

export function ok<T = Record<string, unknown>>(r: Reply<unknown>, what: string): T {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
}

export function refused(r: Reply<unknown>, status: number, says?: string): void {
  expect(r.status, `${r.body.msg}`).toBe(status);
  expect(r.body.status).toBe(false);
  if (says) expect(r.body.msg).toContain(says);
}

export class Store {
  private made = 0;
  readonly appKey = `F${randomBytes(5).toString('hex')}`;

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

  setup(values: Record<string, string | number | boolean | null> = {}) {
    return saveSetup(this.admin, 'freightins', {
      endpoint: '',
      timeout_seconds: 5,
      app_key: this.appKey,
      app_secret: SECRET,
      product_code: 'THYFX-01',
      ...values,
    });
  }

  settings(values: Record<string, unknown> = {}) {
    return this.admin.post(`${API}SettingSave`, {
      enabled: 1,
      premium: 150,
      insured_amount: 1_200,
      scope: 'all',
      min_amount: 0,
      auto_claim: 1,
      ...values,
    });
  }

  /**
   * A delivery order of the store, shipped `ago` seconds before now (or still to ship), whose buyer is a new
   * member when `member` (the claim is then credited to their balance).
   */
  async order(o: { pay?: number; ago?: number; shipped?: boolean; member?: boolean } = {}) {
    this.made++;
    const phone = `1360${this.suid % 10}${String(this.made).padStart(6, '0')}`;
    const now = this.t.clock.now;
    const shipped = o.shipped ?? true;
    return this.in(async (db) => {
      const memberId = o.member
        ? (
            await db
              .insert(members)
              .values({ nickName: `运费险测试${this.made}`, phone })
              .returning()
          )[0]!.id
        : null;
      const [row] = await db
        .insert(orders)
        .values({
          orderSn: `FT${randomBytes(6).toString('hex')}`,
          buyerName: `买家${this.made}`,
          buyerPhone: phone,
          freightMode: 1,
          orderStatus: shipped ? 'send' : 'pay',
          goodsAmount: o.pay ?? 9_900,
          payAmount: o.pay ?? 9_900,
          address: '郑州市金水区农业路 88 号',
          payTime: now - 7_200,
          sendTime: shipped ? now - (o.ago ?? 60) : null,
          expressCompany: shipped ? '顺丰速运' : '',
          expressNo: shipped ? `SF${1_400_000_000_000 + this.made}` : '',
          createdAt: now - 7_200,
        })
        .returning();
      return { ...row!, memberId };
    });
  }

  /** The buyer sends the goods back (a return request the seller agreed and received). */
  returnOf(orderId: number, status: 'returned' | 'refunded' = 'returned') {
    return this.in(async (db) => {
      const [row] = await db
        .insert(refunds)
        .values({
          refundSn: `TK${randomBytes(6).toString('hex')}`,
          orderId,
          type: 'return',
          status,
          amount: 9_900,
          reason: '尺码不合适',
        })
        .returning();
      return row!;
    });
  }

  policyOfOrder(orderId: number) {
    return this.in(
      async (db) =>
        (await db.select().from(freightinsPolicies).where(eq(freightinsPolicies.orderId, orderId)))[0],
    );
  }

  claim(id: number) {
    return this.in(
      async (db) => (await db.select().from(freightinsClaims).where(eq(freightinsClaims.id, id)))[0]!,
    );
  }

  balance(memberId: number) {
    return this.in((db) => balanceOf(db, { kind: 'rmb', memberId }));
  }

  ledgerOfClaim(claimId: number) {
    return this.in((db) =>
      db
        .select({ event: walletLogs.event, amount: walletLogs.amount, key: walletLogs.bizKey })
        .from(walletLogs)
        .where(and(eq(walletLogs.docType, 'freightins'), eq(walletLogs.docId, claimId)))
        .orderBy(asc(walletLogs.id)),
    );
  }

  mismatches() {
    return this.in((db) => walletMismatches(db));
  }

  /** The insurer's claim notification, signed with `secret` unless forged; `headers` replace the signed ones. */
  notify(event: Record<string, unknown>, secret = SECRET, headers?: Record<string, string>) {
    const raw = JSON.stringify(event);
    const timestamp = String(this.t.clock.now);
    const nonce = randomBytes(6).toString('hex');
    const signed = {
      'X-Ins-Timestamp': timestamp,
      'X-Ins-Nonce': nonce,
      'X-Ins-Signature': insurerSign(secret, pushText(timestamp, nonce, raw)),
    };
    return push(this.base, 'freightins', this.suid, 'claim', raw, headers ?? signed);
  }

  /** Makes the stand-in settle a claim and push it, as from /dev/receivers. */
  async settle(claimNo: string, status: 'PAID' | 'REJECTED'): Promise<string> {
    const r = await fetch(`${this.base}/dev/receivers/freightins/action/claim_result`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_claim_no: claimNo, status, pay_amount: '', reason: '' }).toString(),
    });
    return r.text();
  }

  async deps(): Promise<Deps> {
    return {
      config: this.t.config,
      database: this.t.database,
      sealKey: await loadSealKey(this.t.database.db, this.t.config.ADDON_SECRET_KEY),
      now: () => this.t.clock.now,
      selfUrl: () => this.base,
    } as unknown as Deps;
  }

  /** Runs the insurer's sweep now, as the clock would. */
  async sweep(): Promise<number> {
    return index.outsideSweeps![0]!.outside({
      deps: await this.deps(),
      supplierId: this.suid,
      now: this.t.clock.now,
    });
  }

  expire(): Promise<number> {
    return this.in((db) => index.sweeps![0]!.run(db, this.t.clock.now));
  }
}
