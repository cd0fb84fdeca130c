import { type AddonOutsideSweep, withService, withStore } from '@yanye/addon-kit/server';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { applySubmission, lockOrder, takeLease, takeProviderState } from './order.service';
import { leaseSeconds, rulesOf } from './rules';
import { queryTopUp, submitTopUp, utilitySpec } from './service';
import { utilityOrders } from './tables';

const o = utilityOrders;
/** Orders taken per run: a backlog drains over a few minutes rather than holding the sweep. */
const BATCH = 10;
/** An order the provider has had this long without a result is asked about (its push may have been lost). */
const ASK_AFTER = 600;

/**
 * The provider's clock work, in every store that has the add-on (and one that has since removed it: paid
 * orders still end): orders whose submission is not known to have arrived are sent again under their number
 * (the provider answers the order it has), and orders it has had for a while without a result are asked about.
 * Each order is leased while it is sent, so a request and the sweep never submit it at the same moment.
 */
export const submitSweep: AddonOutsideSweep = {
  name: 'submit',
  every: 60,
  async outside({ deps, supplierId, now }) {
    const db = deps.database.db;
    const { due, stale, lease } = await withStore(db, supplierId, async (t) => ({
      lease: leaseSeconds(await rulesOf(t)),
      due: await t
        .select({ id: o.id })
        .from(o)
        .where(and(eq(o.state, 'pending'), lte(o.busyUntil, now)))
        .orderBy(asc(o.id))
        .limit(BATCH),
      stale: await t
        .select({ id: o.id, orderNo: o.orderNo })
        .from(o)
        .where(
          and(
            eq(o.state, 'submitted'),
            lte(o.busyUntil, now),
            or(
              lte(o.checkedAt, now - ASK_AFTER),
              and(isNull(o.checkedAt), lte(sql`coalesce(${o.submittedAt}, 0)`, now - ASK_AFTER)),
            ),
          ),
        )
        .orderBy(asc(o.id))
        .limit(BATCH),
    }));
    if (due.length === 0 && stale.length === 0) return 0;
    const who = { accountId: null, now };
    let moved = 0;
    await withService(deps, supplierId, utilitySpec, async (client) => {
      for (const { id } of due) {
        const order = await withStore(db, supplierId, (t) => takeLease(t, id, ['pending'], now, lease));
        if (!order) continue;
        const got = await submitTopUp(client, order);
        await withStore(db, supplierId, (t) => applySubmission(t, id, got, who));
        moved++;
      }
      for (const { id, orderNo } of stale) {
        const found = await queryTopUp(client, orderNo).catch(() => null);
        if (found === null) continue;
        await withStore(db, supplierId, async (t) => {
          const row = await lockOrder(t, id);
          if (found)
            await takeProviderState(
              t,
              row,
              { state: found.order_state, orderId: found.order_id, description: found.recharge_description },
              who,
            );
          else await t.update(o).set({ checkedAt: now, updatedAt: now }).where(eq(o.id, id));
        });
        moved++;
      }
    });
    return moved;
  },
};
