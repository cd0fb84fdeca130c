/** Request headers every call carries. */
export const HEADERS = {
  device: 'device',
  timestamp: 'timestamp',
  accessToken: 'accesstoken',
  supplierUid: 'supplieruid',
  lang: 'lang',
  sign: 'sign',
  /** Optional on writes: one key per user action, so a retry or a double click does the action once. */
  idempotencyKey: 'idempotency-key',
} as const;

/** How far a request's timestamp may be from the server clock, in seconds. */
export const MAX_CLOCK_SKEW_SECONDS = 300;
