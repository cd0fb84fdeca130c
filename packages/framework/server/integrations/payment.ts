import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { formatYuan } from '@yanye/protocol';
import { z } from 'zod';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { IntegrationError } from './errors';
import { latestOutbox, recordOutbox } from './outbox';
import { postJson } from './post-json';

/** An order the payment service is asked to collect. */
export interface PaymentOrder {
  /** Our order number: the service echoes it in its notification, and one number is paid at most once. */
  readonly outTradeNo: string;
  readonly amountCents: number;
  /** What the payer reads (商家入驻费 · 店铺名). */
  readonly subject: string;
  /** Where the service sends its signed notification (absolute for an outside service). */
  readonly notifyUrl: string;
  /** Where the payer's browser comes back to. */
  readonly returnUrl: string;
}

/** A payout the payment service is asked to make: a withdrawal of a store's payment wallet to its bank card. */
export interface PayoutOrder {
  /** The withdrawal's number: echoed in the notification, and paid out at most once (the idempotency key). */
  readonly outTradeNo: string;
  /** What reaches the bank: the withdrawal less its fee. */
  readonly amountCents: number;
  readonly bankName: string;
  readonly holder: string;
  /** The whole card number: only the service is told it. */
  readonly cardNo: string;
  readonly notifyUrl: string;
}

/**
 * Collects payments (the store entry fee) and makes payouts (withdrawals). `createOrder` answers where to send the payer; the outcome arrives
 * later as a notification to `notifyUrl`, signed (`signNotification`), which the server checks and books once
 * per order number. Asked again for an order still pending, the service answers its pay URL again.
 */
export interface PaymentService {
  readonly mode: 'local' | 'http';
  createOrder(order: PaymentOrder, db: Queryable, now: number): Promise<{ readonly payUrl: string }>;
  /**
   * Asks for a payout; its outcome arrives later as a signed notification to `notifyUrl` (paid or failed). Asked
   * again for the same number, the service makes no second payout.
   */
  createPayout(payout: PayoutOrder, db: Queryable, now: number): Promise<void>;
}

/** The header a notification's signature travels in: hex HMAC-SHA256 of the raw body. */
export const PAY_SIGNATURE_HEADER = 'x-pay-signature';
/** Where notifications are received, outside /v1: the service signs them with its own key, not our request sign. */
export const PAY_NOTIFY_PATH = '/callback/pay/notify';
/** Where payout notifications are received: signed like the payments' ones. */
export const PAYOUT_NOTIFY_PATH = '/callback/pay/payout';
/** The local payer's page (DEV_PAGES). */
export const LOCAL_PAY_PATH = '/dev/pay';

/** A notification as the payment service sends it (JSON). */
export const PaymentNotification = z.object({
  out_trade_no: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** The service's own transaction number. */
  trade_no: z.string().max(64).default(''),
  status: z.enum(['paid', 'failed']),
  amount_cents: z.number().int().nonnegative(),
  /** Why it failed, for the payer. */
  reason: z.string().max(200).default(''),
});
export type PaymentNotification = z.infer<typeof PaymentNotification>;

/** A payout's notification has the same fields: `out_trade_no` is the withdrawal's number, `amount_cents` what was paid. */
export const PayoutNotification = PaymentNotification;
export type PayoutNotification = PaymentNotification;

/**
 * The key notifications are signed with: PAY_NOTIFY_SECRET, or (local payments only, where the dev page signs
 * them) one derived from the server's own secret, so a notification cannot be forged from outside either way.
 */
export function notifySecret(config: Config, serverKey: KeyObject): string {
  if (config.PAY_NOTIFY_SECRET) return config.PAY_NOTIFY_SECRET;
  return createHmac('sha256', serverKey).update('pay-notify-local').digest('hex');
}

export function signNotification(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `signature` (hex, optionally `sha256=`-prefixed) is the HMAC of exactly these bytes. */
export function verifyNotification(secret: string, body: Buffer, signature: string | undefined): boolean {
  const given = Buffer.from(
    (signature ?? '')
      .trim()
      .replace(/^sha256=/i, '')
      .toLowerCase(),
  );
  const expected = Buffer.from(signNotification(secret, body));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Development: the order lands in the outbox (channel `pay`, template `order`) and the payer is sent to
 * /dev/pay, where an operator marks it paid or failed; that page then delivers the signed notification.
 */
export const localPayment: PaymentService = {
  mode: 'local',
  async createOrder(order, db, now) {
    const [known] = await latestOutbox(db, { channel: 'pay', recipient: order.outTradeNo, limit: 1 });
    if (!known) {
      await recordOutbox(
        db,
        {
          channel: 'pay',
          recipient: order.outTradeNo,
          template: 'order',
          body: `${order.subject} ${formatYuan(order.amountCents)}`,
          params: {
            out_trade_no: order.outTradeNo,
            amount_cents: String(order.amountCents),
            subject: order.subject,
            notify_url: order.notifyUrl,
            return_url: order.returnUrl,
          },
        },
        now,
      );
    }
    return { payUrl: `${LOCAL_PAY_PATH}?out_trade_no=${encodeURIComponent(order.outTradeNo)}` };
  },
  // The payout waits on /dev/pay for an operator to mark it paid or failed (the card number is not recorded).
  async createPayout(payout, db, now) {
    const [known] = await latestOutbox(db, { channel: 'pay', recipient: payout.outTradeNo, limit: 1 });
    if (known) return;
    await recordOutbox(
      db,
      {
        channel: 'pay',
        recipient: payout.outTradeNo,
        template: 'payout',
        body: `提现打款 ${payout.holder} ${payout.bankName} ${formatYuan(payout.amountCents)}`,
        params: {
          out_trade_no: payout.outTradeNo,
          amount_cents: String(payout.amountCents),
          subject: `${payout.bankName} ${payout.holder} **** ${payout.cardNo.slice(-4)}`,
          notify_url: payout.notifyUrl,
        },
      },
      now,
    );
  },
};

const OrderAnswer = z.object({
  pay_url: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/),
});

/** The payouts' address beside the orders': `PAY_URL` with its last segment `payouts` (…/orders → …/payouts). */
export function payoutUrl(url: string): string {
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\/[^/]*\/?$/, '/payouts');
  return u.toString();
}

/**
 * Production: `POST PAY_URL` with JSON `{out_trade_no, amount_cents, subject, notify_url, return_url}` and the
 * bearer key; a 2xx answer `{pay_url}` says where the payer pays (an https page of the service or a gateway in
 * front of Alipay or WeChat Pay).
 */
export function httpPayment(url: string, key: string | undefined): PaymentService {
  return {
    mode: 'http',
    /**
     * `POST {PAY_URL}/../payouts` with `{out_trade_no, amount_cents, bank_name, holder, card_no, notify_url}`;
     * any 2xx answer means the service took it (the outcome comes by notification).
     */
    async createPayout(payout) {
      await postJson({
        service: 'pay',
        url: payoutUrl(url),
        token: key,
        idempotencyKey: payout.outTradeNo,
        body: {
          out_trade_no: payout.outTradeNo,
          amount_cents: payout.amountCents,
          bank_name: payout.bankName,
          holder: payout.holder,
          card_no: payout.cardNo,
          notify_url: payout.notifyUrl,
        },
      });
    },
    async createOrder(order) {
      const text = await postJson({
        service: 'pay',
        url,
        token: key,
        idempotencyKey: order.outTradeNo,
        body: {
          out_trade_no: order.outTradeNo,
          amount_cents: order.amountCents,
          subject: order.subject,
          notify_url: order.notifyUrl,
          return_url: order.returnUrl,
        },
      });
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new IntegrationError('pay', `not JSON: ${text.slice(0, 200)}`);
      }
      // A gateway answering in the console's envelope puts the order in `data`.
      const inner = (answer as { data?: unknown }).data ?? answer;
      const parsed = OrderAnswer.safeParse(inner);
      if (!parsed.success) throw new IntegrationError('pay', `no pay_url in: ${text.slice(0, 200)}`);
      return { payUrl: parsed.data.pay_url };
    },
  };
}

export function createPayment(config: Config): PaymentService {
  return config.PAY_MODE === 'http' && config.PAY_URL
    ? httpPayment(config.PAY_URL, config.PAY_KEY)
    : localPayment;
}
