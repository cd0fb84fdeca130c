import { DEFAULT_SIGN_SALT, DEFAULT_TIME_ZONE, isTimeZone } from '@yanye/protocol';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on');

/** A switch that is on unless set to 0, false or off. */
const flagOn = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false' && v !== 'off');

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const httpUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL URL; unset runs the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Optional: connect the application as this (restricted) role instead of SET ROLE on DATABASE_URL. */
  APP_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where export files are written; several server processes must share it. Default: DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /**
   * Uploads go to this S3-compatible bucket (MinIO, OSS, COS, R2, AWS) when set with S3_ENDPOINT, so several
   * server processes on several machines see the same files; unset, they are kept under FILES_DIR/uploads.
   */
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Keys under this prefix of the bucket (`console/`). */
  S3_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[\w-]+(?:\/[\w-]+)*\/$/.test(v), 'letters, digits, - and _, ending in /'),
  /** What a store may keep in uploads, in MB (the sum of its files and thumbnails). */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(2048),
  /** Run the background workers (async exports) in this process. */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** `demo` seeds the demo stores on an empty database; `none` leaves it empty. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  SIGN_SALT: z.string().min(1).default(DEFAULT_SIGN_SALT),
  /** HS256 key for access tokens; unset uses a random key generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seals add-on secrets at rest (docs/add-ons.md); unset, a random key is kept in the database. */
  ADDON_SECRET_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 3600),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 3600),
  /**
   * A used refresh token presented again within this many seconds still gets a new pair: two tabs refreshing at
   * once, or a reload while a refresh was on its way. Later, it revokes its session (a copied token).
   */
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(300).default(30),
  /** Offer sign-in with an SMS code (GetServerConfig's sms_login_open). */
  SMS_LOGIN_OPEN: flagOn,
  /** `local` records every SMS in the outbox table (read at /dev/outbox); `http` posts it to SMS_URL. */
  SMS_MODE: z.enum(['local', 'http']).default('local'),
  SMS_URL: httpUrl,
  /** Sent as `Authorization: Bearer <token>` to SMS_URL. */
  SMS_TOKEN: optionalText,
  /** The provider's template id of the sign-in code message. */
  SMS_TEMPLATE_LOGIN: z.string().trim().min(1).default('login_code'),
  /** The provider's template id of the store-onboarding code message (registering, finding an application). */
  SMS_TEMPLATE_ENTER: z.string().trim().min(1).default('enter_code'),
  /** `local`: a dev page plays the WeChat scan; `http`: the WeChat open platform (website QR login). */
  WECHAT_MODE: z.enum(['local', 'http']).default('local'),
  WECHAT_APPID: optionalText,
  WECHAT_SECRET: optionalText,
  WECHAT_API_BASE: httpUrl.transform((v) => v ?? 'https://api.weixin.qq.com'),
  WECHAT_AUTHORIZE_URL: httpUrl.transform((v) => v ?? 'https://open.weixin.qq.com/connect/qrconnect'),
  /** The console's public origin (https://console.example.com), for links handed to outside services. */
  PUBLIC_URL: httpUrl.transform((v) => v?.replace(/\/+$/, '')),
  /** The customer-service chat: its host and app id; unset host serves the local chat page at /dev/kefu/. */
  KEFU_HOST: httpUrl,
  KEFU_APPID: optionalText,
  /** `local` records pushed inbound documents in the outbox (read at /dev/outbox); `http` posts them to ERP_URL. */
  ERP_MODE: z.enum(['local', 'http']).default('local'),
  ERP_URL: httpUrl,
  /** Sent as `Authorization: Bearer <token>` to ERP_URL. */
  ERP_TOKEN: optionalText,
  /**
   * The payment service the entry fee is paid through: `local` (a /dev page plays the payer and sends the
   * signed notification), `http` (orders go to PAY_URL, its notifications come back signed with
   * PAY_NOTIFY_SECRET).
   */
  PAY_MODE: z.enum(['local', 'http']).default('local'),
  PAY_URL: httpUrl,
  /** Sent as `Authorization: Bearer <key>` to PAY_URL. */
  PAY_KEY: optionalText,
  /**
   * The key of the HMAC-SHA256 the payment service signs its notifications with (required for `http`, at least
   * 32 characters); unset in `local`, a key derived from the server's secret signs the dev page's.
   */
  PAY_NOTIFY_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, 'at least 32 characters'),
  /**
   * The /dev pages (outbox, WeChat scan, local chat): `local` serves them to this machine (loopback) only,
   * `on` to anyone, `off` to no one.
   */
  DEV_PAGES: z.enum(['local', 'on', 'off']).default('local'),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: flag,
  /** Extra origins the browser may call or frame (the API-host dialog, the customer-service window). */
  CSP_CONNECT_SRC: z.string().default(''),
  CSP_FRAME_SRC: z.string().default(''),
  WEB_DIST: z.string().optional(),
  /**
   * The store's time zone (an IANA name): every time the console shows, takes, prints or exports is read on its
   * clock, and "today" and a day's bounds are its day, whatever zone the server or a browser is set to.
   */
  TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'must be a time zone this machine knows, such as Asia/Shanghai'),
  /**
   * How long a list's exact count and sums may take when the browser accepts an estimate (`_estimate=1`), in
   * milliseconds; past it the figures are estimated from a sample (docs/engine.md, "Counts"). 0: estimate at once.
   */
  LIST_COUNT_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: one coloured line an event, for a terminal; `json`: one JSON object a line, for a log collector. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
});

const CheckedEnv = EnvSchema.superRefine((env, ctx) => {
  if (env.SMS_MODE === 'http' && !env.SMS_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_URL'], message: 'required when SMS_MODE=http' });
  }
  if (env.S3_BUCKET || env.S3_ENDPOINT) {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with S3_BUCKET' });
    }
  }
  if (env.ERP_MODE === 'http' && !env.ERP_URL) {
    ctx.addIssue({ code: 'custom', path: ['ERP_URL'], message: 'required when ERP_MODE=http' });
  }
  if (env.PAY_MODE === 'http') {
    for (const name of ['PAY_URL', 'PAY_NOTIFY_SECRET'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAY_MODE=http' });
    }
  }
  if (env.WECHAT_MODE === 'http') {
    for (const name of ['WECHAT_APPID', 'WECHAT_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when WECHAT_MODE=http' });
    }
  }
});

export type Config = z.infer<typeof EnvSchema>;

/** Reads the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
