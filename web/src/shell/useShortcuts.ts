import { useEffect } from 'react';
import { isMod, isTyping } from './shortcuts';

/**
 * The shell's keys (shortcuts.ts): Mod+K opens the page search wherever the focus is; away from a text field, `?`
 * shows the shortcuts and `/` puts the focus in the shown list's search.
 */
export function useShortcuts(on: { readonly palette: () => void; readonly help: () => void }): void {
  const { palette, help } = on;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isMod(event, 'k')) {
        event.preventDefault();
        palette();
        return;
      }
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      // Nothing of the page's own is under a dialog: its keys are the dialog's.
      if (dialogShown()) return;
      if (event.key === '?') {
        event.preventDefault();
        help();
      } else if (event.key === '/') {
        const field = shownListSearch();
        if (!field) return;
        event.preventDefault();
        field.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [palette, help]);
}

/** The first field of the shown list's search (kept-alive views hidden beside it are not shown). */
function shownListSearch(): HTMLElement | undefined {
  for (const field of document.querySelectorAll<HTMLElement>('.list-filters input, .list-filters textarea')) {
    if (field.offsetParent !== null && !field.hasAttribute('disabled')) return field;
  }
  return undefined;
}

/** Whether a dialog is on screen (a closed one may stay in the page, hidden). */
function dialogShown(): boolean {
  for (const wrap of document.querySelectorAll('.ant-modal-wrap, .ant-drawer-content-wrapper'))
    if (wrap.getClientRects().length > 0) return true;
  return false;
}
