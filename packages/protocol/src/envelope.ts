/** The one JSON shape of every API answer except file downloads. */
export type Envelope<T = unknown> = OkEnvelope<T> | FailEnvelope;

export interface OkEnvelope<T = unknown> {
  status: true;
  msg: string;
  data: T;
}

export interface FailEnvelope {
  status: false;
  msg: string;
  data: string | null | Record<string, unknown>;
  code: ErrorCode;
}

export const ERROR_CODES = [
  'BAD_INPUT',
  'BAD_SIGN',
  'STALE_TIMESTAMP',
  'LOGIN',
  'NO_PERMISSION',
  'NOT_FOUND',
  'ALREADY_AUDITED',
  'CONFLICT',
  'KEY_REUSED',
  'IN_PROGRESS',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each machine code: the status tells the class, the envelope the detail. */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_INPUT: 400,
  BAD_SIGN: 400,
  STALE_TIMESTAMP: 400,
  LOGIN: 401,
  NO_PERMISSION: 403,
  NOT_FOUND: 404,
  ALREADY_AUDITED: 409,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with a different request (IETF httpapi idempotency draft). */
  KEY_REUSED: 422,
  /** The same write is still being carried out (a twin racing it): its answer will be there, ask again. */
  IN_PROGRESS: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /**
   * An outside service (SMS, WeChat) or the console's database did not answer; nothing was changed. With a
   * `Retry-After` header the same call may be made again after that many seconds (a write with its
   * Idempotency-Key is done once).
   */
  UNAVAILABLE: 503,
};

/** Markers carried in `data` of a failure that the browser acts on. */
export const MARKERS = {
  login: 'login',
  refreshCaptcha: 'refresh_captcha',
} as const;

export function ok<T>(data: T, msg = '操作成功'): OkEnvelope<T> {
  return { status: true, msg, data };
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value && 'msg' in value;
}
