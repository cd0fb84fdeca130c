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
