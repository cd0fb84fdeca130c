import { pagesFor } from '@yanye/catalog';
import { API } from '@yanye/protocol';
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import { accountRoles, roles } from '../../db/schema';
import type { Principal } from '../../platform/context';
import { AppError, badInput, notFound } from '../../platform/errors';
import { adminApis } from '../../platform/permissions';
import { route } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';

/** A role may name only pages and APIs of the store's own route set. */
function checkAgainstCatalogue(who: Principal, paths: readonly string[], apis: readonly string[]): void {
  const audience = { industry: who.industry, isUnion: who.isUnion, plugins: 'all' as const };
  const knownPaths = new Set(pagesFor(audience).map((p) => p.path));
  const knownApis = adminApis(who.industry, who.isUnion);
  const badPath = paths.find((p) => !knownPaths.has(p));
  if (badPath !== undefined) throw badInput('roleUnknownPath', { value: badPath });
  const badApi = apis.find((a) => !knownApis.has(a));
  if (badApi !== undefined) throw badInput('roleUnknownApi', { value: badApi });
}

async function checkName(db: TenantDb, name: string, exceptId?: number): Promise<void> {
  if (name.toLowerCase() === 'admin') throw badInput('roleReservedName');
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined));
  if (taken) throw new AppError('CONFLICT', 'nameTaken', { name });
}

const toWire = (r: typeof roles.$inferSelect) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  path_arr: r.pathArr,
  api_arr: r.apiArr,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

export const roleRoutes = [
  route(API.roles.roleManage, {
    handler: async ({ db }, { query }) => {
      const filter = query.name ? ilike(roles.name, `%${query.name}%`) : undefined;
      if (query._count_sum) {
        const [row] = await db.select({ n: count() }).from(roles).where(filter);
        return { count: row?.n ?? 0, totalrow: {} };
      }
      const rows = await db
        .select()
        .from(roles)
        .where(filter)
        .orderBy(asc(roles.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return rows.map(toWire);
    },
  }),

  route(API.roles.roleAdd, {
    handler: async ({ db, principal }, { body }) => {
      checkAgainstCatalogue(principal, body.path_arr, body.api_arr);
      await checkName(db, body.name);
      const [row] = await db
        .insert(roles)
        .values({
          name: body.name,
          description: body.description,
          pathArr: body.path_arr,
          apiArr: body.api_arr,
        })
        .returning();
      return toWire(row!);
    },
    audit: ({ body }, result) => ({ target: String(result.id), summary: `新增角色：${body.name}` }),
  }),

  route(API.roles.roleEdit, {
    handler: async ({ db, principal }, { body }) => {
      checkAgainstCatalogue(principal, body.path_arr, body.api_arr);
      await checkName(db, body.name, body.id);
      const [row] = await db
        .update(roles)
        .set({ name: body.name, description: body.description, pathArr: body.path_arr, apiArr: body.api_arr })
        .where(eq(roles.id, body.id))
        .returning();
      if (!row) throw notFound();
      return toWire(row);
    },
    audit: ({ body }) => ({ target: String(body.id), summary: `编辑角色：${body.name}` }),
  }),

  route(API.roles.roleDel, {
    handler: async ({ db }, { query }) => {
      const [used] = await db
        .select({ n: count() })
        .from(accountRoles)
        .where(eq(accountRoles.roleId, query.id));
      if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', 'roleInUse', { count: used!.n });
      const [row] = await db
        .delete(roles)
        .where(and(eq(roles.id, query.id)))
        .returning({ name: roles.name });
      if (!row) throw notFound();
      return { id: query.id, name: row.name };
    },
    audit: ({ query }, result) => ({ target: String(query.id), summary: `删除角色：${result.name}` }),
  }),
];
