import { conflict, reasonInput } from '@yanye/addon-kit/server';
import { sessions } from './session.campaign';
import { assertNoOverlap } from './session.rules';
import { FLASHSALE_MESSAGES, FLASHSALE_TITLES } from './texts';

/**
 * A session's life: a draft is published (scheduled), runs from its start to its end (by its times; the sweep
 * writes it down), or is stopped by the merchant with a reason before it ends. Each step runs with the session
 * locked, so a purchase in flight (which holds it shared) finishes first and none starts after a stop.
 */
export const sessionFlow = sessions.flow({
  publish: {
    confirm: true,
    ended: (row) => conflict(FLASHSALE_MESSAGES.alreadyOver, { title: row.title }),
    async apply(ctx, row, now) {
      await assertNoOverlap(ctx.db, row, now);
      return { data: { start_at: row.startAt, end_at: row.endAt } };
    },
  },
  stop: {
    reason: reasonInput(FLASHSALE_TITLES.stopReason, 'note'),
    ended: (row) => conflict(FLASHSALE_MESSAGES.endedAlready, { title: row.title }),
  },
});
