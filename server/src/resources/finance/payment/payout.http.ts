import { message } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import {
  notifySecret,
  PAY_SIGNATURE_HEADER,
  PAYOUT_NOTIFY_PATH,
  PayoutNotification,
  verifyNotification,
} from '../../../integrations/payment';
import type { Deps } from '../../../platform/context';
import { AppError, badInput } from '../../../platform/errors';
import { retrying } from '../../../platform/retry';
import { withTenant } from '../../../platform/tenancy';
import { zodIssueToError } from '../../../platform/validation';
import { M } from './messages';
import { settlePayout, storeOfWithdrawal } from './withdrawal.service';

/** Notifications are small: a few fields. */
const NOTIFY_BODY_LIMIT = 16 * 1024;

/**
 * The payment service's payout notification, outside the signed API: signed with the service's key over the
 * exact bytes sent (checked before anything is read), then settled once in the withdrawal's own store. The
 * service repeats a notification until it is answered; a repeat answers `booked: false`.
 */
export function registerPayoutEndpoints(app: FastifyInstance, deps: Deps): void {
  const secret = notifySecret(deps.config, deps.jwtKey);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(PAYOUT_NOTIFY_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[PAY_SIGNATURE_HEADER];
      if (!verifyNotification(secret, raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn({ ip: request.ip }, 'payout notification with a bad signature');
        throw badInput(M.notifyBadSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('BAD_INPUT', 'invalidJson');
      }
      const parsed = PayoutNotification.safeParse(json, { reportInput: true });
      if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
      const store = storeOfWithdrawal(parsed.data.out_trade_no);
      if (store === undefined) throw new AppError('NOT_FOUND', M.notifyUnknown);
      const settled = await retrying(() =>
        withTenant(deps.database.db, store, (db) => settlePayout(db, parsed.data, deps.now())),
      );
      return { status: true, msg: message(request.lang, 'ok'), data: settled };
    });
  });
}
