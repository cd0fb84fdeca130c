import { iconOfPage, isLinkable, pageByPath } from '@yanye/catalog';
import {
  accounts,
  allowedPaths,
  badInput,
  conflict,
  namesText,
  type Principal,
  quickMenus,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import { API, MAX_QUICK_MENUS, sameText } from '@yanye/protocol';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';

const DASHBOARD = '/dashboard';

/** What the operator log says of a user's quick menus, each named by its page's title. */
const SAID = {
  added: T('添加了快捷菜单「{title}」'),
  saved: T('保存了快捷菜单：{titles}'),
  cleared: T('清空了快捷菜单'),
  removed: T('删除了快捷菜单「{title}」'),
};

/** A menu's page as people know it: its title in each language, or the path of a page no longer there. */
const titleOf = (path: string): Texts => pageByPath(path.split('?')[0]!)?.title ?? sameText(path);

/** The pages each save of the whole list kept, for its operator-log row; never sent. */
const savedOf = new WeakMap<object, readonly string[]>();

/** A quick menu as the browser sends it, alone or in a list; the title is the catalogue's and any sent is ignored. */
const MenuInput = API.workbench.quickMenuAdd.body;

type MenuInput = z.output<typeof MenuInput>;

interface Menu {
  readonly path: string;
  readonly fullPath: string;
  readonly name: string;
}

/**
 * Checks one menu against the rules and the caller's pages: the workbench is refused by title, an unknown or
 * forbidden page by path. A `full_path` must open the same page (its query may pick a tab or filter).
 */
function checkMenu(input: MenuInput, lang: Lang, allowed: ReadonlySet<string>): Menu {
  const path = input.path.split('?')[0]!;
  const page = pageByPath(path);
  if (path === DASHBOARD || path === '/') {
    throw badInput('quickMenuDashboard', { title: pageByPath(DASHBOARD)?.title[lang] ?? path });
  }
  if (!page || !isLinkable(page) || !allowed.has(path)) throw badInput('quickMenuUnknown', { path });
  const fullPath = input.full_path || path;
  if (fullPath !== path && !fullPath.startsWith(`${path}?`))
    throw badInput('quickMenuUnknown', { path: fullPath });
  return { path, fullPath, name: page.name };
}

/** One caller's menus at a time: the account row is the lock, so two adds cannot both take the 16th place. */
async function lockAccount(db: StoreDb, principal: Principal): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, principal.accountId))
    .for('update');
}

async function menusOf(db: StoreDb, principal: Principal) {
  return db
    .select({
      path: quickMenus.path,
      fullPath: quickMenus.fullPath,
      name: quickMenus.name,
      sort: quickMenus.sort,
    })
    .from(quickMenus)
    .where(eq(quickMenus.accountId, principal.accountId))
    .orderBy(asc(quickMenus.sort), asc(quickMenus.id));
}

export const quickMenuRoutes = [
  route(API.workbench.quickMenuList, {
    // A page the user has lost (a role taken away, an add-on removed) is kept but not shown.
    handler: async ({ db, principal, lang }) => {
      const allowed = new Set(allowedPaths(principal));
      const rows = await menusOf(db, principal);
      return rows.flatMap((r) => {
        const page = pageByPath(r.path);
        if (!page || !allowed.has(r.path)) return [];
        return [
          {
            path: r.path,
            full_path: r.fullPath,
            name: page.name,
            title: page.title[lang],
            icon: iconOfPage(page) ?? '',
          },
        ];
      });
    },
  }),

  route(API.workbench.quickMenuAdd, {
    handler: async ({ db, principal, lang }, { body }) => {
      const menu = checkMenu(body, lang, new Set(allowedPaths(principal)));
      await lockAccount(db, principal);
      const rows = await menusOf(db, principal);
      if (rows.some((r) => r.path === menu.path)) throw conflict('quickMenuDuplicate');
      if (rows.length >= MAX_QUICK_MENUS) throw badInput('quickMenuMax');
      const sort = rows.reduce((max, r) => Math.max(max, r.sort + 1), 0);
      await db.insert(quickMenus).values({ accountId: principal.accountId, ...menu, sort });
      return { path: menu.path };
    },
    audit: ({ body }) => ({
      target: body.path,
      objectName: titleOf(body.path).zh,
      said: { text: SAID.added, params: { title: titleOf(body.path) } },
    }),
  }),

  route(API.workbench.quickMenuAdds, {
    // Replaces the whole list, in the order given, under the same rules as adding one by one.
    handler: async ({ db, principal, lang }, { body }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.menu_data);
      } catch {
        throw badInput('fieldInvalid', { field: 'menu_data', reason: { key: 'reasonValue' } });
      }
      const list = z.array(MenuInput).safeParse(parsed);
      if (!list.success)
        throw badInput('fieldInvalid', { field: 'menu_data', reason: { key: 'reasonValue' } });
      const allowed = new Set(allowedPaths(principal));
      const menus = list.data.map((m) => checkMenu(m, lang, allowed));
      if (new Set(menus.map((m) => m.path)).size !== menus.length) throw conflict('quickMenuDuplicate');
      if (menus.length > MAX_QUICK_MENUS) throw badInput('quickMenuMax');
      await lockAccount(db, principal);
      const mine = eq(quickMenus.accountId, principal.accountId);
      // Menus for pages the user cannot open now are not the user's to remove: they come back with the role.
      const hidden = (await menusOf(db, principal)).filter((r) => !allowed.has(r.path)).map((r) => r.path);
      if (menus.length + hidden.length > MAX_QUICK_MENUS) throw badInput('quickMenuMax');
      await db
        .delete(quickMenus)
        .where(and(mine, hidden.length ? notInArray(quickMenus.path, hidden) : undefined));
      if (menus.length) {
        await db
          .insert(quickMenus)
          .values(menus.map((m, i) => ({ accountId: principal.accountId, ...m, sort: i })));
      }
      const answer = { count: menus.length };
      savedOf.set(
        answer,
        menus.map((m) => m.path),
      );
      return answer;
    },
    audit: (_input, result) => {
      const titles = (savedOf.get(result) ?? []).map(titleOf);
      if (titles.length === 0) return { said: { text: SAID.cleared } };
      return {
        objectName: titles.map((t) => t.zh).join('、'),
        said: { text: SAID.saved, params: { titles: namesText(titles) } },
      };
    },
  }),

  route(API.workbench.quickMenuDel, {
    handler: async ({ db, principal }, { body }) => {
      const removed = await db
        .delete(quickMenus)
        .where(and(eq(quickMenus.accountId, principal.accountId), eq(quickMenus.path, body.path)))
        .returning({ id: quickMenus.id });
      return { removed: removed.length };
    },
    audit: ({ body }) => ({
      target: body.path,
      objectName: titleOf(body.path).zh,
      said: { text: SAID.removed, params: { title: titleOf(body.path) } },
    }),
  }),
];
