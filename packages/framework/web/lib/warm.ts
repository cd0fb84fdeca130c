/**
 * What a link may fetch before it is clicked. The shell, which knows the pages and their screens, sets how an
 * address is warmed (its screen's chunk, its first reads); a link the pointer rests on asks for its address.
 */
/** All an address opens with (a form's record too), or its screen alone: its chunk and its metadata. */
export type Warmth = 'whole' | 'screen';

let warmer: (path: string, warmth: Warmth) => void = () => undefined;

/** The shell tells how an address of the console is warmed. */
export function setAddressWarmer(warm: (path: string, warmth: Warmth) => void): void {
  warmer = warm;
}

/**
 * Warms the screen an address opens, not its record: the pointer entering a list's rows warms its edit form (any
 * row's address names the form), so the row's 编辑 then waits for that row's record alone.
 */
export function warmScreenOf(path: string): void {
  warmer(path, 'screen');
}

/** How long the pointer rests on a link before its address is warmed: passing over links fetches nothing. */
export const REST_MS = 80;

/**
 * Props for a link or an entry: once the pointer has rested on it for {@link REST_MS}, its address is warmed; a
 * press warms it at once (the click comes when the button is let go, a tenth of a second later for a person).
 */
export function warmOnRest(path: string): {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onPointerDown: () => void;
} {
  let timer: number | undefined;
  return {
    onMouseEnter: () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => warmer(path, 'whole'), REST_MS);
    },
    onMouseLeave: () => window.clearTimeout(timer),
    onPointerDown: () => {
      window.clearTimeout(timer);
      warmer(path, 'whole');
    },
  };
}
