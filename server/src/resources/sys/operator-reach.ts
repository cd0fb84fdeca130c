import { AppError, accountRoles, accounts, roles, type StoreDb } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, inArray } from 'drizzle-orm';

/**
 * How far an operator who manages operators may go: no further than the calls their own roles allow.
 */

const BEYOND_REACH = T('无操作权限：该操作员或所选角色能用的功能超出了您自己的权限');

/** The API paths the roles allow together. */
async function apisOfRoles(db: StoreDb, roleIds: readonly number[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .select({ apis: roles.apiArr })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  return new Set(rows.flatMap((r) => r.apis));
}

/** The roles the accounts hold. */
export async function rolesOf(db: StoreDb, accountIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: accountRoles.roleId })
    .from(accountRoles)
    .where(inArray(accountRoles.accountId, [...accountIds]));
  return rows.map((r) => Number(r.id));
}

/**
 * Refuses an operator who manages operators a step beyond their own power: granting a role that allows a call
 * they may not make, or editing, resetting or deleting an account that may (a reset password would be theirs to
 * use). The main account reaches everything.
 */
export async function assertWithinReach(
  db: StoreDb,
  callerId: number,
  roleIds: readonly number[],
): Promise<void> {
  const [caller] = await db
    .select({ isMain: accounts.isMain })
    .from(accounts)
    .where(eq(accounts.id, callerId));
  if (caller?.isMain) return;
  const own = await apisOfRoles(db, await rolesOf(db, [callerId]));
  const wanted = await apisOfRoles(db, roleIds);
  if ([...wanted].some((api) => !own.has(api))) throw new AppError('NO_PERMISSION', BEYOND_REACH);
}
