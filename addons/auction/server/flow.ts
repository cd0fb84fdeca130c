import { conflict, formatDateTime, input } from '@yanye/addon-kit/server';
import { settleDeposits } from './deposit';
import { closeOut, lots } from './lifecycle';
import { AUCTION_MESSAGES, AUCTION_TITLES } from './texts';

/**
 * A lot's flow: 发布 (draft → scheduled), then the clock runs it (running from its start, ended at its
 * end: lifecycle.ts); 停止 (scheduled or running → stopped, with a reason: every deposit refunded) and 落槌
 * (running → ended now, settled as the clock would settle it). Before each step, what the clock has done to the
 * lot is made permanent, so a step goes by the lot's true state.
 */
export const lotFlow = lots.flow({
  publish: {
    ended: (lot, ctx) =>
      conflict(AUCTION_MESSAGES.publishEnded, { at: formatDateTime(lot.endAt, ctx.deps.config.TIME_ZONE) }),
  },
  stop: {
    reason: input('reason', AUCTION_TITLES.reason, 'textarea', { required: true, max: 200 }),
    async apply(ctx, lot, now) {
      await settleDeposits(ctx.db, lot, null, { accountId: ctx.principal.accountId, now });
      return undefined;
    },
  },
  steps: {
    Close: {
      from: ['running'],
      to: 'ended',
      confirm: true,
      async apply(ctx, lot) {
        const now = ctx.deps.now();
        return closeOut(ctx.db, lot, now, { accountId: ctx.principal.accountId, now });
      },
    },
  },
});
