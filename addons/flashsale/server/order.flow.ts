import { defineFlow, input, reasonInput } from '@yanye/addon-kit/server';
import { cancelOrder } from './order.service';
import { flashsaleOrders, ORDER_STATES } from './tables';
import { FLASHSALE_TITLES, ORDER_STATE_TITLES } from './texts';

export const ORDER_STATE_OPTIONS = ORDER_STATES.map((value) => ({ value, label: ORDER_STATE_TITLES[value] }));

/**
 * An order's life: placed paid (the purchase books the payment), then shipped; before it ships the operator may
 * cancel it, which gives the stock back and refunds the member, once.
 */
export const orderFlow = defineFlow<typeof flashsaleOrders>({
  status: flashsaleOrders.status,
  states: ORDER_STATE_OPTIONS,
  initial: 'paid',
  steps: {
    Ship: {
      from: ['paid'],
      to: 'shipped',
      fields: [
        input('tracking_no', FLASHSALE_TITLES.trackingNo, 'text', { max: 40 }),
        input('note', FLASHSALE_TITLES.note, 'textarea', { max: 200 }),
      ],
      async apply(ctx, _row, asked) {
        const now = ctx.deps.now();
        const trackingNo = String(asked.tracking_no ?? '').trim();
        return {
          set: { trackingNo, shippedAt: now, updatedAt: now },
          data: trackingNo ? { tracking_no: trackingNo } : {},
        };
      },
    },
    Cancel: {
      from: ['paid'],
      to: 'cancelled',
      fields: [reasonInput(FLASHSALE_TITLES.cancelReason, 'note')],
      async apply(ctx, row, asked) {
        const now = ctx.deps.now();
        const refund = await cancelOrder(ctx.db, row, { accountId: ctx.principal.accountId, now });
        return {
          set: { cancelReason: String(asked.note).trim(), cancelledAt: now, updatedAt: now },
          data: { amount: row.amount, log_id: refund.id },
        };
      },
    },
  },
});
