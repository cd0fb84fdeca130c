import { createHmac, randomUUID } from 'node:crypto';
import { type OutsideRequest, type ServiceSpec, T } from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * The SMS provider, modelled on Aliyun's SMS API (dysmsapi, RPC style): every action is a request to `/` whose
 * query carries `Action`, the action's parameters and the common ones (AccessKeyId, Timestamp, SignatureNonce,
 * ...), signed by an HMAC-SHA256 of the sorted, percent-encoded query under the AccessKey secret. The provider
 * answers `{Code: 'OK', ...}` or `{Code: 'isv.…', Message}`.
 */

export const API_VERSION = '2017-05-25';
export const SIGNATURE_METHOD = 'HMAC-SHA256';

/** RFC 3986 encoding as Aliyun's signature wants it (also `!'()*`, never `+`). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The text the signature covers: `METHOD&%2F&` and the encoded, sorted query without `Signature`. */
export function stringToSign(method: string, query: Readonly<Record<string, string>>): string {
  const canonical = Object.keys(query)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(query[k]!)}`)
    .join('&');
  return `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
}

/** Aliyun's signature: base64 of the HMAC under `secret&`. */
export function signatureOf(method: string, query: Readonly<Record<string, string>>, secret: string): string {
  return createHmac('sha256', `${secret}&`).update(stringToSign(method, query)).digest('base64');
}

/** ISO 8601 in UTC without milliseconds, as the provider's Timestamp. */
export const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const smsService: ServiceSpec = {
  key: 'sms',
  title: T('短信服务', 'title'),
  sign(request: OutsideRequest, settings, now): OutsideRequest {
    const query: Record<string, string> = {
      ...request.query,
      AccessKeyId: String(settings.values.access_key_id ?? ''),
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: SIGNATURE_METHOD,
      // A new nonce on every attempt: the provider refuses a nonce it has seen, a retry included.
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: isoTime(now),
      Version: API_VERSION,
    };
    query.Signature = signatureOf(request.method, query, settings.secrets.access_key_secret ?? '');
    return { ...request, query };
  },
  refusal(answer) {
    const a = answer as { Code?: unknown; Message?: unknown } | null;
    if (!a || typeof a !== 'object') return 'empty answer';
    return a.Code === 'OK' ? undefined : `${String(a.Code ?? '')} ${String(a.Message ?? '')}`.trim();
  },
};

/** China's SMS parts: 70 characters, or 67 each once longer (the signature counts). */
export const partsOf = (text: string) => {
  const n = [...text].length;
  return n <= 70 ? 1 : Math.ceil(n / 67);
};

/** `SendSms`: the provider's id of the message. */
export const SendAnswer = z.object({ Code: z.literal('OK'), BizId: z.string().min(1).max(64) });

/** `AddSmsTemplate` / `ModifySmsTemplate`: the template's code and the review's id. */
export const TemplateAnswer = z.object({
  Code: z.literal('OK'),
  TemplateCode: z.string().regex(/^SMS_\d{3,20}$/),
  OrderId: z.string().max(64).default(''),
});

/** The provider's template types. */
export const TEMPLATE_TYPES = { code: '0', notice: '1', promo: '2' } as const;

/** The header of a push from the provider: base64 HMAC-SHA256 of the raw body under the AccessKey secret. */
export const PUSH_SIGNATURE = 'x-sms-signature';

export function pushSignature(raw: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(raw).digest('base64');
}

/** A delivery report (the provider's `SmsReport` message, one per push). */
export const DeliveryReport = z.object({
  phone_number: z.string().max(20),
  send_time: z.string().max(30).default(''),
  report_time: z.string().max(30).default(''),
  success: z.boolean(),
  /** DELIVERED, or the carrier's code (`MK:0001`, `UNDELIV`). */
  err_code: z.string().max(40),
  err_msg: z.string().max(200).default(''),
  /** Parts billed, as text. */
  sms_size: z.string().regex(/^\d{1,2}$/),
  biz_id: z.string().min(1).max(64),
  /** Our record's id. */
  out_id: z.string().regex(/^\d{1,16}$/),
});
export type DeliveryReport = z.infer<typeof DeliveryReport>;

/** A template's review result (the provider's `SmsTemplateAudit` message). */
export const TemplateAudit = z.object({
  template_code: z.string().regex(/^SMS_\d{3,20}$/),
  order_id: z.string().min(1).max(64),
  audit_status: z.enum(['AUDIT_STATE_PASS', 'AUDIT_STATE_NOT_PASS']),
  reason: z.string().max(200).default(''),
  audit_time: z.string().max(30).default(''),
});
export type TemplateAudit = z.infer<typeof TemplateAudit>;
