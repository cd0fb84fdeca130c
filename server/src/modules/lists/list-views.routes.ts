import {
  AppError,
  accountRoles,
  accounts,
  badInput,
  conflict,
  listViewDefaults,
  listViews,
  type Principal,
  roles,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import { API, MAX_LIST_VIEWS, MAX_VIEW_ROLES, type SavedView, type SavedViewState } from '@yanye/protocol';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type UserList, userList } from './user-list';
import { checkedState, currentState } from './view-state';

/**
 * Saved views of a list (docs/engine.md, "Saved views"): a user's named filters, sort, tab, columns and page size
 * of one list, private or shared with roles of the store. A user sees their own and those shared with one of
 * their roles, and only of a list they may open; only the owner changes or deletes one. Each user may pick one
 * they see as the list's default. A state is checked against its list before it is kept, and what the list no
 * longer has is left out when it is read.
 */

/** The ids of the roles the caller holds in the store (none for the main account, whose role is the store's). */
async function myRoleIds(db: StoreDb, principal: Principal): Promise<number[]> {
  const rows = await db
    .select({ id: accountRoles.roleId })
    .from(accountRoles)
    .where(eq(accountRoles.accountId, principal.accountId));
  return rows.map((r) => Number(r.id));
}

/** The views the caller may see: their own, and those shared with one of their roles. */
function visibleTo(principal: Principal, roleIds: readonly number[]): SQL {
  const own = eq(listViews.ownerId, principal.accountId);
  if (roleIds.length === 0) return own;
  const shared = sql`${listViews.sharedRoleIds} && ${`{${roleIds.join(',')}}`}::bigint[]`;
  return or(own, shared) as SQL;
}

const viewColumns = {
  id: listViews.id,
  list: listViews.list,
  name: listViews.name,
  ownerId: listViews.ownerId,
  sharedRoleIds: listViews.sharedRoleIds,
  state: listViews.state,
  updatedAt: listViews.updatedAt,
  nickName: accounts.nickName,
  username: accounts.username,
};

type ViewRow = {
  id: number;
  list: string;
  name: string;
  ownerId: number;
  sharedRoleIds: number[];
  state: SavedViewState;
  updatedAt: number;
  nickName: string | null;
  username: string | null;
};

/** Views of the store matching `where`, with their owner's name. */
function viewRows(db: StoreDb, where: SQL | undefined): Promise<ViewRow[]> {
  return db
    .select(viewColumns)
    .from(listViews)
    .leftJoin(accounts, eq(accounts.id, listViews.ownerId))
    .where(where)
    .orderBy(listViews.id) as Promise<ViewRow[]>;
}

function wire(row: ViewRow, list: UserList, principal: Principal): SavedView {
  return {
    id: Number(row.id),
    list: row.list,
    name: row.name,
    mine: Number(row.ownerId) === principal.accountId,
    owner: row.nickName || row.username || '',
    role_ids: row.sharedRoleIds.map(Number),
    state: currentState(list, row.state),
    updated_at: Number(row.updatedAt),
  };
}

/** The store's roles that may open the list: those a view of it may be shared with. */
function rolesOpening(db: StoreDb, list: UserList) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(sql`${roles.pathArr} @> ${JSON.stringify([list.page.path])}::jsonb`)
    .orderBy(roles.id);
}

/** Role ids checked: roles of the store, each able to open the list, at most MAX_VIEW_ROLES. */
async function checkedRoles(
  db: StoreDb,
  list: UserList,
  sent: readonly number[],
  lang: Lang,
): Promise<number[]> {
  const ids = [...new Set(sent)];
  if (ids.length > MAX_VIEW_ROLES) throw badInput('listViewRolesTooMany', { max: MAX_VIEW_ROLES });
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name, paths: roles.pathArr })
    .from(roles)
    .where(inArray(roles.id, ids));
  for (const id of ids) {
    const role = found.find((r) => Number(r.id) === id);
    if (!role) throw badInput('listViewRoleUnknown', { id });
    if (!role.paths.includes(list.page.path))
      throw badInput('listViewRoleCannotOpen', { role: role.name, list: list.page.title[lang] });
  }
  return ids;
}

/** A view the caller may see, by id, else a refusal that tells nothing of views they may not see. */
async function visibleView(db: StoreDb, principal: Principal, id: number): Promise<ViewRow> {
  const roleIds = await myRoleIds(db, principal);
  const [row] = await viewRows(db, and(eq(listViews.id, id), visibleTo(principal, roleIds)));
  if (!row) throw new AppError('NOT_FOUND', 'listViewUnknown');
  return row;
}

/** One of the caller's own views, by id: another's is refused, naming its owner. */
async function ownView(db: StoreDb, principal: Principal, id: number): Promise<ViewRow> {
  const row = await visibleView(db, principal, id);
  if (Number(row.ownerId) !== principal.accountId)
    throw conflict('listViewNotMine', { name: row.name, owner: row.nickName || row.username || '' });
  return row;
}

/** The caller's other view of the list already named `name`, if any. */
async function nameTaken(db: StoreDb, principal: Principal, list: string, name: string, except?: number) {
  const [row] = await db
    .select({ id: listViews.id })
    .from(listViews)
    .where(
      and(eq(listViews.ownerId, principal.accountId), eq(listViews.list, list), eq(listViews.name, name)),
    );
  return row !== undefined && Number(row.id) !== except;
}

export const listViewRoutes = [
  route(
    API.lists.listViews,
    {
      handler: async ({ db, principal }, { query }) => {
        const list = userList(principal, query.list);
        const roleIds = await myRoleIds(db, principal);
        const rows = await viewRows(
          db,
          and(eq(listViews.list, list.page.name), visibleTo(principal, roleIds)),
        );
        const [chosen] = await db
          .select({ viewId: listViewDefaults.viewId })
          .from(listViewDefaults)
          .where(
            and(
              eq(listViewDefaults.accountId, principal.accountId),
              eq(listViewDefaults.list, list.page.name),
            ),
          );
        // A default no longer shared with the user is no default.
        const defaultId =
          chosen && rows.some((r) => Number(r.id) === Number(chosen.viewId)) ? Number(chosen.viewId) : null;
        const offered = await rolesOpening(db, list);
        return {
          list: list.page.name,
          views: rows.map((r) => wire(r, list, principal)),
          default_id: defaultId,
          roles: offered.map((r) => ({ id: Number(r.id), name: r.name })),
        };
      },
    },
    { readOnly: true },
  ),

  route(
    API.lists.listViewInfo,
    {
      handler: async ({ db, principal }, { query }) => {
        const row = await visibleView(db, principal, query.id);
        // Seeing a view is not enough: the user must be able to open its list.
        const list = userList(principal, row.list);
        return wire(row, list, principal);
      },
    },
    { readOnly: true },
  ),

  route(API.lists.listViewSave, {
    handler: async ({ db, principal, lang, deps }, { body }) => {
      const list = userList(principal, body.list);
      const now = deps.now();
      if (body.id !== undefined) {
        const row = await ownView(db, principal, body.id);
        if (row.list !== list.page.name) throw badInput('listViewWrongList', { name: row.name });
        const state = body.state ? checkedState(list, body.state, lang, deps.config.TIME_ZONE) : row.state;
        const roleIds = await checkedRoles(db, list, body.role_ids, lang);
        if (await nameTaken(db, principal, list.page.name, body.name, body.id))
          throw conflict('listViewNameTaken', { name: body.name });
        await db
          .update(listViews)
          .set({ name: body.name, sharedRoleIds: roleIds, state, updatedAt: now })
          .where(eq(listViews.id, body.id));
        const [saved] = await viewRows(db, eq(listViews.id, body.id));
        return wire(saved!, list, principal);
      }
      if (!body.state) throw badInput('fieldRequired', { field: 'state' }, { field: 'state' });
      const state = checkedState(list, body.state, lang, deps.config.TIME_ZONE);
      const roleIds = await checkedRoles(db, list, body.role_ids, lang);
      const [kept] = await db
        .select({ n: count() })
        .from(listViews)
        .where(and(eq(listViews.ownerId, principal.accountId), eq(listViews.list, list.page.name)));
      if ((kept?.n ?? 0) >= MAX_LIST_VIEWS) throw conflict('listViewsTooMany', { max: MAX_LIST_VIEWS });
      if (await nameTaken(db, principal, list.page.name, body.name))
        throw conflict('listViewNameTaken', { name: body.name });
      const [made] = await db
        .insert(listViews)
        .values({
          list: list.page.name,
          name: body.name,
          ownerId: principal.accountId,
          sharedRoleIds: roleIds,
          state,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: listViews.id });
      const [saved] = await viewRows(db, eq(listViews.id, Number(made!.id)));
      return wire(saved!, list, principal);
    },
  }),

  route(API.lists.listViewDel, {
    handler: async ({ db, principal }, { body }) => {
      await ownView(db, principal, body.id);
      // Anyone's default on it goes with it (the foreign key cascades).
      await db.delete(listViews).where(eq(listViews.id, body.id));
      return { id: body.id };
    },
  }),

  route(API.lists.listViewDefault, {
    handler: async ({ db, principal, deps }, { body }) => {
      const list = userList(principal, body.list);
      const mine = and(
        eq(listViewDefaults.accountId, principal.accountId),
        eq(listViewDefaults.list, list.page.name),
      );
      if (body.id === 0) {
        await db.delete(listViewDefaults).where(mine);
        return { list: list.page.name, default_id: null };
      }
      const row = await visibleView(db, principal, body.id);
      if (row.list !== list.page.name) throw badInput('listViewWrongList', { name: row.name });
      const updatedAt = deps.now();
      await db
        .insert(listViewDefaults)
        .values({ accountId: principal.accountId, list: list.page.name, viewId: body.id, updatedAt })
        .onConflictDoUpdate({
          target: [listViewDefaults.supplierId, listViewDefaults.accountId, listViewDefaults.list],
          set: { viewId: body.id, updatedAt },
        });
      return { list: list.page.name, default_id: body.id };
    },
  }),
];
