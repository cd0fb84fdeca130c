import {
  AppError,
  type Deps,
  PAYOUT_NOTIFY_PATH,
  registerPaymentNotifications,
  retrying,
  withStore,
} from '@yanye/framework/server';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from './messages';
import { settlePayout, storeOfWithdrawal } from './withdrawal.service';

/**
 * The payment service's payout notification, settled once in the withdrawal's own store (found by its number,
 * unique everywhere). A repeat answers `booked: false`.
 */
export function registerPayoutEndpoints(app: FastifyInstance, deps: Deps): void {
  registerPaymentNotifications(app, deps, PAYOUT_NOTIFY_PATH, async (notification) => {
    const store = await storeOfWithdrawal(deps.database.db, notification.out_trade_no);
    if (store === undefined) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notifyUnknown);
    return retrying(() =>
      withStore(deps.database.db, store, (db) => settlePayout(db, notification, deps.now())),
    );
  });
}
