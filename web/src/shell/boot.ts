import type { CatalogPage } from '@yanye/catalog';
import {
  apiQuery,
  call,
  loadPermissions,
  queryClient,
  serverConfigOnce,
  session,
} from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  accountCatalogue,
  type ConsoleUser,
  type Grants,
  type MenuNode,
  menuTree,
  routeSet,
} from './routeSet';
import { hasScreen } from './screens';
import { shellText } from './texts';

export interface ConsoleState {
  readonly user: ConsoleUser;
  /** The pages the account can open (routeSet.ts). */
  readonly pages: readonly CatalogPage[];
  readonly menu: readonly MenuNode[];
  /** Every page its industry could hold, to say why one of them cannot be opened. */
  readonly catalogue: readonly CatalogPage[];
  readonly grants: Grants;
}

/** Installed add-on keys (`SupplierAddonList` answers them as a list of strings); none when it cannot answer. */
export async function installedPlugins(): Promise<Set<string>> {
  const keys = await call(API.addons.supplierAddonList, {}, { quiet: true }).catch((): string[] => []);
  return new Set(keys.filter((k) => typeof k === 'string'));
}

/** The user info through the query cache: the profile screens show the same answer, and a write reads it again. */
function readUser() {
  return queryClient.fetchQuery(apiQuery(API.session.userInfo));
}

/**
 * With a token but no roles yet, the user info is fetched and the routes are built from the roles,
 * the union flag, the industry, the allowed paths and which of them work. The console's clock is set first (the
 * store's zone), so no time shows on the browser's.
 */
export async function loadConsole(): Promise<ConsoleState> {
  const [user, permissions, plugins] = await Promise.all([
    readUser(),
    loadPermissions(),
    installedPlugins(),
    serverConfigOnce(),
  ]);
  if (!user.roles?.length) throw new Error(shellText('noRoles'));
  if (!user.roles.includes('admin') && permissions.paths.size === 0) throw new Error(shellText('noRoutes'));
  const grants: Grants = { paths: permissions.paths, available: permissions.available, plugins, hasScreen };
  const pages = routeSet(user, grants);
  return { user, pages, menu: menuTree(pages), catalogue: accountCatalogue(user), grants };
}

/** Forgets the session here: the token, the permissions and everything read with it. */
export function forgetSession(): void {
  session.clear();
  queryClient.clear();
}

export function useConsole(): {
  state?: ConsoleState;
  error?: string;
  reloadUser: () => Promise<void>;
  reloadRoutes: () => Promise<void>;
} {
  const [state, setState] = useState<ConsoleState>();
  const [error, setError] = useState<string>();
  // The route set stays: what changes after sign-in (names, phone, WeChat, logo) does not move pages.
  const reloadUser = useCallback(async () => {
    const user = await readUser();
    setState((s) => (s ? { ...s, user } : s));
  }, []);
  // Add-ons installed or uninstalled: the route set, the menus and what the role editor offers are built again,
  // without a new sign-in (the permissions and the installed set are read afresh).
  const reloadRoutes = useCallback(async () => {
    await queryClient.invalidateQueries();
    const next = await loadConsole().catch(() => undefined);
    if (next) startTransition(() => setState(next));
  }, []);
  useEffect(() => {
    let cancelled = false;
    loadConsole().then(
      // The frame is rendered as a transition: in slices, without one long task holding the page.
      (s) => !cancelled && startTransition(() => setState(s)),
      (e: unknown) => !cancelled && setError((e instanceof Error && e.message) || 'Has Error'),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return { state, error, reloadUser, reloadRoutes };
}
