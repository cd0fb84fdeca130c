import {
  type AddonOutsideSweep,
  type AddonSweep,
  AppError,
  nextDocNo,
  orders,
  refunds,
  ServiceError,
  type StoreDb,
  supplierAddons,
  withService,
  withStore,
} from '@yanye/addon-kit/server';
import { and, asc, eq, gte, inArray, isNotNull, lt, notExists } from 'drizzle-orm';
import { bookClaimFiled, bookPolicy, planClaim, planInsure, shippedSince } from './policy.service';
import { CLAIM_PREFIX } from './routes';
import { fileClaim, insure, insurerSpec } from './service';
import { settingsOf } from './settings';
import { freightinsClaims, freightinsPolicies } from './tables';

const p = freightinsPolicies;
const c = freightinsClaims;
const BATCH = 10;
/** Orders shipped longer ago than this are not insured by the sweep (a store turning it on insures no backlog). */
const RECENT = 7 * 86_400;

/** What is due in a store: orders to insure, claims to file or to send again. */
async function dueOf(t: StoreDb, now: number) {
  const settings = await settingsOf(t);
  const [installed] = await t
    .select({ key: supplierAddons.key })
    .from(supplierAddons)
    .where(eq(supplierAddons.key, 'freightins'));
  const toInsure =
    installed && settings.enabled
      ? await t
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              shippedSince(Math.max(settings.enabledAt, now - RECENT)),
              settings.scope === 'over' ? gte(orders.payAmount, settings.minAmount) : undefined,
              notExists(t.select({ id: p.id }).from(p).where(eq(p.orderId, orders.id))),
            ),
          )
          .orderBy(asc(orders.sendTime))
          .limit(BATCH)
      : [];
  // Claims written but not confirmed by the insurer (a filing that timed out), and, when the store files claims
  // by itself, policies in force whose order came back and has none.
  const unconfirmed = await t
    .select({ policyId: c.policyId })
    .from(c)
    .where(eq(c.insurerClaimNo, ''))
    .limit(BATCH);
  const returned = settings.autoClaim
    ? await t
        .select({ policyId: p.id })
        .from(p)
        .innerJoin(refunds, and(eq(refunds.orderId, p.orderId), eq(refunds.type, 'return')))
        .where(
          and(
            eq(p.state, 'insured'),
            inArray(refunds.status, ['returned', 'refunded']),
            notExists(t.select({ id: c.id }).from(c).where(eq(c.policyId, p.id))),
          ),
        )
        .limit(BATCH)
    : [];
  return { toInsure, claims: [...unconfirmed, ...returned].map((r) => r.policyId) };
}

/**
 * The insurer's clock work in each store with the add-on: orders that shipped since insurance was turned on are
 * insured (an insurer's refusal is kept on the order, so it is not asked again and again), and insured orders
 * that came back get their claim filed. Each call is safe to repeat (the insurer dedupes by our numbers).
 */
export const insureSweep: AddonOutsideSweep = {
  name: 'insure',
  every: 60,
  async outside({ deps, supplierId, now }) {
    const db = deps.database.db;
    const due = await withStore(db, supplierId, (t) => dueOf(t, now));
    if (due.toInsure.length === 0 && due.claims.length === 0) return 0;
    const who = { accountId: null, now };
    const inStore = <T>(fn: (t: StoreDb) => Promise<T>) => withStore(db, supplierId, fn);
    const skip = (error: unknown) => {
      if (error instanceof AppError) return undefined;
      throw error;
    };
    let moved = 0;
    await withService(deps, supplierId, insurerSpec, async (client) => {
      for (const { id } of due.toInsure) {
        const plan = await inStore((t) => planInsure(t, id)).catch(skip);
        if (!plan) continue;
        const got = await insure(client, plan.request).catch((error: unknown) => {
          if (error instanceof ServiceError && error.outcome === 'refused') return { refused: error.detail };
          if (error instanceof ServiceError) return undefined;
          throw error;
        });
        if (!got) continue;
        await inStore((t) => bookPolicy(t, plan, got, 'auto', who));
        moved++;
      }
      for (const policyId of new Set(due.claims)) {
        // A claim's number carries the store's day, as one filed by hand does.
        const ctx = { now, accountId: 0, lang: 'zh' as const, timeZone: deps.config.TIME_ZONE };
        const plan = await inStore((t) =>
          planClaim(t, policyId, () => nextDocNo(t, CLAIM_PREFIX, ctx), who),
        ).catch(skip);
        if (!plan) continue;
        const got = await fileClaim(client, plan.request).catch((error: unknown) => {
          if (error instanceof ServiceError) return undefined;
          throw error;
        });
        if (!got) continue;
        await inStore((t) => bookClaimFiled(t, plan.claim.id, got.claim_no, who));
        moved++;
      }
    });
    return moved;
  },
};

/** Policies whose cover ended with no claim lapse (no call: the insurer's expiry is on the policy). */
export const expireSweep: AddonSweep = {
  name: 'expire',
  every: 3_600,
  async run(db, now) {
    const gone = await db
      .update(p)
      .set({ state: 'expired', updatedAt: now })
      .where(
        and(
          eq(p.state, 'insured'),
          isNotNull(p.expiresAt),
          lt(p.expiresAt, now),
          notExists(db.select({ id: c.id }).from(c).where(eq(c.policyId, p.id))),
        ),
      )
      .returning({ id: p.id });
    return gone.length;
  },
};
