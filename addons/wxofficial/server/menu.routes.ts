import {
  Answer,
  accounts,
  addonByKey,
  badInput,
  namesText,
  readAddonSettings,
  route,
  ServiceError,
  type StoreDb,
  type UserContext,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { type MenuState, menuFetch, menuInfo, menuPublish, menuSave } from '../contract';
import { cleanMenu, issueMessage, type Menu, menuIssues, sameMenu } from '../menu-rules';
import { wxMenus } from './tables';
import { WXOFFICIAL_LOG, WXOFFICIAL_MESSAGES } from './texts';
import { createMenu, getMenu } from './wx-api';
import { wxRoute } from './wx-route';

type MenuRow = typeof wxMenus.$inferSelect;

async function menuRow(db: StoreDb): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(wxMenus);
  return row;
}

export function menuState(row: Pick<MenuRow, 'draft' | 'published'> | undefined): MenuState {
  if (!row) return 'none';
  if (row.published === null) return row.draft.button.length === 0 ? 'none' : 'unpublished';
  return sameMenu(row.draft, row.published) ? 'published' : 'changed';
}

/** Refuses a menu breaking WeChat's rules, naming its first problem. */
function checked(menu: Menu): Menu {
  const clean = cleanMenu(menu);
  const [issue] = menuIssues(clean);
  if (issue) {
    const { texts, params } = issueMessage(issue);
    throw badInput(texts, params);
  }
  return clean;
}

async function configured({ db, deps }: UserContext): Promise<0 | 1> {
  const s = await readAddonSettings(db, addonByKey('wxofficial')!, deps.sealKey);
  return String(s.values.appid ?? '') !== '' && (await s.secret('appsecret')) !== '' ? 1 : 0;
}

const MENU_GONE = 46003;

export const menuRoutes = [
  route(menuInfo, {
    handler: async (ctx) => {
      const row = await menuRow(ctx.db);
      let by = '';
      if (row?.publishedBy) {
        const [who] = await ctx.db
          .select({ real: accounts.realName, nick: accounts.nickName, user: accounts.username })
          .from(accounts)
          .where(eq(accounts.id, row.publishedBy));
        by = who ? who.real || who.nick || who.user : '';
      }
      return {
        draft: row?.draft ?? { button: [] },
        draft_updated_at: row?.draftUpdatedAt ?? 0,
        published: row?.published ?? null,
        published_at: row?.publishedAt ?? 0,
        published_by: by,
        state: menuState(row),
        configured: await configured(ctx),
      };
    },
  }),
  route(menuSave, {
    handler: async ({ db, deps }, { body }) => {
      const draft = checked(body);
      const now = deps.now();
      await db
        .insert(wxMenus)
        .values({ draft, draftUpdatedAt: now })
        .onConflictDoUpdate({ target: wxMenus.supplierId, set: { draft, draftUpdatedAt: now } });
      const state = menuState(await menuRow(db));
      return new Answer({ draft_updated_at: now, state }, WXOFFICIAL_MESSAGES.menuSaved);
    },
    audit: ({ body }) => ({
      said: { text: WXOFFICIAL_LOG.menuSaved, params: { names: namesText(body.button.map((b) => b.name)) } },
    }),
  }),
  wxRoute(menuPublish, {
    async plan({ db }) {
      const row = await menuRow(db);
      if (!row || row.draft.button.length === 0) throw badInput(WXOFFICIAL_MESSAGES.menuNothing);
      return checked(row.draft);
    },
    call: (session, menu) => createMenu(session, menu),
    async book({ db, deps, principal }, _input, menu) {
      const now = deps.now();
      await db.update(wxMenus).set({ published: menu, publishedAt: now, publishedBy: principal.accountId });
      return new Answer(
        { published_at: now, buttons: menu.button.length },
        WXOFFICIAL_MESSAGES.menuPublished,
      );
    },
    audit: (_input, result: { buttons: number }) => ({
      said: { text: WXOFFICIAL_LOG.menuPublished, params: { count: result.buttons } },
    }),
  }),
  wxRoute(menuFetch, {
    plan: async () => undefined,
    async call(session) {
      try {
        return await getMenu(session);
      } catch (error) {
        // No menu on WeChat: an empty one, which the booking refuses to make the draft.
        if (error instanceof ServiceError && error.detail.startsWith(`${MENU_GONE} `)) return { button: [] };
        throw error;
      }
    },
    async book({ db, deps }, _input, _plan, live: Menu) {
      if (live.button.length === 0) throw badInput(WXOFFICIAL_MESSAGES.menuNothingOnWechat);
      const now = deps.now();
      const row = await menuRow(db);
      // What WeChat serves is what is published, whoever published it.
      const published = { published: live, publishedAt: row?.publishedAt || now };
      await db
        .insert(wxMenus)
        .values({ draft: live, draftUpdatedAt: now, ...published })
        .onConflictDoUpdate({
          target: wxMenus.supplierId,
          set: { draft: live, draftUpdatedAt: now, ...published },
        });
      return new Answer(
        { buttons: live.button.length, state: menuState({ draft: live, published: live }) },
        WXOFFICIAL_MESSAGES.menuFetched,
        { count: live.button.length },
      );
    },
    audit: (_input, result: { buttons: number }) => ({
      said: { text: WXOFFICIAL_LOG.menuFetched, params: { count: result.buttons } },
    }),
  }),
];
