import type { ShellTextKey } from './texts';

export { isMod, isTyping, keyLabel } from '@yanye/framework/web';

/**
 * The console's keyboard shortcuts, declared once: the shell's handler (useShortcuts.ts), the forms' save and the
 * help dialog (`?`, ShortcutsHelp.tsx) all read them from here, so the dialog lists exactly what the keys do.
 */
export interface Shortcut {
  /** The keys as the help dialog shows them; `Mod` is ⌘ on a Mac and Ctrl elsewhere. */
  readonly keys: readonly string[];
  /** What it does, a shell text. */
  readonly does: ShellTextKey;
  /** Where it works: anywhere, on a page away from a text field, on a list's row, in a form, in the page search. */
  readonly where: 'anywhere' | 'page' | 'list' | 'form' | 'palette';
}

export const SHORTCUTS = {
  palette: { keys: ['Mod', 'K'], does: 'keyPalette', where: 'anywhere' },
  help: { keys: ['?'], does: 'keyHelp', where: 'page' },
  search: { keys: ['/'], does: 'keySearch', where: 'page' },
  rowMove: { keys: ['↑', '↓'], does: 'keyRowMove', where: 'list' },
  rowOpen: { keys: ['Enter'], does: 'keyRowOpen', where: 'list' },
  rowEdit: { keys: ['E'], does: 'keyRowEdit', where: 'list' },
  save: { keys: ['Mod', 'S'], does: 'keySave', where: 'form' },
  move: { keys: ['↑', '↓'], does: 'keyMove', where: 'palette' },
  open: { keys: ['Enter'], does: 'keyOpen', where: 'palette' },
  close: { keys: ['Esc'], does: 'keyClose', where: 'anywhere' },
} as const satisfies Record<string, Shortcut>;
