import { DEFAULT_SIGN_SALT } from '@yanye/protocol';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on');

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
  /** Run the background workers (async exports) in this process. */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** `demo` seeds the demo stores on an empty database; `none` leaves it empty. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  SIGN_SALT: z.string().min(1).default(DEFAULT_SIGN_SALT),
  /** HS256 key for access tokens; unset uses a random key generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
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
  SMS_LOGIN_OPEN: flag,
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: flag,
  /** Extra origins the browser may call or frame (the API-host dialog, the customer-service window). */
  CSP_CONNECT_SRC: z.string().default(''),
  CSP_FRAME_SRC: z.string().default(''),
  WEB_DIST: z.string().optional(),
  /** The time zone dates are written in, in exports and imports. */
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof EnvSchema>;

/** Reads the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
