import {
  AppError,
  moveMemberBalance,
  notFound,
  recordStep,
  type StoreDb,
  type Texts,
} from '@yanye/addon-kit/server';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { OrderState } from '../contract';
import { ENTITY } from './order.view';
import type { ProviderOrder, Submitted } from './service';
import { type UtilityOrder, utilityOrders } from './tables';
import { PAY_NOTE, REFUND_NOTE, STATE_TITLES, STEP_TITLES, UTILITY_MESSAGES } from './texts';

/**
 * What happens to a top-up order in the store's database, each step in the caller's transaction: its payment,
 * what a submission or the provider's answer moves it to, and its refund, booked once under the order's key
 * however often a failure is reported (a push, its repeat, an operator's refund). Every move is a guarded update
 * from the state it was read in, under the row's lock, and a row of its history.
 */

const o = utilityOrders;

export const payKey = (id: number) => `utility:${id}:pay`;
export const refundKey = (id: number) => `utility:${id}:refund`;

export interface Who {
  readonly accountId: number | null;
  readonly now: number;
}

/**
 * After a submission whose fate is unknown (a timeout), how long the order is left alone before it is sent again
 * or refunded: a request still on its way to the provider lands first, and is then found by its number.
 */
export const SETTLE_SECONDS = 60;

/** States a provider's answer may still move: the order is paid and not settled. */
export const OPEN: readonly OrderState[] = ['pending', 'submitted'];

export async function lockOrder(db: StoreDb, id: number): Promise<UtilityOrder> {
  const [row] = await db.select().from(o).where(eq(o.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function orderByNo(db: StoreDb, orderNo: string): Promise<UtilityOrder | undefined> {
  const [row] = await db.select().from(o).where(eq(o.orderNo, orderNo)).for('update');
  return row;
}

/** The order's state does not allow the step: said with the order and its state. */
export function wrongState(r: UtilityOrder, step: Texts): AppError {
  return new AppError('CONFLICT', UTILITY_MESSAGES.wrongState, {
    no: r.orderNo,
    state: STATE_TITLES[r.state],
    step,
  });
}

/** Books the member's payment: refused, with the whole placement, when the balance is short. */
export async function pay(db: StoreDb, r: UtilityOrder, who: Who) {
  return moveMemberBalance(
    db,
    {
      memberId: r.memberId,
      amount: -r.amount,
      event: 'utility_pay',
      key: payKey(r.id),
      doc: { type: 'utility', id: r.id, no: r.orderNo },
      note: PAY_NOTE,
    },
    who,
  );
}

/**
 * Takes the short lease a submission or a refund holds while it talks to the provider: answers the order when
 * it is in one of `states` and nobody else holds it, otherwise nothing.
 */
export async function takeLease(
  db: StoreDb,
  id: number,
  states: readonly OrderState[],
  now: number,
  seconds: number,
): Promise<UtilityOrder | undefined> {
  const [row] = await db
    .update(o)
    .set({ busyUntil: now + seconds, updatedAt: now })
    .where(and(eq(o.id, id), inArray(o.state, [...states]), lte(o.busyUntil, now)))
    .returning();
  return row;
}

/** Moves the order from the state it is in now (guarded) and records the step. */
async function move(
  db: StoreDb,
  r: UtilityOrder,
  to: OrderState,
  step: string,
  set: PgUpdateSetSource<typeof o>,
  who: Who,
  note = '',
  data: Record<string, unknown> = {},
): Promise<UtilityOrder> {
  const [moved] = await db
    .update(o)
    .set({ ...set, state: to, updatedAt: who.now })
    .where(and(eq(o.id, r.id), eq(o.state, r.state)))
    .returning();
  if (!moved) throw wrongState(r, STEP_TITLES[step as keyof typeof STEP_TITLES] ?? STATE_TITLES[to]);
  await recordStep(db, {
    entity: ENTITY,
    recordId: r.id,
    step,
    from: r.state,
    to,
    note,
    data,
    accountId: who.accountId,
    at: who.now,
  });
  return moved;
}

/**
 * Refunds the order to the member's balance, once (`utility:{id}:refund`), ending in `refunded`. `step` is what
 * led there: a rejection, the provider's failure, or an operator's refund of a top-up the provider never had.
 */
export async function refundOrder(
  db: StoreDb,
  r: UtilityOrder,
  step: 'reject' | 'refund',
  note: string,
  who: Who,
  extra: PgUpdateSetSource<typeof o> = {},
): Promise<UtilityOrder> {
  const row = await moveMemberBalance(
    db,
    {
      memberId: r.memberId,
      amount: r.amount,
      event: 'utility_refund',
      key: refundKey(r.id),
      doc: { type: 'utility', id: r.id, no: r.orderNo },
      note: REFUND_NOTE,
    },
    who,
  );
  return move(db, r, 'refunded', step, { ...extra, busyUntil: 0, refundedAt: who.now }, who, note, {
    amount: r.amount,
    log_id: row.id,
  });
}

/** The provider failed it: `failed`, then refunded at once. */
export async function failAndRefund(db: StoreDb, r: UtilityOrder, reason: string, who: Who) {
  const failed = await move(
    db,
    r,
    'failed',
    'fail',
    { failReason: reason.slice(0, 200), finishedAt: who.now },
    who,
    reason,
  );
  return refundOrder(db, failed, 'refund', '', who);
}

/**
 * Takes what the provider says of an order (a submission's answer, a query, a push): success, failure (refunded),
 * or still under way (`submitted`). A settled order stays as it is; a success the provider reports after the
 * order was refunded is kept in its history for a person to follow up, and changes nothing.
 */
export async function takeProviderState(
  db: StoreDb,
  r: UtilityOrder,
  p: { state: ProviderOrder['order_state']; orderId: string; description: string },
  who: Who,
): Promise<UtilityOrder> {
  if (!OPEN.includes(r.state)) {
    if (p.state === 'success' && r.state === 'refunded') {
      await recordStep(db, {
        entity: ENTITY,
        recordId: r.id,
        step: 'late',
        from: r.state,
        to: r.state,
        note: `success ${p.orderId}`,
        accountId: who.accountId,
        at: who.now,
      });
    }
    return r;
  }
  const known = {
    providerOrderNo: p.orderId || r.providerOrderNo,
    submitError: '',
    busyUntil: 0,
    checkedAt: who.now,
  };
  let row = r;
  if (row.state === 'pending')
    row = await move(
      db,
      row,
      'submitted',
      'submit',
      { ...known, submittedAt: who.now, submitAttempts: sql`${o.submitAttempts} + 1` },
      who,
      '',
      { provider_order_no: p.orderId },
    );
  if (p.state === 'success')
    return move(db, row, 'success', 'success', { ...known, finishedAt: who.now }, who, p.description);
  if (p.state === 'failed') return failAndRefund(db, row, p.description || 'failed', who);
  if (row === r) {
    const [touched] = await db
      .update(o)
      .set({ ...known, updatedAt: who.now })
      .where(eq(o.id, r.id))
      .returning();
    return touched!;
  }
  return row;
}

/** What a submission came back with, taken under the row's lock (a push may have moved it meanwhile). */
export async function applySubmission(
  db: StoreDb,
  id: number,
  got: Submitted,
  who: Who,
): Promise<UtilityOrder> {
  const r = await lockOrder(db, id);
  if (got.kind === 'accepted')
    return takeProviderState(
      db,
      r,
      {
        state: got.order.order_state,
        orderId: got.order.order_id,
        description: got.order.recharge_description,
      },
      who,
    );
  if (r.state !== 'pending') return r;
  if (got.kind === 'refused') return failAndRefund(db, r, got.reason, who);
  const [row] = await db
    .update(o)
    .set({
      submitError: got.reason,
      submitAttempts: sql`${o.submitAttempts} + 1`,
      busyUntil: who.now + SETTLE_SECONDS,
      updatedAt: who.now,
    })
    .where(eq(o.id, id))
    .returning();
  return row!;
}

/** Releases a lease nobody needs any more (a refund that found the provider still at work). */
export async function releaseLease(db: StoreDb, id: number, now: number): Promise<void> {
  await db.update(o).set({ busyUntil: 0, updatedAt: now }).where(eq(o.id, id));
}
