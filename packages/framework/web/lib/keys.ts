import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** Keys as the console reads them (the shortcuts are shell/shortcuts.ts). */

/** True on a Mac (and iPad), where `Mod` is ⌘. */
export const onMac = (): boolean => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** `Mod` as this machine's keyboard names it. */
export const keyLabel = (key: string): string => (key === 'Mod' ? (onMac() ? '⌘' : 'Ctrl') : key);

/** Ctrl (⌘ on a Mac) with `letter`, and no other modifier. */
export function isMod(event: KeyboardEvent | ReactKeyboardEvent, letter: string): boolean {
  const mod = onMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === letter;
}

/** Where a typed key belongs to the field: a text input, a text area, an editable element, an open select. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    );
  return false;
}

/**
 * A list's rows by keys (the row in focus, not a link or box inside it): ↑/↓ move to the row above or below, Enter
 * opens what the row opens first (a page beside its edit form, else the edit form), E its edit form. The row's
 * links say what they open (`data-row-link`, RowActions.tsx); a page offered only in the row's "more" menu is not
 * taken.
 */
export function onRowKey(event: ReactKeyboardEvent<HTMLElement>): void {
  const row = event.currentTarget;
  if (event.target !== row || event.altKey || event.ctrlKey || event.metaKey) return;
  const link = (which: string) => row.querySelector<HTMLElement>(`[data-row-link${which}]`);
  let to: HTMLElement | null = null;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
    if (next instanceof HTMLElement && next.hasAttribute('data-row-key')) {
      event.preventDefault();
      next.focus();
    }
    return;
  }
  if (event.key === 'Enter') to = link(':not([data-row-link="__edit"])') ?? link('="__edit"');
  else if (event.key.toLowerCase() === 'e' && !event.shiftKey) to = link('="__edit"');
  if (!to) return;
  event.preventDefault();
  to.click();
}
