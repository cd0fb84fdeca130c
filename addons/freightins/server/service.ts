import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ENDPOINT_SETTING,
  readAnswer,
  type ServiceClient,
  type ServiceSettings,
  type ServiceSpec,
  T,
} from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * The insurer (docs/outside-services.md), modelled on the open platforms Chinese insurers run for return
 * shipping insurance (退货运费险): JSON over HTTPS, each request signed in headers: `X-Ins-AppKey`,
 * `X-Ins-Timestamp` (seconds), `X-Ins-Nonce` and `X-Ins-Signature`, the base64 HMAC-SHA256 with the AppSecret of
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nSHA256-HEX(BODY)`. It answers `{code, msg, data}`, code "0" for success.
 * Its claim notifications are signed alike over `TIMESTAMP\nNONCE\nBODY`.
 *
 * Insuring carries the order number (`out_biz_no`), filing a claim our claim number (`out_claim_no`), and
 * cancelling the policy number: the insurer dedupes each by it, so each is safe to send again after a timeout.
 */

export const SECRET_SETTING = 'app_secret';
export const HEADERS = {
  key: 'x-ins-appkey',
  timestamp: 'x-ins-timestamp',
  nonce: 'x-ins-nonce',
  signature: 'x-ins-signature',
} as const;

/** How far a signed request's or push's time may be from ours. */
export const SKEW_SECONDS = 300;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64');

/** What a request's signature covers. */
export const requestText = (method: string, path: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${path}\n${timestamp}\n${nonce}\n${sha256(body)}`;

/** What a push's signature covers. */
export const pushText = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}`;

export const insurerSign = (secret: string, text: string) => hmac(secret, text);

/** Whether `given` is the signature of `text`, compared in constant time. */
export function signatureMatches(secret: string, text: string, given: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(hmac(secret, text), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The secret a store signs with. Until one is set the local receiver accepts the empty key (the demo stores
 * work out of the box); with a real endpoint an empty key is refused, so nothing unsigned is trusted.
 */
export function signingSecret(settings: ServiceSettings): string | undefined {
  const secret = settings.secrets[SECRET_SETTING] ?? '';
  if (secret !== '') return secret;
  return String(settings.values[ENDPOINT_SETTING] ?? '').trim() === '' ? '' : undefined;
}

const Envelope = z.object({ code: z.string(), msg: z.string(), data: z.unknown().optional() });

export const insurerSpec: ServiceSpec = {
  key: 'freightins',
  title: T('运费险保险公司'),
  sign(request, settings, now) {
    const timestamp = String(now);
    const nonce = randomBytes(12).toString('hex');
    const secret = settings.secrets[SECRET_SETTING] ?? '';
    const signature = hmac(secret, requestText(request.method, request.path, timestamp, nonce, request.body));
    return {
      ...request,
      headers: {
        ...request.headers,
        'X-Ins-AppKey': String(settings.values.app_key ?? ''),
        'X-Ins-Timestamp': timestamp,
        'X-Ins-Nonce': nonce,
        'X-Ins-Signature': signature,
      },
    };
  },
  refusal(answer) {
    const e = Envelope.safeParse(answer);
    if (!e.success) return 'the answer is not the insurer envelope';
    return e.data.code === '0' ? undefined : `[${e.data.code}] ${e.data.msg}`;
  },
};

/** The `data` of the insurer's envelope, read by `schema`. */
const dataOf = <S extends z.ZodType>(client: ServiceClient, answer: unknown, schema: S): z.output<S> =>
  readAnswer(insurerSpec, client, schema, Envelope.parse(answer).data);

/** A policy as the insurer answers it. */
export const InsurerPolicy = z.object({
  policy_no: z.string().min(1).max(64),
  status: z.enum(['EFFECTIVE', 'CANCELLED']),
  /** Seconds. */
  effective_time: z.number().int(),
  expire_time: z.number().int(),
  premium: z.number().int(),
});
export type InsurerPolicy = z.output<typeof InsurerPolicy>;

const InsurerClaim = z.object({
  claim_no: z.string().min(1).max(64),
  status: z.enum(['ACCEPTED', 'PAID', 'REJECTED']),
});

export interface ToInsure {
  readonly orderSn: string;
  readonly productCode: string;
  readonly premium: number;
  readonly insuredAmount: number;
  readonly buyerName: string;
  readonly buyerPhone: string;
  readonly payAmount: number;
  readonly shippedAt: number;
  readonly expressCompany: string;
  readonly expressNo: string;
  readonly address: string;
}

/** Insures an order under its number. */
export async function insure(client: ServiceClient, o: ToInsure): Promise<InsurerPolicy> {
  const answer = await client.call({
    op: 'insure',
    method: 'POST',
    path: '/v2/policies',
    json: {
      out_biz_no: o.orderSn,
      product_code: o.productCode,
      premium: o.premium,
      sum_insured: o.insuredAmount,
      insured: { name: o.buyerName, phone: o.buyerPhone },
      order: {
        order_sn: o.orderSn,
        amount: o.payAmount,
        shipped_at: o.shippedAt,
        express_company: o.expressCompany,
        express_no: o.expressNo,
        address: o.address,
      },
    },
    idempotent: true,
  });
  return dataOf(client, answer, InsurerPolicy);
}

export async function cancelPolicy(
  client: ServiceClient,
  policyNo: string,
  reason: string,
): Promise<InsurerPolicy> {
  const answer = await client.call({
    op: 'cancel',
    method: 'POST',
    path: '/v2/policies/cancel',
    json: { policy_no: policyNo, reason },
    idempotent: true,
  });
  return dataOf(client, answer, InsurerPolicy);
}

export interface ToClaim {
  readonly claimNo: string;
  readonly policyNo: string;
  readonly amount: number;
  readonly reason: string;
  readonly refundSn: string;
}

export async function fileClaim(client: ServiceClient, c: ToClaim): Promise<z.output<typeof InsurerClaim>> {
  const answer = await client.call({
    op: 'claim',
    method: 'POST',
    path: '/v2/claims',
    json: {
      out_claim_no: c.claimNo,
      policy_no: c.policyNo,
      claim_amount: c.amount,
      reason: c.reason,
      refund_sn: c.refundSn,
    },
    idempotent: true,
  });
  return dataOf(client, answer, InsurerClaim);
}

/** The insurer's claim notification, `POST /callback/addons/freightins/<store>/claim`. */
export const ClaimPush = z.object({
  event_id: z.string().min(1).max(64),
  claim_no: z.string().max(64),
  out_claim_no: z.string().min(1).max(64),
  policy_no: z.string().max(64),
  status: z.enum(['PAID', 'REJECTED']),
  pay_amount: z.number().int().min(0).max(100_000_000).default(0),
  paid_time: z.number().int().min(0).default(0),
  reason: z.string().max(200).default(''),
});
export type ClaimPush = z.output<typeof ClaimPush>;
