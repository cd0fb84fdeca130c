import {
  Answer,
  conflict,
  notFound,
  plainValue,
  serviceRoute,
  type UserContext,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { type OrderView, rechargeRefund, rechargeSync } from '../contract';
import {
  lockOrder,
  OPEN,
  refundOrder,
  releaseLease,
  takeLease,
  takeProviderState,
  type Who,
  wrongState,
} from './order.service';
import { orderNote, viewOf, yuan } from './order.view';
import { leaseSeconds, rulesOf } from './rules';
import { queryTopUp, utilitySpec } from './service';
import { type UtilityOrder, utilityOrders } from './tables';
import { ACTS, STATE_TITLES, UTILITY_LOG, UTILITY_MESSAGES } from './texts';

const who = (ctx: UserContext): Who => ({ accountId: ctx.principal.accountId, now: ctx.deps.now() });

const synced = (row: UtilityOrder) =>
  new Answer(viewOf(row), UTILITY_MESSAGES.synced, { state: STATE_TITLES[row.state] });

/**
 * Asks the provider how an open order went and takes its answer: a success, or a failure (refunded once, as a
 * push would). An order the provider is still on, or has not got yet, stays as it is (the sweep sends it again).
 */
const sync = serviceRoute(rechargeSync, utilitySpec, {
  async plan(ctx, { body }) {
    const [row] = await ctx.db.select().from(utilityOrders).where(eq(utilityOrders.id, body.id));
    if (!row) throw notFound();
    if (!OPEN.includes(row.state)) throw wrongState(row, ACTS.query);
    return row;
  },
  call: (client, row) => queryTopUp(client, row.orderNo),
  async book(ctx, _input, plan, found) {
    const row = await lockOrder(ctx.db, plan.id);
    if (!found) return synced(row);
    return synced(
      await takeProviderState(
        ctx.db,
        row,
        { state: found.order_state, orderId: found.order_id, description: found.recharge_description },
        who(ctx),
      ),
    );
  },
  audit: (_input, result: OrderView) => orderNote(result, UTILITY_LOG.synced),
});

/**
 * Refunds an open order the provider has not carried out. The order is leased first (no submission goes out
 * meanwhile), then the provider is asked: a top-up it did is marked done and not refunded, one it is still doing
 * is left alone, and one it failed or never had is refunded, once, whatever a racing push does.
 */
const refund = serviceRoute(rechargeRefund, utilitySpec, {
  async plan(ctx, { body }) {
    const now = ctx.deps.now();
    const leased = await takeLease(ctx.db, body.id, OPEN, now, leaseSeconds(await rulesOf(ctx.db)));
    if (leased) return leased;
    const [row] = await ctx.db.select().from(utilityOrders).where(eq(utilityOrders.id, body.id));
    if (!row) throw notFound();
    if (!OPEN.includes(row.state)) throw wrongState(row, ACTS.refund);
    throw conflict(UTILITY_MESSAGES.busy, { no: row.orderNo });
  },
  call: (client, row) => queryTopUp(client, row.orderNo),
  async book(ctx, { body }, plan, found) {
    const w = who(ctx);
    const row = await lockOrder(ctx.db, plan.id);
    if (!OPEN.includes(row.state)) {
      // A push settled it while the provider was asked: its answer stands, and nothing is booked twice.
      await releaseLease(ctx.db, row.id, w.now);
      return settled(row);
    }
    if (!found) return refunded(await refundOrder(ctx.db, row, 'refund', body.reason, w));
    const after = await takeProviderState(
      ctx.db,
      row,
      { state: found.order_state, orderId: found.order_id, description: found.recharge_description },
      w,
    );
    if (OPEN.includes(after.state)) {
      await releaseLease(ctx.db, after.id, w.now);
      return new Answer(viewOf(after), UTILITY_MESSAGES.providerBusy, { state: found.order_state });
    }
    return settled(after);
  },
  audit: ({ body }, result: OrderView) =>
    orderNote(result, UTILITY_LOG.refundAsked, [{ field: UTILITY_LOG.reason, to: plainValue(body.reason) }]),
});

const refunded = (row: UtilityOrder) =>
  new Answer(viewOf(row), UTILITY_MESSAGES.refunded, { amount: yuan(row.amount) });

function settled(row: UtilityOrder) {
  if (row.state === 'success') return new Answer(viewOf(row), UTILITY_MESSAGES.providerDone);
  if (row.state === 'refunded') return refunded(row);
  return synced(row);
}

export const refundRoutes = [sync, refund];
