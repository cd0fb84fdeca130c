import { randomBytes } from 'node:crypto';
import { members, orders, refunds, walletLogs } from '@yanye/addon-kit/server';
import { push, receiverAction, ServiceTestStore, saveSetup } from '@yanye/addon-kit/testing';
import { and, asc, eq } from 'drizzle-orm';
import index from './index';
import { insurerSign, pushText } from './service';
import { freightinsClaims, freightinsPolicies } from './tables';

/** What the freight insurance tests share: its paths, orders that ship and come back, the insurer's pushes. */

export const API = '/v1/addons/freightins/';
export const SECRET = 'freightins-secret-Zq81';

export class Store extends ServiceTestStore {
  readonly appKey = `F${randomBytes(5).toString('hex')}`;

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

  ledgerOfClaim(claimId: number) {
    return this.in((db) =>
      db
        .select({ event: walletLogs.event, amount: walletLogs.amount, key: walletLogs.bizKey })
        .from(walletLogs)
        .where(and(eq(walletLogs.docType, 'freightins'), eq(walletLogs.docId, claimId)))
        .orderBy(asc(walletLogs.id)),
    );
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
    return receiverAction(this.base, 'freightins', 'claim_result', {
      out_claim_no: claimNo,
      status,
      pay_amount: '',
      reason: '',
    });
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
