import { type CatalogPage, isScreen } from '@yanye/catalog';
import type { AskState, UnavailableReason } from '@yanye/framework/web';
import { findNode, firstLeaf, type Grants, type MenuNode, pageForPath, unavailableReason } from './routeSet';

export const DASHBOARD = '/dashboard';
/** Where a user whose password someone else set must go first (must_change_password). */
export const PASSWORD_PAGE = '/profile/pwd/edit';

/** What the frame does with an address, before any screen. */
export type Route =
  | { readonly kind: 'screen'; readonly page: CatalogPage }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly page?: CatalogPage;
      /** What the page led to is asked to do (`AskState`: an action's own address). */
      readonly state?: AskState;
    }
  /** `/redirect/<path>`: the view at `<path>` is built afresh (the tag's refresh). */
  | { readonly kind: 'refresh'; readonly target: string }
  /** A page the account cannot open, shown in place with the reason; `page` when the catalogue knows it. */
  | { readonly kind: 'unavailable'; readonly reason: UnavailableReason; readonly page?: CatalogPage };

interface Routable {
  /** The pages the account can open. */
  readonly pages: readonly CatalogPage[];
  readonly menu: readonly MenuNode[];
  /** Every page of the account's industry, opened or not. */
  readonly catalogue: readonly CatalogPage[];
  readonly grants: Grants;
}

const FIXED: Readonly<Record<string, UnavailableReason>> = { '/404': 'notFound', '/401': 'noPermission' };

/**
 * The route of an address: `/` goes home, a folder to its first screen, a page the account can open is shown,
 * one of its industry's pages it cannot open says why (not installed, no permission, not open yet), and an
 * address no page of its industry has goes to /404.
 */
export function routeOf(pathname: string, search: string, account: Routable, home: string): Route {
  const fixed = FIXED[pathname];
  if (fixed) return { kind: 'unavailable', reason: fixed };
  if (pathname.startsWith('/redirect/'))
    return { kind: 'refresh', target: pathname.slice('/redirect'.length) + search };
  const page = pageForPath(account.pages, pathname);
  if (pathname === '/' || (pathname === DASHBOARD && !page)) return { kind: 'redirect', to: home };
  if (page?.view === 'group') {
    const node = findNode(account.menu, page.name);
    const leaf = node && firstLeaf(node);
    return { kind: 'redirect', to: leaf?.path ?? '/404', page };
  }
  if (page && isScreen(page)) return { kind: 'screen', page };
  const asked = page?.view === 'action' ? actionAddress(account.pages, page, pathname) : undefined;
  if (asked) return { kind: 'redirect', to: asked.to, page, state: { ask: asked.ask } };
  const known = page ? undefined : pageForPath(account.catalogue, pathname);
  if (!known || known.view === 'action' || known.view === 'external') return { kind: 'redirect', to: '/404' };
  return { kind: 'unavailable', reason: unavailableReason(known, account.grants) ?? 'notBuilt', page: known };
}

/**
 * Where a user whose password someone else set (must_change_password) is sent: the password page, from any
 * other address, until they have changed it. Undefined when the address may be shown.
 */
export function passwordFirst(pathname: string, mustChange: boolean): Route | undefined {
  return mustChange && pathname !== PASSWORD_PAGE ? { kind: 'redirect', to: PASSWORD_PAGE } : undefined;
}

/**
 * An action opened by its address. A record's action (`/job/record/set/12`) leads to the record's own page
 * (`/job/record/info/12`) with that action asked, since an action is a dialog over its record rather than a page;
 * a list's action (`/dataDetails/shop/ChangeDepart`, a batch over chosen rows) leads to its folder's list, whose
 * dialog then asks which records too. Undefined when there is no such page the user may open.
 */
export function actionAddress(
  pages: readonly CatalogPage[],
  action: CatalogPage,
  pathname: string,
): { readonly to: string; readonly ask: string } | undefined {
  const call = action.api.find((api) => !api.endsWith('Info'));
  if (!call) return undefined;
  const ask = call.slice(call.lastIndexOf('/') + 1);
  if (!action.path.endsWith('/:id')) {
    const list = pages.find((p) => p.parent === action.parent && p.view === 'list');
    return list && { to: list.path, ask };
  }
  const id = pathname.slice(pathname.lastIndexOf('/') + 1);
  const folder = action.path.slice(0, action.path.lastIndexOf('/', action.path.length - '/:id'.length - 1));
  const info = pages.find((p) => p.path === `${folder}/info/:id` && isScreen(p));
  if (!info || !/^\d+$/.test(id)) return undefined;
  return { to: info.path.replace(':id', id), ask };
}
