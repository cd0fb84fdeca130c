import { type AddonDemoContext, addonSettings, orders, refunds, type StoreDb } from '@yanye/addon-kit/server';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { settleClaim } from './claim.service';
import { shippedSince } from './policy.service';
import { freightinsClaims, freightinsPolicies, freightinsSettings } from './tables';

const DAY = 86_400;
const PREMIUM = 150;
const INSURED = 1_200;
const COVER_DAYS = 30;
/** Policies the demo starts with, at most. */
const MOST = 150;

/**
 * Freight insurance of a demo store: turned on some weeks ago at ¥1.50 a policy for ¥12.00 of return postage,
 * every delivery order shipped since insured as it shipped (those past their cover unclaimed have lapsed), and a
 * claim for each insured order that came back: settled ones paid or rejected by the insurer, recent ones still
 * with it. The insurer's setup names an app key the local receiver knows the store by.
 */
export async function seedFreightins(db: StoreDb, { now, adminId }: AddonDemoContext): Promise<void> {
  await db
    .update(addonSettings)
    .set({ values: { app_key: `FI${db.supplierId}DEMO`, product_code: 'THYFX-01' } })
    .where(eq(addonSettings.key, 'freightins'));
  // The newest delivery orders of the last 45 days; insurance was turned on just before the first of them.
  const shipped = (
    await db
      .select()
      .from(orders)
      .where(shippedSince(now - 45 * DAY))
      .orderBy(desc(orders.sendTime), desc(orders.id))
      .limit(MOST)
  ).reverse();
  const since = (shipped[0]?.sendTime ?? now) - 60;
  await db.insert(freightinsSettings).values({
    enabled: 1,
    premium: PREMIUM,
    insuredAmount: INSURED,
    scope: 'all',
    minAmount: 0,
    autoClaim: 1,
    enabledAt: since,
    updatedBy: adminId,
    updatedAt: since,
  });
  let serial = 0;
  for (const [i, order] of shipped.entries()) {
    const at = order.sendTime! + 60;
    const expires = at + COVER_DAYS * DAY;
    const [policy] = await db
      .insert(freightinsPolicies)
      .values({
        orderId: order.id,
        orderSn: order.orderSn,
        buyerName: order.buyerName,
        buyerPhone: order.buyerPhone,
        premium: PREMIUM,
        insuredAmount: INSURED,
        state: expires < now ? 'expired' : 'insured',
        policyNo: `TH${day(at)}${String(7_301_000_000 + i * 7_919).slice(0, 10)}`,
        source: 'auto',
        effectiveAt: at,
        expiresAt: expires,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const [ret] = await db
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, order.id),
          eq(refunds.type, 'return'),
          inArray(refunds.status, ['returned', 'refunded']),
        ),
      )
      .orderBy(desc(refunds.id))
      .limit(1);
    if (!ret) continue;
    // A claim is filed the day the goods came back: the policy was still in force then.
    const filedAt = Math.min(now - 3_600, ret.createdAt! + DAY);
    await db
      .update(freightinsPolicies)
      .set({ state: 'insured' })
      .where(eq(freightinsPolicies.id, policy!.id));
    serial++;
    const claimNo = `LP${day(filedAt)}-${String(9000 + serial)}`;
    await db.insert(freightinsClaims).values({
      claimNo,
      policyId: policy!.id,
      orderId: order.id,
      refundId: ret.id,
      amount: INSURED,
      reason: ret.reason || '买家退货',
      insurerClaimNo: `LA${day(filedAt)}${String(40_000_000 + serial * 131)}`,
      createdAt: filedAt,
      updatedAt: filedAt,
    });
    if (ret.status !== 'refunded') continue;
    const rejected = serial % 4 === 0;
    await settleClaim(
      db,
      {
        event_id: `EVDEMO${order.id}`,
        claim_no: '',
        out_claim_no: claimNo,
        policy_no: policy!.policyNo,
        status: rejected ? 'REJECTED' : 'PAID',
        pay_amount: rejected ? 0 : INSURED,
        paid_time: filedAt + 2 * DAY,
        reason: rejected ? '退货物流单号无揽收记录' : '',
      },
      Math.min(now, filedAt + 2 * DAY),
    );
  }
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '');
