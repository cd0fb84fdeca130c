/**
 * What a link may fetch before it is clicked. The shell, which knows the pages and their screens, sets how an
 * address is warmed (its screen's chunk, its first reads); a link the pointer rests on asks for its address.
 */
let warmer: (path: string) => void = () => undefined;

/** The shell tells how an address of the console is warmed. */
export function setAddressWarmer(warm: (path: string) => void): void {
  warmer = warm;
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
      timer = window.setTimeout(() => warmer(path), REST_MS);
    },
    onMouseLeave: () => window.clearTimeout(timer),
    onPointerDown: () => {
      window.clearTimeout(timer);
      warmer(path);
    },
  };
}
