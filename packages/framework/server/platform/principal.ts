import { T } from '@yanye/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb, rawRows } from '../db/client';
import type { Principal } from './context';
import { AppError, signInAgain } from './errors';
import type { AccessClaims } from './tokens';

interface PrincipalRow {
  username: string;
  is_main: boolean;
  status: number;
  industry: Principal['industry'];
  is_union: boolean;
  store_status: number;
  revoked_at: number | null;
  revoked_reason: string | null;
  role_names: string[];
  role_apis: string[][];
  role_paths: string[][];
  addons: string[];
  ip_allow_on: boolean;
  ip_allow_list: string[];
  must_change_password: boolean;
  is_platform: boolean;
  stamp: string;
}

const MESSAGES = {
  idle: T('长时间未操作，已自动退出登录，请重新登录'),
  kicked: T('您已被店铺管理员强制下线，请重新登录'),
};

/** Why a session that was signed out by the store's rules ended, told to its holder on the next call. */
const ENDED: Readonly<Record<string, (typeof MESSAGES)[keyof typeof MESSAGES]>> = {
  idle: MESSAGES.idle,
  kicked: MESSAGES.kicked,
};

/** A principal as the database gave it, with the stamp of the state it was made from. */
export interface StampedPrincipal {
  readonly principal: Principal;
  readonly stamp: string;
}

/**
 * The caller behind valid token claims, or the refusal to sign in again when the account, its store or its
 * session no longer allows it. One call of `auth_principal` (drizzle/repeatable/tenancy.sql), which also keeps
 * the session's last call and ends a session idle past the store's limit; made when the cache has no good copy.
 */
export async function loadPrincipal(
  db: AppDb,
  claims: AccessClaims,
  now: number,
): Promise<StampedPrincipal | AppError> {
  const [row] = await rawRows<PrincipalRow>(
    db,
    sql`select * from auth_principal(${claims.suid}, ${claims.uid}, ${claims.sid}, ${now})`,
  );
  if (!row) return signInAgain();
  const ended = row.revoked_at !== null && row.revoked_reason ? ENDED[row.revoked_reason] : undefined;
  if (ended) return new AppError('LOGIN', ended, {}, 'login');
  if (row.status !== 1 || row.store_status !== 1 || row.revoked_at !== null) return signInAgain();
  const principal: Principal = {
    supplierId: claims.suid,
    accountId: claims.uid,
    sessionId: claims.sid,
    username: row.username,
    isMain: row.is_main,
    industry: row.industry,
    isUnion: row.is_union,
    roles: row.is_main ? ['admin'] : row.role_names,
    roleApis: new Set(row.role_apis.flat()),
    rolePaths: new Set(row.role_paths.flat()),
    plugins: new Set(row.addons),
    ipAllow: { on: row.ip_allow_on, entries: row.ip_allow_list },
    mustChangePassword: row.must_change_password,
    isPlatform: row.is_platform,
  };
  return { principal, stamp: row.stamp };
}

/**
 * The guard of a principal taken from the cache: `auth_check` fails (SQLSTATE YA001) unless the caller's state
 * still has `stamp` and the session is neither idle nor due to have its last call kept. Sent in the same round
 * trip as the request's first statement, in front of it.
 */
export function principalGuard(claims: AccessClaims, stamp: string, now: number): SQL {
  return sql`select auth_check(${claims.suid}, ${claims.uid}, ${claims.sid}, ${now}, ${stamp})`;
}

/** How many principals a process keeps; the oldest goes first. */
const CACHE_SIZE = 10_000;

/**
 * The principals this process has loaded, by session: a request whose principal is here skips `auth_principal`
 * and sends `principalGuard` with its first statement instead. Only a copy: every use is checked against the
 * database in that round trip, so another process's change (a revocation, a role) counts on the next request.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, StampedPrincipal>();

  private static key(claims: AccessClaims): string {
    return `${claims.suid}:${claims.uid}:${claims.sid}`;
  }

  get(claims: AccessClaims): StampedPrincipal | undefined {
    return this.entries.get(PrincipalCache.key(claims));
  }

  set(claims: AccessClaims, entry: StampedPrincipal): void {
    const key = PrincipalCache.key(claims);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(claims: AccessClaims): void {
    this.entries.delete(PrincipalCache.key(claims));
  }
}
