import { pageByPath, pagesFor } from '@yanye/catalog';
import {
  AppError,
  accountRoles,
  accounts,
  adminApis,
  badInput,
  type Changes,
  notFound,
  type PlainField,
  type Principal,
  plainChanges,
  roles,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import { type MessageParam, T, type Texts } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';

/** What the operator log says of a role added, changed or deleted, named by its name. */
const SAID = {
  added: T('添加了角色「{name}」'),
  changed: T('修改了角色「{name}」'),
  deleted: T('删除了角色「{name}」'),
};

const PAGE_COUNT = T('{count} 个页面');

/** A role's values as an edit's log names them, the pages by how many. */
const ROLE_FIELDS: readonly PlainField[] = [
  { name: 'name', title: T('角色名称') },
  { name: 'description', title: T('角色描述') },
  {
    name: 'path_arr',
    title: T('可访问页面'),
    show: (value): Texts => {
      const n = String(Array.isArray(value) ? value.length : 0);
      return {
        zh: PAGE_COUNT.zh.replace('{count}', n),
        en: PAGE_COUNT.en.replace('{count}', n),
        es: PAGE_COUNT.es.replace('{count}', n),
        ja: PAGE_COUNT.ja.replace('{count}', n),
      };
    },
  },
];

/** What each edit changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

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

/**
 * The role's API list, derived from its pages: a role reaches no call through a page it does not name. A client's
 * list is kept when every call in it belongs to the chosen pages (an older console may send a narrower one),
 * refused naming the first that does not, and filled from the pages when empty.
 */
function roleApis(paths: readonly string[], apis: readonly string[]): string[] {
  const ofPages = new Set(paths.flatMap((path) => pageByPath(path)?.api ?? []));
  if (apis.length === 0) return [...ofPages];
  const stray = apis.find((a) => !ofPages.has(a));
  if (stray !== undefined) throw badInput('roleApiNotOfPages', { value: stray });
  return [...new Set(apis)];
}

/** `admin` is the main account's implicit role: no stored role may take, keep or lose that name. */
const isAdminName = (name: string) => name.trim().toLowerCase() === 'admin';

/** How many holders a refused delete names; the rest are counted. */
const HOLDERS_NAMED = 5;

/** `clerk、li_si` (joined as the language joins a list), with the total when some are left out. */
function holderList(names: readonly string[], total: number): MessageParam {
  const [first = '', ...rest] = names;
  const joined = rest.reduce<MessageParam>(
    (list, name) => ({ key: 'roleHolderJoin', params: { a: list, b: name } }),
    first,
  );
  return total > names.length ? { key: 'roleHoldersMore', params: { names: joined, count: total } } : joined;
}

/** Refuses to delete a role some account holds, naming who: the admin must give them another role first. */
async function checkUnheld(db: StoreDb, roleId: number): Promise<void> {
  const [held] = await db.select({ n: count() }).from(accountRoles).where(eq(accountRoles.roleId, roleId));
  const total = held?.n ?? 0;
  if (total === 0) return;
  const holders = await db
    .select({ username: accounts.username })
    .from(accountRoles)
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .where(eq(accountRoles.roleId, roleId))
    .orderBy(asc(accounts.id))
    .limit(HOLDERS_NAMED);
  const names = holders.map((h) => h.username);
  throw new AppError('CONFLICT', 'roleInUse', { names: holderList(names, total), count: total });
}

/** A role to edit or delete: 404 when this store has none of that id, refused when it is named `admin`. */
async function checkChangeable(db: StoreDb, id: number): Promise<void> {
  const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound();
  if (isAdminName(row.name)) throw badInput('roleReservedName');
}

async function checkName(db: StoreDb, name: string, exceptId?: number): Promise<void> {
  if (isAdminName(name)) throw badInput('roleReservedName');
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
      const filter = and(
        query.name ? ilike(roles.name, `%${query.name}%`) : undefined,
        query.id ? eq(roles.id, query.id) : undefined,
      );
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
      const apiArr = roleApis(body.path_arr, body.api_arr);
      await checkName(db, body.name);
      const [row] = await db
        .insert(roles)
        .values({
          name: body.name,
          description: body.description,
          pathArr: body.path_arr,
          apiArr,
        })
        .returning();
      return toWire(row!);
    },
    audit: (_input, result) => ({
      target: String(result.id),
      objectName: result.name,
      said: { text: SAID.added, params: { name: result.name } },
    }),
  }),

  route(API.roles.roleEdit, {
    handler: async ({ db, principal }, { body }) => {
      await checkChangeable(db, body.id);
      checkAgainstCatalogue(principal, body.path_arr, body.api_arr);
      const apiArr = roleApis(body.path_arr, body.api_arr);
      await checkName(db, body.name, body.id);
      const [before] = await db.select().from(roles).where(eq(roles.id, body.id));
      const [row] = await db
        .update(roles)
        .set({ name: body.name, description: body.description, pathArr: body.path_arr, apiArr })
        .where(eq(roles.id, body.id))
        .returning();
      if (!row || !before) throw notFound();
      const answer = toWire(row);
      changed.set(answer, plainChanges(ROLE_FIELDS, toWire(before), answer));
      return answer;
    },
    audit: (_input, result) => ({
      target: String(result.id),
      objectName: result.name,
      said: { text: SAID.changed, params: { name: result.name }, ...changed.get(result) },
    }),
  }),

  route(API.roles.roleDel, {
    handler: async ({ db }, { query }) => {
      await checkChangeable(db, query.id);
      await checkUnheld(db, query.id);
      const [row] = await db.delete(roles).where(eq(roles.id, query.id)).returning({ name: roles.name });
      if (!row) throw notFound();
      return { id: query.id, name: row.name };
    },
    audit: ({ query }, result) => ({
      target: String(query.id),
      objectName: result.name,
      said: { text: SAID.deleted, params: { name: result.name } },
    }),
  }),
];
