import { message } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import {
  notifySecret,
  PAY_NOTIFY_PATH,
  PAY_SIGNATURE_HEADER,
  PaymentNotification,
  verifyNotification,
} from '../../integrations/payment';
import type { Deps } from '../../platform/context';
import { AppError, badInput } from '../../platform/errors';
import { zodIssueToError } from '../../platform/validation';
import { registerApplicationFiles } from './files';
import { M } from './messages';
import { bookNotification } from './payment.service';

/** Notifications are small: a few fields. */
const NOTIFY_BODY_LIMIT = 16 * 1024;

/**
 * The endpoints of onboarding outside the signed API: the payment service's notification (signed with its own
 * key, over the exact bytes it sent) and the short-lived links to an application's licences.
 */
export function registerOnboardingEndpoints(app: FastifyInstance, deps: Deps): void {
  registerApplicationFiles(app, deps);
  const secret = notifySecret(deps.config, deps.jwtKey);
  app.register(async (scope) => {
    // The signature covers the bytes as sent: this route reads them raw, not parsed and printed again.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(PAY_NOTIFY_PATH, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[PAY_SIGNATURE_HEADER];
      if (!verifyNotification(secret, raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn({ ip: request.ip }, 'payment notification with a bad signature');
        throw badInput(M.notifyBadSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('BAD_INPUT', 'invalidJson');
      }
      const parsed = PaymentNotification.safeParse(json, { reportInput: true });
      if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
      const booked = await bookNotification(deps, parsed.data);
      return { status: true, msg: message(request.lang, 'ok'), data: booked };
    });
  });
}
