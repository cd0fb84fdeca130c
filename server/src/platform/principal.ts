import { sql } from 'drizzle-orm';
import { type AppDb, rawRows } from '../db/client';
import type { Principal } from './context';
import type { AccessClaims } from './tokens';

interface PrincipalRow {
  username: string;
  is_main: boolean;
  status: number;
  industry: Principal['industry'];
  is_union: boolean;
  store_status: number;
  revoked_at: number | null;
  role_names: string[];
  role_apis: string[][];
  role_paths: string[][];
  addons: string[];
}

/**
 * The caller behind valid token claims, or undefined when the account, its store or its session no longer
 * allows it. One call of `auth_principal` (drizzle/repeatable/tenancy.sql): this runs on every request.
 */
export async function loadPrincipal(db: AppDb, claims: AccessClaims): Promise<Principal | undefined> {
  const [row] = await rawRows<PrincipalRow>(
    db,
    sql`select * from auth_principal(${claims.suid}, ${claims.uid}, ${claims.sid})`,
  );
  if (row?.status !== 1 || row.store_status !== 1 || row.revoked_at !== null) return undefined;
  return {
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
  };
}
