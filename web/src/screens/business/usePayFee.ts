import { apiHost } from '@yanye/framework/web';
import { API, type ApplicationView } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { applicantCall } from './applicantClient';

/** How often, and how many times, a pending payment is read again after the payer came back. */
const CHECK_EVERY_MS = 3000;
const CHECKS = 20;

/**
 * Paying the entry fee, without UI: asks for the order (the same one while it is pending) and sends the payer to
 * the payment page; back from it, reads the application again for a while until the service's notification has
 * booked the payment (the page then moves on to the review's progress by itself).
 */
export function usePayFee(app: ApplicationView, reload: () => Promise<unknown>) {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState('');
  const pending = app.payment?.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    let left = CHECKS;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left <= 0) window.clearInterval(timer);
      void reload();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [pending, reload]);

  const pay = useCallback(async () => {
    setLeaving(true);
    setError('');
    try {
      const order = await applicantCall(API.onboarding.enterPay);
      const url = order.pay_url.startsWith('/') ? `${apiHost()}${order.pay_url}` : order.pay_url;
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setLeaving(false);
    }
  }, []);

  return { pay, leaving, error, pending };
}
