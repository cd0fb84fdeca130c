import { and, eq, inArray } from 'drizzle-orm';
import { accountRoles, accounts, roles, sessions, suppliers } from '../db/schema';
import type { Principal } from './context';
import type { TenantDb } from './tenancy';
import type { AccessClaims } from './tokens';

/** The caller behind valid token claims, or undefined when the account, store or session no longer allows it. */
export async function loadPrincipal(db: TenantDb, claims: AccessClaims): Promise<Principal | undefined> {
  const [row] = await db.tx
    .select({
      username: accounts.username,
      isMain: accounts.isMain,
      status: accounts.status,
      industry: suppliers.industryType,
      isUnion: suppliers.isUnion,
      storeStatus: suppliers.status,
      revokedAt: sessions.revokedAt,
    })
    .from(accounts)
    .innerJoin(suppliers, eq(suppliers.id, accounts.supplierId))
    .innerJoin(sessions, and(eq(sessions.supplierId, accounts.supplierId), eq(sessions.id, claims.sid)))
    .where(db.where(accounts, eq(accounts.id, claims.uid), eq(sessions.accountId, claims.uid)));
  if (row?.status !== 1 || row.storeStatus !== 1 || row.revokedAt !== null) return undefined;

  const roleRows = row.isMain
    ? []
    : await db.tx
        .select({ name: roles.name, apiArr: roles.apiArr, pathArr: roles.pathArr })
        .from(roles)
        .where(
          db.where(
            roles,
            inArray(
              roles.id,
              db.tx
                .select({ id: accountRoles.roleId })
                .from(accountRoles)
                .where(db.where(accountRoles, eq(accountRoles.accountId, claims.uid))),
            ),
          ),
        );
  return {
    supplierId: claims.suid,
    accountId: claims.uid,
    sessionId: claims.sid,
    username: row.username,
    isMain: row.isMain,
    industry: row.industry,
    isUnion: row.isUnion,
    roles: row.isMain ? ['admin'] : roleRows.map((r) => r.name),
    roleApis: new Set(roleRows.flatMap((r) => r.apiArr)),
    rolePaths: new Set(roleRows.flatMap((r) => r.pathArr)),
  };
}
