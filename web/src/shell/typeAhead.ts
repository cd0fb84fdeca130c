/**
 * Keys typed between a shortcut and the field it opens taking the focus. The page search's dialog loads on first
 * use and takes the focus only once its opening motion ends; a clerk who presses Mod+K and types at once would lose
 * the first letters (or, with a list row in focus, edit the row on an `e`). From `start()` until the field calls
 * `take()`, every key without a modifier is held here, whatever has the focus, and no other handler sees it.
 */
export interface TypeAhead {
  /** Holds the keys from now on (a shortcut that opens a field calls this). */
  start(): void;
  /** Stops holding, and answers what was typed, and whether Enter ended it. */
  take(): { readonly text: string; readonly enter: boolean };
}

export function createTypeAhead(): TypeAhead {
  let text = '';
  let enter = false;
  let holding = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else if (event.key === 'Enter') enter = true;
    // Escape and the rest are the dialog's.
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  return {
    start() {
      text = '';
      enter = false;
      if (holding) return;
      holding = true;
      window.addEventListener('keydown', onKey, true);
    },
    take() {
      if (holding) window.removeEventListener('keydown', onKey, true);
      holding = false;
      const held = { text, enter };
      text = '';
      enter = false;
      return held;
    },
  };
}
