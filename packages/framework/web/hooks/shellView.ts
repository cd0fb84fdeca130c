import { createContext, useContext, useEffect } from 'react';

// What a screen, or a component in it (a form), may ask of the shell about its own view: here, below the
// components, so that a form can say it holds unsaved changes; the shell provides it (shell/view.ts).

/** What a screen may ask of the shell about its own view (tag and kept-alive state). */
export interface ShellView {
  /** Ends this view: its tag closes and its kept state goes; the caller navigates on. */
  readonly close: () => void;
  /**
   * Names this view more precisely than its page does, or no more with undefined: a list on one of its tabs
   * reads `零售订单 · 待发货` on its tag, so two views of one page opened on different tabs can be told apart.
   */
  readonly name: (detail: string | undefined) => void;
  /** Says whether the view holds changes not saved yet: closing it then asks first, and so does a reload. */
  readonly unsaved: (dirty: boolean) => void;
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

/**
 * Tells the shell the screen holds changes not saved (a form edited): closing its tag asks before they are lost,
 * the view is kept alive however many others are opened, and reloading or leaving the console asks too.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const view = useShellView();
  useEffect(() => {
    view?.unsaved(dirty);
  }, [view, dirty]);
  useEffect(() => () => view?.unsaved(false), [view]);
}

/**
 * How many times the view the component is in has been shown again (0 outside the shell, and until its first
 * return). A kept view is hidden in React's `<Activity>`: its effects stop and run again when it comes back, and
 * some components do not survive that, Ant Design's dialog first (its content asks its inner panel for `focus`
 * before the panel is attached again, and the screen fails). What must start afresh on each return keys itself on
 * this count (components/Modal.tsx).
 */
export const ViewReturnsContext = createContext(0);

/** The times the component's view has come back (see ViewReturnsContext). */
export function useViewReturns(): number {
  return useContext(ViewReturnsContext);
}
