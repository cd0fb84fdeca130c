import type { CatalogPage } from '@yanye/catalog';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { call } from '../api/client';
import { loadPermissions } from '../api/permissions';
import { type ConsoleUser, type MenuNode, menuTree, routeSet } from './routeSet';
import { st } from './texts';

export interface ConsoleState {
  readonly user: ConsoleUser;
  readonly pages: readonly CatalogPage[];
  readonly menu: readonly MenuNode[];
}

/** Installed add-on keys (`SupplierAddonList` answers them as a list of strings); none when it cannot answer. */
async function installedPlugins(): Promise<Set<string>> {
  const keys = await call<string[]>('GET', '/v1/addons/public/SupplierAddonList', {}, { quiet: true }).catch(
    (): string[] => [],
  );
  return new Set(keys.filter((k) => typeof k === 'string'));
}

/**
 * SPEC.md §2.1: with a token but no roles yet, the user info is fetched and the routes are built from the roles,
 * the union flag, the industry and (for roles other than admin) the allowed paths.
 */
export async function loadConsole(): Promise<ConsoleState> {
  const [user, permissions, plugins] = await Promise.all([
    call<ConsoleUser>('GET', '/v1/buyer/user/info', {}, { quiet: true }),
    loadPermissions(),
    installedPlugins(),
  ]);
  if (!user.roles?.length) throw new Error(st('noRoles'));
  const pages = routeSet(user, permissions.paths, plugins);
  if (!user.roles.includes('admin') && permissions.paths.size === 0) throw new Error(st('noRoutes'));
  return { user, pages, menu: menuTree(pages) };
}

export function useConsole(): {
  state?: ConsoleState;
  error?: string;
  reloadUser: () => Promise<void>;
} {
  const [state, setState] = useState<ConsoleState>();
  const [error, setError] = useState<string>();
  // The route set stays: what changes after sign-in (names, phone, WeChat, logo) does not move pages.
  const reloadUser = useCallback(async () => {
    const user = await call<ConsoleUser>('GET', '/v1/buyer/user/info', {}, { quiet: true });
    setState((s) => (s ? { ...s, user } : s));
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
  return { state, error, reloadUser };
}
