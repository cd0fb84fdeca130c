/**
 * How a row's actions are laid out in the fixed actions column: up to two in sight, else the first in sight and
 * the rest behind a "more" button, so the column stays narrow and the data columns stay on screen (a 1366 px
 * window shows a document list's amount and status beside it). An action the row must show (`pinned`: a
 * document's audit) stays in sight beside the first, with the rest behind "more".
 */
export const MAX_INLINE = 2;

/** One thing a row offers, as its layout sees it: its label, and whether it must be in sight. */
export interface Laid {
  readonly label: string;
  readonly pinned?: boolean;
}

const laid = (item: string | Laid): Laid => (typeof item === 'string' ? { label: item } : item);

/** Whether a second action is short enough to stand beside the first: no wider than "more" and two characters. */
const isShort = (label: string) => buttonWidth(label) <= MORE_BUTTON + 2 * WIDE_CHAR;

/**
 * The row's actions in sight and behind "more". A second action is in sight only when it is short (two Chinese
 * characters, four Latin letters): no wider than the "more" button and two characters, so a longer pair (收货 and
 * 反审核) does not widen the column beyond what a first action and "more" take. A short pinned action is in sight
 * beside the first even when others wait behind "more".
 */
export function splitInline<T>(
  items: readonly T[],
  labelOf: (item: T) => string = String,
  pinned: (item: T) => boolean = () => false,
): { inline: readonly T[]; more: readonly T[] } {
  const second = items[1];
  const fits = second === undefined || isShort(labelOf(second));
  if (items.length <= MAX_INLINE && fits) return { inline: items, more: [] };
  const rest = items.slice(1);
  const kept = rest.find((item) => pinned(item) && isShort(labelOf(item)));
  if (kept === undefined) return { inline: items.slice(0, 1), more: rest };
  const more = rest.filter((item) => item !== kept);
  return more.length === 0 ? { inline: items, more } : { inline: [items[0]!, kept], more };
}

// Measures of Ant Design's small link button and the middle table's cell, at the 14 px font.
const BUTTON_PADDING = 16;
const WIDE_CHAR = 14;
const NARROW_CHAR = 8;
const MORE_BUTTON = 24;
const GAP = 4;
const CELL_PADDING = 16;

/** The width of a small link button holding `label`: Chinese and Japanese characters are wide, others narrow. */
export function buttonWidth(label: string): number {
  let width = BUTTON_PADDING;
  for (const ch of label) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? WIDE_CHAR : NARROW_CHAR;
  return width;
}

/** The cell width a row's actions need (labels, or labels with whether each is pinned), laid out as {@link splitInline} does. */
export function actionsWidth(items: readonly (string | Laid)[]): number {
  const { inline, more } = splitInline(
    items.map(laid),
    (item) => item.label,
    (item) => item.pinned === true,
  );
  const parts = [...inline.map((item) => buttonWidth(item.label)), ...(more.length > 0 ? [MORE_BUTTON] : [])];
  return parts.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, parts.length - 1) + CELL_PADDING;
}

/** The actions column's width: what its widest row needs, and never less than its header. */
export function actionColumnWidth(rows: readonly (readonly (string | Laid)[])[], header: string): number {
  return Math.max(buttonWidth(header), ...rows.map(actionsWidth));
}
