import { pagesFor } from '@yanye/catalog';
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import { z } from 'zod';
import { accountRoles, roles } from '../../db/schema';
import type { Principal } from '../../platform/context';
import { AppError, badInput, notFound } from '../../platform/errors';
import { adminApis } from '../../platform/permissions';
import { userRoute } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';

/** A list of strings sent as JSON text (SPEC.md §3), or as a JSON array. */
const jsonStringList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(z.string().max(300)).max(3000),
);

const RoleFields = z.object({
  name: z.string().trim().min(1).max(30),
  description: z.string().trim().max(200).default(''),
  path_arr: jsonStringList,
  api_arr: jsonStringList,
});

const RoleId = z.coerce.number().int().positive();

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
  const [taken] = await db.tx
    .select({ id: roles.id })
    .from(roles)
    .where(db.where(roles, eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined));
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
  userRoute({
    method: 'GET',
    url: '/v1/seller/role/rolemanage',
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(500).default(20),
      name: z.string().trim().max(30).default(''),
      _count_sum: z.string().optional(),
    }),
    handler: async ({ db }, { query }) => {
      const filter = db.where(roles, query.name ? ilike(roles.name, `%${query.name}%`) : undefined);
      if (query._count_sum) {
        const [row] = await db.tx.select({ n: count() }).from(roles).where(filter);
        return { count: row?.n ?? 0, totalrow: {} };
      }
      const rows = await db.tx
        .select()
        .from(roles)
        .where(filter)
        .orderBy(asc(roles.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return rows.map(toWire);
    },
  }),

  userRoute({
    method: 'POST',
    url: '/v1/seller/role/roleadd',
    body: RoleFields,
    handler: async ({ db, principal }, { body }) => {
      checkAgainstCatalogue(principal, body.path_arr, body.api_arr);
      await checkName(db, body.name);
      const [row] = await db.tx
        .insert(roles)
        .values(
          db.row({
            name: body.name,
            description: body.description,
            pathArr: body.path_arr,
            apiArr: body.api_arr,
          }),
        )
        .returning();
      return toWire(row!);
    },
    audit: ({ body }, result) => ({ target: String(result.id), summary: `新增角色：${body.name}` }),
  }),

  userRoute({
    method: 'POST',
    url: '/v1/seller/role/roleedit',
    body: RoleFields.extend({ id: RoleId }),
    handler: async ({ db, principal }, { body }) => {
      checkAgainstCatalogue(principal, body.path_arr, body.api_arr);
      await checkName(db, body.name, body.id);
      const [row] = await db.tx
        .update(roles)
        .set({ name: body.name, description: body.description, pathArr: body.path_arr, apiArr: body.api_arr })
        .where(db.where(roles, eq(roles.id, body.id)))
        .returning();
      if (!row) throw notFound();
      return toWire(row);
    },
    audit: ({ body }) => ({ target: String(body.id), summary: `编辑角色：${body.name}` }),
  }),

  userRoute({
    method: 'GET',
    url: '/v1/seller/role/roledel',
    // SPEC.md §7.2 has this delete as a GET; it is a write all the same.
    write: true,
    query: z.object({ id: RoleId }),
    handler: async ({ db }, { query }) => {
      const [used] = await db.tx
        .select({ n: count() })
        .from(accountRoles)
        .where(db.where(accountRoles, eq(accountRoles.roleId, query.id)));
      if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', 'roleInUse', { count: used!.n });
      const [row] = await db.tx
        .delete(roles)
        .where(db.where(roles, and(eq(roles.id, query.id))))
        .returning({ name: roles.name });
      if (!row) throw notFound();
      return { id: query.id, name: row.name };
    },
    audit: ({ query }, result) => ({ target: String(query.id), summary: `删除角色：${result.name}` }),
  }),
];
