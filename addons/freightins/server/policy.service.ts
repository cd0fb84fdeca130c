import { AppError, members, notFound, orders, refunds, type StoreDb } from '@yanye/addon-kit/server';
import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { InsurerPolicy, ToClaim, ToInsure } from './service';
import { productCode, settingsOf } from './settings';
import { type Claim, freightinsClaims, freightinsPolicies, type Policy } from './tables';
import { CLAIM_TITLES, FREIGHTINS_MESSAGES, POLICY_TITLES, STEPS } from './texts';

/**
 * What insuring, cancelling and claiming do in the store's database, each step in the caller's transaction. A
 * policy is one per order (the database holds it); a claim one per policy, written before the insurer is
 * called so its number stays the same when it is sent again.
 */

const p = freightinsPolicies;
const c = freightinsClaims;

export interface Who {
  readonly accountId: number | null;
  readonly now: number;
}

/** Orders a policy covers: delivered by express, and shipped. */
export const SHIPPED = ['send', 'receive', 'finish'] as const;

/** The orders a policy may cover that were shipped at `from` or later. */
export const shippedSince = (from: number) =>
  and(
    eq(orders.freightMode, 1),
    inArray(orders.orderStatus, [...SHIPPED]),
    isNotNull(orders.sendTime),
    gte(orders.sendTime, from),
  );

export interface InsurePlan {
  readonly orderId: number;
  readonly memberId: number | null;
  readonly request: ToInsure;
}

/** Checks an order may be insured now and says what the insurer is sent. */
export async function planInsure(db: StoreDb, orderId: number): Promise<InsurePlan> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  if (
    order.freightMode !== 1 ||
    !order.sendTime ||
    !(SHIPPED as readonly string[]).includes(order.orderStatus)
  )
    throw new AppError('CONFLICT', FREIGHTINS_MESSAGES.notShipped, { sn: order.orderSn });
  const [held] = await db.select().from(p).where(eq(p.orderId, orderId));
  if (held && held.state !== 'refused')
    throw new AppError('CONFLICT', FREIGHTINS_MESSAGES.insuredAlready, {
      sn: order.orderSn,
      state: POLICY_TITLES[held.state],
    });
  const settings = await settingsOf(db);
  const [member] = order.buyerPhone
    ? await db.select({ id: members.id }).from(members).where(eq(members.phone, order.buyerPhone))
    : [];
  return {
    orderId,
    memberId: member?.id ?? null,
    request: {
      orderSn: order.orderSn,
      productCode: await productCode(db),
      premium: settings.premium,
      insuredAmount: settings.insuredAmount,
      buyerName: order.buyerName,
      buyerPhone: order.buyerPhone,
      payAmount: order.payAmount,
      shippedAt: order.sendTime,
      expressCompany: order.expressCompany,
      expressNo: order.expressNo,
      address: order.address,
    },
  };
}

/** Writes what the insurer answered: the policy in force (a refused one before it is replaced). */
export async function bookPolicy(
  db: StoreDb,
  plan: InsurePlan,
  got: InsurerPolicy | { refused: string },
  source: 'auto' | 'manual',
  who: Who,
): Promise<Policy> {
  const refused = 'refused' in got;
  const values = {
    orderId: plan.orderId,
    orderSn: plan.request.orderSn,
    buyerName: plan.request.buyerName,
    buyerPhone: plan.request.buyerPhone,
    memberId: plan.memberId,
    premium: refused ? plan.request.premium : got.premium,
    insuredAmount: plan.request.insuredAmount,
    state: refused ? ('refused' as const) : ('insured' as const),
    policyNo: refused ? '' : got.policy_no,
    refuseReason: refused ? got.refused.slice(0, 200) : '',
    source,
    effectiveAt: refused ? null : got.effective_time,
    expiresAt: refused ? null : got.expire_time,
    createdBy: who.accountId,
    updatedAt: who.now,
  };
  // Only a refused policy is replaced: one in force (a racing twin that insured it first) stands.
  const [row] = await db
    .insert(p)
    .values({ ...values, createdAt: who.now })
    .onConflictDoUpdate({ target: [p.supplierId, p.orderId], set: values, setWhere: eq(p.state, 'refused') })
    .returning();
  if (row) return row;
  const [held] = await db.select().from(p).where(eq(p.orderId, plan.orderId));
  return held!;
}

export async function policyOf(db: StoreDb, id: number, lock = false): Promise<Policy> {
  const q = db.select().from(p).where(eq(p.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

const notInForce = (row: Policy, step: keyof typeof STEPS) =>
  new AppError('CONFLICT', FREIGHTINS_MESSAGES.notInForce, {
    no: row.policyNo || row.orderSn,
    state: POLICY_TITLES[row.state],
    step: STEPS[step],
  });

/** A policy that may be cancelled: in force and with no claim. */
export async function planCancel(db: StoreDb, id: number): Promise<Policy> {
  const row = await policyOf(db, id);
  if (row.state !== 'insured') throw notInForce(row, 'cancel');
  const [claim] = await db.select().from(c).where(eq(c.policyId, id));
  if (claim)
    throw new AppError('CONFLICT', FREIGHTINS_MESSAGES.claimedAlready, {
      no: row.policyNo,
      claim: CLAIM_TITLES[claim.state],
    });
  return row;
}

export async function bookCancel(db: StoreDb, id: number, reason: string, who: Who): Promise<Policy> {
  const row = await policyOf(db, id, true);
  if (row.state === 'cancelled') return row;
  if (row.state !== 'insured') throw notInForce(row, 'cancel');
  const [done] = await db
    .update(p)
    .set({ state: 'cancelled', cancelReason: reason, cancelledAt: who.now, updatedAt: who.now })
    .where(and(eq(p.id, id), eq(p.state, 'insured')))
    .returning();
  return done!;
}

/** The return an order came back by, if any: goods sent back, refunded or on their way. */
export async function returnOf(db: StoreDb, orderId: number) {
  const [ret] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.type, 'return'),
        inArray(refunds.status, ['returned', 'refunded']),
      ),
    )
    .orderBy(desc(refunds.id))
    .limit(1);
  return ret;
}

/**
 * A claim to file for a policy whose order came back: made now under its number (LP…) unless it exists, so a
 * claim whose filing was not confirmed is sent again under the same number.
 */
export async function planClaim(
  db: StoreDb,
  policyId: number,
  claimNo: () => Promise<string>,
  who: Who,
): Promise<{ claim: Claim; request: ToClaim }> {
  const policy = await policyOf(db, policyId, true);
  const [held] = await db.select().from(c).where(eq(c.policyId, policyId));
  if (held && held.insurerClaimNo !== '')
    throw new AppError('CONFLICT', FREIGHTINS_MESSAGES.claimedAlready, {
      no: policy.policyNo,
      claim: CLAIM_TITLES[held.state],
    });
  if (policy.state !== 'insured') throw notInForce(policy, 'claim');
  const ret = await returnOf(db, policy.orderId);
  if (!ret) throw new AppError('CONFLICT', FREIGHTINS_MESSAGES.noReturn, { sn: policy.orderSn });
  const claim =
    held ??
    (
      await db
        .insert(c)
        .values({
          claimNo: await claimNo(),
          policyId,
          orderId: policy.orderId,
          refundId: ret.id,
          amount: policy.insuredAmount,
          reason: ret.reason.slice(0, 200),
          createdBy: who.accountId,
          createdAt: who.now,
          updatedAt: who.now,
        })
        .returning()
    )[0]!;
  return {
    claim,
    request: {
      claimNo: claim.claimNo,
      policyNo: policy.policyNo,
      amount: claim.amount,
      reason: claim.reason || '买家退货',
      refundSn: ret.refundSn,
    },
  };
}

/** Keeps the insurer's case number once it accepted the claim. */
export async function bookClaimFiled(
  db: StoreDb,
  id: number,
  insurerClaimNo: string,
  who: Who,
): Promise<Claim> {
  const [row] = await db
    .update(c)
    .set({ insurerClaimNo, updatedAt: who.now })
    .where(and(eq(c.id, id), eq(c.insurerClaimNo, '')))
    .returning();
  if (row) return row;
  const [held] = await db.select().from(c).where(eq(c.id, id));
  return held!;
}
