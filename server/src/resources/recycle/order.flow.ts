import {
  AppError,
  badInput,
  conflict,
  defineFlow,
  entityOptions,
  input,
  type UserContext,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { RECYCLE_ORDER_STATES } from '@yanye/protocol';
import { bookPayout } from './order.payout';
import { staffFor } from './order.refs';
import { RECYCLE_ORDER_MESSAGES, RECYCLE_ORDER_TITLES, STATE_TITLES } from './order.texts';
import { recycleOrders } from './tables';

/** The states, said once: the status column's options, the flow's states and the list's tabs. */
export const ORDER_STATES = RECYCLE_ORDER_STATES.map((value) => ({ value, label: STATE_TITLES[value] }));

/** At most ¥10,000,000 an order: past that it is a typing mistake, not a lorry of pallets. */
export const MAX_ORDER_CENTS = 1_000_000_000;

type Order = typeof recycleOrders.$inferSelect;

const reason = (title = RECYCLE_ORDER_TITLES.reason) =>
  input('note', title, 'textarea', { required: true, min: 2, max: 200 });
const note = input('note', RECYCLE_ORDER_TITLES.note, 'textarea', { max: 200 });

const FLOW_MESSAGES = {
  photos: T('请上传至少一张质检照片'),
};

/** A picked id of an action's select, or a refusal naming the field. */
function idOf(value: unknown, field: string): number {
  const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  throw new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } });
}

/**
 * Assigns (or reassigns) the order to an enabled collector; an order brought to a point goes to one who serves
 * that point. The history row names the collector.
 */
async function assign(ctx: UserContext, row: Order, picked: unknown) {
  const staff = await staffFor(ctx.db, idOf(picked, RECYCLE_ORDER_TITLES.staff[ctx.lang]));
  if (!staff)
    throw badInput('fieldInvalid', {
      field: RECYCLE_ORDER_TITLES.staff[ctx.lang],
      reason: { key: 'reasonValue' },
    });
  if (!staff.enabled) throw conflict(RECYCLE_ORDER_MESSAGES.staffClosed, { name: staff.name });
  if (row.mode === 'point' && !staff.pointIds.includes(row.pointId))
    throw conflict(RECYCLE_ORDER_MESSAGES.staffElsewhere, {
      name: staff.name,
      point: await staff.pointName(row.pointId),
    });
  if (row.status === 'assigned' && row.staffId === staff.id)
    throw conflict(RECYCLE_ORDER_MESSAGES.sameStaff, { name: staff.name });
  return {
    set: { staffId: staff.id, assignedAt: ctx.deps.now() },
    note: `${staff.name} ${staff.phone}`.trim(),
    data: { staff: staff.name },
  };
}

/**
 * An order's life (docs/recycle.md, 'Orders'). Each step is a permission of its own (the catalogue's action pages),
 * runs with the order locked, and leaves a history row; paying books the inspected price once, under the order's
 * ledger key, whatever retries or races.
 */
export const orderFlow = defineFlow<typeof recycleOrders>({
  status: recycleOrders.status,
  states: ORDER_STATES,
  initial: 'submitted',
  steps: {
    Assign: {
      from: ['submitted', 'assigned'],
      to: 'assigned',
      fields: [
        input('staff_id', RECYCLE_ORDER_TITLES.staff, 'select', {
          required: true,
          optionsApi: entityOptions('RecycleStaff'),
        }),
      ],
      apply: (ctx, row, asked) => assign(ctx, row, asked.staff_id),
    },
    Collect: {
      from: ['assigned'],
      to: 'collected',
      fields: [note],
      apply: async (ctx) => ({ set: { collectedAt: ctx.deps.now() } }),
    },
    Inspect: {
      from: ['collected'],
      to: 'inspected',
      fields: [
        input('inspected_total', RECYCLE_ORDER_TITLES.inspectedTotal, 'money', {
          required: true,
          min: 0,
          max: MAX_ORDER_CENTS,
        }),
        input('photos', RECYCLE_ORDER_TITLES.photos, 'images', { required: true }),
        input('note', RECYCLE_ORDER_TITLES.inspectNote, 'textarea', { max: 500 }),
      ],
      async apply(ctx, _row, asked) {
        const photos = asked.photos as string[];
        if (photos.length === 0) throw badInput(FLOW_MESSAGES.photos);
        const total = asked.inspected_total as number;
        return {
          set: {
            inspectedTotal: total,
            inspectPhotos: photos,
            inspectNote: String(asked.note ?? ''),
            inspectedAt: ctx.deps.now(),
          },
          data: { inspected_total: total, photos },
        };
      },
    },
    Confirm: {
      from: ['inspected'],
      to: 'confirmed',
      fields: [note],
      apply: async (ctx) => ({ set: { confirmedAt: ctx.deps.now() } }),
    },
    Pay: {
      from: ['confirmed'],
      to: 'paid',
      confirm: true,
      async apply(ctx, row) {
        const now = ctx.deps.now();
        const payout = await bookPayout(ctx.db, row, { accountId: ctx.principal.accountId, now });
        return {
          set: { paidAt: now },
          data: payout ? { amount: payout.row.amount, log_id: payout.row.id } : { amount: 0 },
        };
      },
    },
    Cancel: {
      from: ['submitted', 'assigned'],
      to: 'cancelled',
      fields: [reason(T('取消原因'))],
      apply: async (ctx, _row, asked) => ({
        set: { closeReason: String(asked.note), closedAt: ctx.deps.now() },
      }),
    },
    Return: {
      from: ['inspected'],
      to: 'returned',
      fields: [reason(T('退回原因'))],
      apply: async (ctx, _row, asked) => ({
        set: { closeReason: String(asked.note), closedAt: ctx.deps.now() },
      }),
    },
  },
});
