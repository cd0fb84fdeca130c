import { type Deps, PAY_NOTIFY_PATH, registerPaymentNotifications } from '@yanye/framework/server';
import type { FastifyInstance } from 'fastify';
import { registerApplicationFiles } from './files';
import { bookNotification } from './payment.service';

/**
 * The endpoints of onboarding outside the signed API: the payment service's notification of an entry fee, and
 * the short-lived links to an application's licences.
 */
export function registerOnboardingEndpoints(app: FastifyInstance, deps: Deps): void {
  registerApplicationFiles(app, deps);
  registerPaymentNotifications(app, deps, PAY_NOTIFY_PATH, (notification) =>
    bookNotification(deps, notification),
  );
}
