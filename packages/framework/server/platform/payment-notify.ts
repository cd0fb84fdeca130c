import { message, T } from '@yanye/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  notifySecret,
  PAY_SIGNATURE_HEADER,
  PaymentNotification,
  verifyNotification,
} from '../integrations/payment';
import type { Deps } from './context';
import { AppError, badInput } from './errors';
import { zodIssueToError } from './validation';

/** Notifications are small: a few fields. */
const NOTIFY_BODY_LIMIT = 16 * 1024;

const BAD_SIGNATURE = T('通知签名错误');

/**
 * Receives the payment service's signed notifications at `path`, outside the signed API (a payment, a payout):
 * the signature covers the bytes as sent, so the route reads them raw and checks them before anything is parsed;
 * then the notification is checked by its schema and handed to `settle`, whose answer is the envelope's data.
 * The service repeats a notification until it is answered, so `settle` must book once.
 */
export function registerPaymentNotifications(
  app: FastifyInstance,
  deps: Deps,
  path: string,
  settle: (notification: PaymentNotification, request: FastifyRequest) => Promise<unknown>,
): void {
  const secret = notifySecret(deps.config, deps.jwtKey);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(path, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[PAY_SIGNATURE_HEADER];
      if (!verifyNotification(secret, raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn({ ip: request.ip, path }, 'payment notification with a bad signature');
        throw badInput(BAD_SIGNATURE);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('BAD_INPUT', 'invalidJson');
      }
      const parsed = PaymentNotification.safeParse(json, { reportInput: true });
      if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
      const data = await settle(parsed.data, request);
      return { status: true, msg: message(request.lang, 'ok'), data };
    });
  });
}
