import { actionSaveContext, badInput, defineFlow, input, reasonInput, T } from '@yanye/addon-kit/server';
import { ensurePurchase, voidPurchase } from './purchase';
import { cloudbuySettings } from './settings';
import { cloudbuyOrders, ORDER_STATES } from './tables';
import { CLOUDBUY_TITLES, STATE_TITLES } from './texts';

/** The states, said once: the status column's options, the flow's states and the list's tabs. */
export const ORDER_STATE_OPTIONS = ORDER_STATES.map((value) => ({ value, label: STATE_TITLES[value] }));

const note = input('note', CLOUDBUY_TITLES.note, 'textarea', { max: 200 });

/** A waybill number as couriers print them: letters, digits and dashes. */
const WAYBILL = /^[A-Za-z0-9-]{6,40}$/;

/**
 * An order's life: submitted → confirmed → shipped → received, or cancelled while still submitted.
 * The store cancels and marks received; the supplier confirms and ships, which until the supplying store has a
 * console of its own for them are operator calls of this store (their titles say so). Each step runs with the
 * order locked and leaves a history row. Confirming makes the purchase document if placing the order did not
 * (the setting `purchase_on`), so a confirmed order always has one; cancelling marks a draft one void and is
 * refused once the inventory has audited it.
 */
export const orderFlow = defineFlow<typeof cloudbuyOrders>({
  status: cloudbuyOrders.status,
  states: ORDER_STATE_OPTIONS,
  initial: 'submitted',
  steps: {
    Confirm: {
      from: ['submitted'],
      to: 'confirmed',
      fields: [note],
      async apply(ctx, row) {
        const now = ctx.deps.now();
        const settings = await cloudbuySettings(ctx.db);
        const purchase = await ensurePurchase(ctx.db, row, actionSaveContext(ctx), settings);
        return { set: { confirmedAt: now, updatedAt: now }, data: { purchase_no: purchase.no } };
      },
    },
    Ship: {
      from: ['confirmed'],
      to: 'shipped',
      fields: [
        input('carrier', CLOUDBUY_TITLES.carrier, 'text', { required: true, max: 30 }),
        input('tracking_no', CLOUDBUY_TITLES.trackingNo, 'text', {
          required: true,
          max: 40,
          tip: T('字母、数字或短横线，6 至 40 位'),
        }),
        note,
      ],
      async apply(ctx, _row, asked) {
        const carrier = String(asked.carrier ?? '');
        const trackingNo = String(asked.tracking_no ?? '');
        if (!WAYBILL.test(trackingNo))
          throw badInput('fieldInvalid', {
            field: CLOUDBUY_TITLES.trackingNo[ctx.lang],
            reason: { key: 'reasonFormat' },
          });
        const now = ctx.deps.now();
        return {
          set: { carrier, trackingNo, shippedAt: now, updatedAt: now },
          data: { carrier, tracking_no: trackingNo },
        };
      },
    },
    Receive: {
      from: ['shipped'],
      to: 'received',
      fields: [note],
      async apply(ctx) {
        const now = ctx.deps.now();
        return { set: { receivedAt: now, updatedAt: now } };
      },
    },
    Cancel: {
      from: ['submitted'],
      to: 'cancelled',
      fields: [reasonInput(CLOUDBUY_TITLES.cancelReason)],
      async apply(ctx, row, asked) {
        const now = ctx.deps.now();
        const reason = String(asked.reason ?? '');
        await voidPurchase(ctx.db, row, reason, now);
        return { set: { cancelReason: reason, cancelledAt: now, updatedAt: now }, note: reason };
      },
    },
  },
});
