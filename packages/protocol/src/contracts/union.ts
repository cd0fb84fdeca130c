import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { flag, line } from '../schemas';

/**
 * The calls of a shopping-affiliate union add-on (taobaoke, jdunion, mtunion) beside the engine's lists: its
 * authorization token, and its order sync. The three unions share them on their own API bases, so they are made
 * by key; the catalogue's union pages list these paths and both ends read them from here.
 */

/** Days before its expiry that a token is shown as about to lapse. */
export const UNION_TOKEN_WARN_DAYS = 7;

/** Where a union's token stands: none saved, good, lapsing within the warning, lapsed. */
export const UNION_TOKEN_STATES = ['unset', 'ok', 'expiring', 'expired'] as const;
export type UnionTokenState = (typeof UNION_TOKEN_STATES)[number];

/** The states of a union order, the same for every union (each union's own codes map onto them). */
export const UNION_ORDER_STATES = ['pending', 'paid', 'received', 'settled', 'invalid'] as const;
export type UnionOrderState = (typeof UNION_ORDER_STATES)[number];

/** The latest a saved expiry may be: unions grant a year or two at most. */
const MAX_TOKEN_DAYS = 3 * 366;

const Secret = z.object({ set: flag, masked: z.string() });

/** A setting's words in the user's language, as the add-on's settings declare them. */
const FieldText = z.object({ title: z.string(), hint: z.string() });

const TokenView = z.object({
  app_key: z.string(),
  pid: z.string(),
  /** Never the secrets themselves: whether each is set and its last four characters behind dots. */
  secrets: z.object({ app_secret: Secret, access_token: Secret, refresh_token: Secret }),
  /** Unix seconds; 0 when no expiry is known. */
  expires_at: z.number().int(),
  /** Whole days until the expiry (negative once lapsed); null when none is known. */
  days_left: z.number().int().nullable(),
  state: z.enum(UNION_TOKEN_STATES),
  warn_days: z.number().int(),
  /** The union account that granted the token, as its last refresh named it. */
  account: z.string(),
  refreshed_at: z.number().int(),
  updated_at: z.number().int(),
  fields: z.object({
    app_key: FieldText,
    app_secret: FieldText,
    pid: FieldText,
    access_token: FieldText,
    refresh_token: FieldText,
  }),
});
export type UnionTokenView = z.output<typeof TokenView>;

const SyncRun = z.object({
  id: z.number().int(),
  /** `manual` (the button), `scheduled` (every ten minutes). */
  mode: z.enum(['manual', 'scheduled']),
  window_start: z.number().int(),
  window_end: z.number().int(),
  /** Orders the union answered, new ones, ones it changed, and of those how many changed state. */
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  changed: z.number().int(),
  calls: z.number().int(),
  state: z.enum(['ok', 'failed']),
  error: z.string(),
  started_at: z.number().int(),
  finished_at: z.number().int(),
});
export type UnionSyncRun = z.output<typeof SyncRun>;

const StateChange = z.object({
  order_no: z.string(),
  goods: z.string(),
  from: z.string(),
  to: z.string(),
  from_title: z.string(),
  to_title: z.string(),
  /** `sync` or `push`. */
  source: z.string(),
  at: z.number().int(),
});

/** The calls of one union add-on, on its API base `/v1/addons/<key>/`. */
export function unionCalls(key: string) {
  const api = `/v1/addons/${key}/`;
  return {
    tokenInfo: get(`${api}TokenInfo`, {
      summary: "The union's authorization: app key, PID, masked secrets, expiry and days left",
      response: TokenView,
    }),
    tokenSave: post(`${api}TokenSave`, {
      summary:
        "Save the union's app key, PID, expiry and (when retyped) its secrets; each checked as the setup is",
      labels: {
        app_key: T('App Key'),
        pid: T('推广位 PID'),
        app_secret: T('App Secret'),
        access_token: T('访问令牌'),
        refresh_token: T('刷新令牌'),
        expires_at: T('到期时间'),
      },
      body: z.object({
        app_key: line(64),
        pid: line(100),
        app_secret: line(200).optional(),
        access_token: line(500).optional(),
        refresh_token: line(500).optional(),
        expires_at: z
          .number()
          .int()
          .min(0)
          .max(2 ** 40),
      }),
      response: TokenView,
    }),
    tokenRefresh: post(`${api}TokenRefresh`, {
      summary: 'Ask the union for a new access token with the refresh token, and keep it with its expiry',
      response: TokenView,
    }),
    orderSync: post(`${api}OrderSync`, {
      summary:
        'Fetch the orders the union changed since the last sync (or in the last `hours`), and book them once',
      labels: { hours: T('同步范围') },
      body: z.object({ hours: z.number().int().min(1).max(72).optional() }),
      response: SyncRun,
    }),
    orderSyncInfo: get(`${api}OrderSyncInfo`, {
      summary: 'The latest syncs, the latest state changes of orders, and where the token stands',
      response: z.object({
        token: z.object({
          state: z.enum(UNION_TOKEN_STATES),
          days_left: z.number().int().nullable(),
          expires_at: z.number().int(),
        }),
        /** Seconds between scheduled syncs. */
        every: z.number().int(),
        runs: z.array(SyncRun),
        changes: z.array(StateChange),
      }),
    }),
  };
}

export type UnionCalls = ReturnType<typeof unionCalls>;

/** The latest expiry a save accepts, from now (seconds). */
export const UNION_TOKEN_MAX_SECONDS = MAX_TOKEN_DAYS * 86_400;
