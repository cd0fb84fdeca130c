import { defineCallback } from '@yanye/addon-kit/server';
import { orderByNo, takeProviderState } from './order.service';
import { ResultPush, signingSecret, signMatches } from './service';

/** The body of a push as an object, or undefined when it is not one. */
function objectOf(raw: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The provider's result notification (`POST /callback/addons/utility/<store>/notify`): signed like its requests
 * (`sign` in the body, over the other fields with the store's AppSecret), handled once per order and outcome. A
 * success settles the order; a failure refunds it once, whatever else refunds it at the same moment (its repeat,
 * a sync, an operator's refund). The platform wants the word `success` back, and sends again otherwise.
 */
export const resultCallback = defineCallback({
  name: 'notify',
  verify(raw, _header, settings) {
    const body = objectOf(raw);
    const secret = signingSecret(settings);
    return body !== undefined && secret !== undefined && signMatches(body, secret);
  },
  schema: ResultPush,
  eventKey: (e) => `${e.customer_order_no}:${e.order_status}`,
  async handle(db, e, now) {
    const row = await orderByNo(db, e.customer_order_no);
    if (!row) return { order_no: e.customer_order_no, state: 'unknown' };
    const after = await takeProviderState(
      db,
      row,
      { state: e.order_status, orderId: e.order_id, description: e.recharge_description },
      { accountId: null, now },
    );
    return { order_no: after.orderNo, state: after.state };
  },
  ack: () => 'success',
  nack: (reason) => `fail: ${reason}`,
});
