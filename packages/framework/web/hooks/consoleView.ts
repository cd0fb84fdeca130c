import type { CatalogPage } from '@yanye/catalog';
import type { API, OutputOf } from '@yanye/protocol';
import { createContext, useContext } from 'react';

export {
  type ShellView,
  ShellViewContext,
  useShellView,
  useUnsavedChanges,
  useViewName,
  useViewReturns,
  ViewReturnsContext,
} from './shellView';

/** The signed-in user as the console loads it (user info). */
export type ConsoleUser = OutputOf<typeof API.session.userInfo>;

/** The signed-in user as the shell loaded it (user info), for screens that show who is working. */
export const ConsoleUserContext = createContext<ConsoleUser | undefined>(undefined);

export function useConsoleUser(): ConsoleUser | undefined {
  return useContext(ConsoleUserContext);
}

/** Loads the signed-in user again after a screen changed it (nickname, phone, WeChat binding, shop logo). */
export const ReloadUserContext = createContext<() => Promise<void>>(async () => undefined);

export function useReloadUser(): () => Promise<void> {
  return useContext(ReloadUserContext);
}

/**
 * The pages the signed-in user can open (routeSet.ts: allowed, working, with a screen here): what a screen may
 * offer as a link (the workbench's shortcuts and quick menus). Empty outside the shell.
 */
export const OpenablePagesContext = createContext<readonly CatalogPage[]>([]);

export function useOpenablePages(): readonly CatalogPage[] {
  return useContext(OpenablePagesContext);
}
