import type { CatalogPage } from '@yanye/catalog';
import { createContext, useContext, useEffect } from 'react';
import type { ConsoleUser } from './routeSet';

/** What a screen may ask of the shell about its own view (tag and kept-alive state). */
export interface ShellView {
  /** Ends this view: its tag closes and its kept state goes; the caller navigates on. */
  readonly close: () => void;
  /**
   * Names this view more precisely than its page does, or no more with undefined: a list on one of its tabs
   * reads `零售订单 · 待发货` on its tag, so two views of one page opened on different tabs can be told apart.
   */
  readonly name: (detail: string | undefined) => void;
}

export const ShellViewContext = createContext<ShellView | undefined>(undefined);

/** The view the screen is in, or undefined outside the shell. */
export function useShellView(): ShellView | undefined {
  return useContext(ShellViewContext);
}

/**
 * Names the screen's view after what it shows, once known: a record's form or details reads `编辑客户 · 张三` on its
 * tag instead of `编辑客户 #13`.
 */
export function useViewName(detail: string | undefined): void {
  const view = useShellView();
  useEffect(() => view?.name(detail?.trim() || undefined), [view, detail]);
}

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
