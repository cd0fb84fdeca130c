import {
  addonByKey,
  badInput,
  type Deps,
  formatDate,
  type Lang,
  readAddonValues,
  type ServiceSettings,
  type StoreDb,
  saveSettings,
  settingsView,
  UNION_TOKEN_MAX_SECONDS,
  UNION_TOKEN_WARN_DAYS,
  type UnionTokenState,
  type UnionTokenView,
} from '@yanye/addon-kit/server';
import type { UnionTables } from './tables';
import { AFFILIATE_MESSAGES } from './texts';

const DAY = 86_400;

/** Where a token stands at `now`: lapsed, lapsing within the warning, good, or not there at all. */
export function tokenState(
  expiresAt: number,
  hasToken: boolean,
  now: number,
): { state: UnionTokenState; daysLeft: number | null } {
  if (!hasToken || expiresAt <= 0) return { state: 'unset', daysLeft: null };
  const left = expiresAt - now;
  const daysLeft = Math.floor(left / DAY);
  if (left <= 0) return { state: 'expired', daysLeft };
  return { state: left < UNION_TOKEN_WARN_DAYS * DAY ? 'expiring' : 'ok', daysLeft };
}

/** The store's token row of a union (expiry, who granted it); a store that never saved one has none. */
export async function tokenRow(db: StoreDb, tables: UnionTables) {
  const [row] = await db.select().from(tables.token);
  return row ?? { expiresAt: 0, account: '', refreshedAt: 0, updatedAt: 0 };
}

/** Keeps the expiry (and, after a refresh, who granted it and when). */
export async function keepToken(
  db: StoreDb,
  tables: UnionTables,
  values: { expiresAt: number; account?: string; refreshedAt?: number },
  now: number,
): Promise<void> {
  await db
    .insert(tables.token)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: tables.token.supplierId, set: { ...values, updatedAt: now } });
}

/** What the token page shows: the settings of the union in the user's words, secrets masked, and the expiry. */
export async function tokenView(
  db: StoreDb,
  deps: Deps,
  key: string,
  tables: UnionTables,
  lang: Lang,
): Promise<UnionTokenView> {
  const view = await settingsView(db, addonByKey(key)!, deps.sealKey, lang);
  const row = await tokenRow(db, tables);
  const secret = (name: string) => view.secrets[name] ?? { set: 0 as const, masked: '' };
  const field = (name: string) => {
    const f = view.fields.find((x) => x.name === name);
    return { title: f?.title ?? name, hint: f?.hint ?? '' };
  };
  const { state, daysLeft } = tokenState(row.expiresAt, secret('access_token').set === 1, deps.now());
  return {
    app_key: String(view.values.app_key ?? ''),
    pid: String(view.values.pid ?? ''),
    secrets: {
      app_secret: secret('app_secret'),
      access_token: secret('access_token'),
      refresh_token: secret('refresh_token'),
    },
    expires_at: row.expiresAt,
    days_left: daysLeft,
    state,
    warn_days: UNION_TOKEN_WARN_DAYS,
    account: row.account,
    refreshed_at: row.refreshedAt,
    updated_at: Math.max(row.updatedAt, view.updated_at),
    fields: {
      app_key: field('app_key'),
      app_secret: field('app_secret'),
      pid: field('pid'),
      access_token: field('access_token'),
      refresh_token: field('refresh_token'),
    },
  };
}

/** What a save or a refresh writes into the union's settings: the values kept, the secrets given (sealed). */
export interface TokenWrite {
  readonly app_key?: string;
  readonly pid?: string;
  readonly app_secret?: string;
  readonly access_token?: string;
  readonly refresh_token?: string;
}

const KEY_NAMES = ['app_key', 'pid', 'app_secret', 'access_token', 'refresh_token'] as const;

/**
 * Writes the union's keys through the add-on's settings, so the token page and the setup form hold the same
 * values under the same checks (the PID's format, a secret's length); the other settings stay as they are.
 */
export async function writeKeys(
  db: StoreDb,
  deps: Deps,
  key: string,
  write: TokenWrite,
  by: number,
  now: number,
): Promise<void> {
  const addon = addonByKey(key)!;
  const values = { ...(await readAddonValues(db, addon)) } as Record<string, unknown>;
  for (const name of KEY_NAMES) if (write[name] !== undefined) values[name] = write[name];
  await saveSettings(db, addon, deps.sealKey, values, by, now);
}

/**
 * Checks an expiry being saved: needed once there is an access token, after now and within the longest grant.
 * An expiry kept as it was is not checked again (a lapsed one stays until it is refreshed).
 */
export function checkExpiry(expiresAt: number, held: number, hasToken: boolean, now: number): void {
  if (expiresAt === 0) {
    if (hasToken) throw badInput(AFFILIATE_MESSAGES.expiryNeeded);
    return;
  }
  if (expiresAt === held) return;
  if (expiresAt <= now) throw badInput(AFFILIATE_MESSAGES.expiryPast);
  if (expiresAt > now + UNION_TOKEN_MAX_SECONDS)
    throw badInput(AFFILIATE_MESSAGES.expiryFar, { days: UNION_TOKEN_MAX_SECONDS / DAY });
}

/**
 * Refuses what cannot reach the union: no keys, no token, or a lapsed one (whose date is said). Answers the
 * store's settings for the call.
 */
export async function assertAuthorized(
  db: StoreDb,
  tables: UnionTables,
  settings: ServiceSettings,
  now: number,
  timeZone: string,
): Promise<void> {
  if (!settings.values.app_key || !settings.secrets.app_secret)
    throw badInput(AFFILIATE_MESSAGES.notConfigured);
  const row = await tokenRow(db, tables);
  const { state } = tokenState(row.expiresAt, settings.secrets.access_token !== '', now);
  if (state === 'unset') throw badInput(AFFILIATE_MESSAGES.noToken);
  if (state === 'expired')
    throw badInput(AFFILIATE_MESSAGES.tokenExpired, { date: formatDate(row.expiresAt, timeZone) });
}
