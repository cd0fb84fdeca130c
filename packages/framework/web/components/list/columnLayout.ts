import { type ColumnKind, type ColumnMeta, LIST_COLUMN_WIDTH } from '@yanye/protocol';

/**
 * How wide each column of a list is and where the status column goes (docs/engine.md, "Column kinds"): pure, so
 * the rule is tested without a browser. The measure of a text is given (`textWidth.ts` in the browser).
 */

/** The px a text takes in the table's font; `strong` for a header. */
export type Measure = (text: string, strong?: boolean) => number;

/** A cell's padding left and right (the middle-size table's), and the sort arrows beside a header's title. */
export const CELL_PADDING = 16;
export const SORTER_WIDTH = 16;
/** The selection column's width. */
export const SELECTION_WIDTH = 48;
/** Sub-pixel rounding between the canvas and the page's layout. */
const SLACK = 2;

interface KindRule {
  /** Texts a cell of the kind may hold, shown whole: the column is never narrower than the widest. */
  readonly samples?: readonly string[];
  /** Grows to fit the page's cells (and a choice's options), up to `max`. */
  readonly fits: boolean;
  /** The least and most px of a cell's content. */
  readonly min: number;
  readonly max: number;
  /** A declared px width (`item_width`) caps its growth. */
  readonly capped: boolean;
  /**
   * Gives up room, down to `min`, when the table is wider than its place: its text is then cut with an ellipsis
   * and shown whole on hover. The other kinds keep their width: a time, an amount or a code is never cut.
   */
  readonly shrinks: boolean;
}

const fixed = (samples: readonly string[]): KindRule => ({
  samples,
  fits: false,
  min: 0,
  max: 0,
  capped: false,
  shrinks: false,
});
const fitted = (min: number, max: number, o: Partial<KindRule> = {}): KindRule => ({
  fits: true,
  min,
  max,
  capped: false,
  shrinks: false,
  ...o,
});

/** The widest figure a money column shows (cents up to the protocol's 9,999,999,999). */
export const MONEY_SAMPLE = '99,999,999.99';
/** A time as the list writes it. */
export const TIME_SAMPLE = '2026-11-19 08:30:00';

/** The size of each kind of column. */
export const KIND_RULES: Readonly<Record<ColumnKind, KindRule>> = {
  money: fitted(0, 200, { samples: [MONEY_SAMPLE] }),
  time: fixed([TIME_SAMPLE]),
  date: fixed(['2026-11-19']),
  phone: fitted(0, 170, { samples: ['13800138000'] }),
  status: fitted(28, 160),
  select: fitted(28, 160),
  code: fitted(56, 240, { capped: true }),
  number: fitted(24, 140),
  quantity: fitted(40, 160),
  image: { ...fixed([]), min: 48, max: 48 },
  name: fitted(84, 220, { capped: true, shrinks: true }),
  text: fitted(56, 220, { capped: true, shrinks: true }),
  longtext: fitted(96, 320, { capped: true, shrinks: true }),
};

/** A column's room: what it would take, and the least it may be given. */
export interface ColumnSpec {
  readonly name: string;
  readonly kind: ColumnKind;
  readonly preferred: number;
  readonly min: number;
}

const widest = (texts: Iterable<string>, measure: Measure, strong = false): number => {
  let most = 0;
  for (const text of texts) if (text) most = Math.max(most, measure(text, strong));
  return most;
};

/**
 * The width a header needs to show its title whole: on one line, or on two split between words (a Latin title;
 * a Chinese one stays on one line), with the sort arrows beside it.
 */
export function headerWidth(title: string, sortable: boolean, measure: Measure): number {
  const words = title.split(/\s+/).filter(Boolean);
  let best = measure(title, true);
  for (let i = 1; i < words.length; i++) {
    const first = measure(words.slice(0, i).join(' '), true);
    const second = measure(words.slice(i).join(' '), true);
    best = Math.min(best, Math.max(first, second));
  }
  return Math.ceil(best) + CELL_PADDING + (sortable ? SORTER_WIDTH : 0) + SLACK;
}

const declaredPx = (c: ColumnMeta): number | undefined => {
  const px = Number.parseInt(c.item_width, 10);
  return Number.isFinite(px) && !c.item_width.endsWith('%') ? px : undefined;
};

/** A width the user set, within the protocol's bounds. */
export const clampWidth = (width: number): number =>
  Math.round(Math.min(LIST_COLUMN_WIDTH.max, Math.max(LIST_COLUMN_WIDTH.min, width)));

/**
 * A column's room by its kind: its samples and, for kinds that fit, the widest of `texts` (the page's cells and
 * totals as shown) and of its options, within the kind's bounds; never narrower than its header. A width the user
 * set is taken as it is. On a phone (`compact`) a kind that fits its cells is as wide as the page's cells ask,
 * not its widest sample: an amount column of 48.00 takes what 48.00 takes, not what 99,999,999.99 would.
 */
export function columnSpec(
  c: ColumnMeta,
  texts: Iterable<string>,
  measure: Measure,
  userWidth?: number | null,
  compact = false,
): ColumnSpec {
  if (userWidth) {
    const width = clampWidth(userWidth);
    return { name: c.name, kind: c.kind, preferred: width, min: width };
  }
  const rule = KIND_RULES[c.kind];
  const cap = rule.capped ? (declaredPx(c) ?? rule.max + CELL_PADDING) - CELL_PADDING : rule.max;
  const fit = rule.fits
    ? Math.min(cap, Math.max(widest(texts, measure), widest(c.options?.map((o) => o.label) ?? [], measure)))
    : 0;
  const samples = compact && rule.fits ? [] : (rule.samples ?? []);
  const content = Math.max(rule.min, widest(samples, measure), fit);
  const header = headerWidth(c.title, c.sort, measure);
  const preferred = Math.max(header, Math.ceil(content) + CELL_PADDING + SLACK);
  const least = rule.shrinks ? Math.max(header, rule.min + CELL_PADDING) : preferred;
  return { name: c.name, kind: c.kind, preferred, min: Math.min(least, preferred) };
}

export interface PlanInput {
  /** The columns shown, in the user's order. */
  readonly specs: readonly ColumnSpec[];
  /** The table's room in px; undefined before it is measured. */
  readonly available: number | undefined;
  /** The actions column's width, 0 without one. */
  readonly actionsWidth: number;
  /** A phone: no column is fixed. */
  readonly mobile: boolean;
}

export interface Plan {
  /** The columns in the order drawn. */
  readonly order: readonly string[];
  readonly widths: Readonly<Record<string, number>>;
  /** The status column fixed on the right beside the actions, if it had to be. */
  readonly pinned: string | undefined;
}

/** Widths once the columns that shrink have given up what the table lacks, each in proportion to what it may. */
function shrunk(specs: readonly ColumnSpec[], lacking: number): Record<string, number> {
  const spare = specs.reduce((sum, s) => sum + (s.preferred - s.min), 0);
  const taken = Math.min(Math.max(lacking, 0), spare);
  return Object.fromEntries(
    specs.map((s) => [
      s.name,
      spare === 0 ? s.preferred : Math.floor(s.preferred - ((s.preferred - s.min) * taken) / spare),
    ]),
  );
}

/** The right edge of `name`, counting from the table's left (its selection column first). */
function rightEdge(order: readonly string[], widths: Readonly<Record<string, number>>, name: string): number {
  let x = SELECTION_WIDTH;
  for (const n of order) {
    x += widths[n] ?? 0;
    if (n === name) break;
  }
  return x;
}

/**
 * Widths with no column partly in sight at the table's visible edge (`edge`, from the table's left): a column
 * that would start before it and end beyond it (under the fixed columns, or past the box) is pushed out of sight
 * whole by widening the columns before it: first those that gave up room (back up to what they would take), then
 * all of them in proportion. The columns in sight then fill it, and the next one starts where the fixed columns do.
 */
function noneCut(
  specs: readonly ColumnSpec[],
  order: readonly string[],
  widths: Record<string, number>,
  edge: number,
): Record<string, number> {
  let x = SELECTION_WIDTH;
  const before: string[] = [];
  for (const name of order) {
    const width = widths[name] ?? 0;
    if (x + width <= edge) {
      before.push(name);
      x += width;
      continue;
    }
    if (x >= edge || before.length === 0) return widths;
    const out = { ...widths };
    let gap = edge - x;
    const given = specs.filter((s) => before.includes(s.name) && out[s.name]! < s.preferred);
    const room = given.reduce((sum, s) => sum + s.preferred - out[s.name]!, 0);
    for (const s of given) {
      const more = Math.min(
        s.preferred - out[s.name]!,
        Math.floor(((s.preferred - out[s.name]!) * gap) / room),
      );
      out[s.name]! += more;
    }
    // What is still missing is shared by the columns in sight in proportion to their widths.
    const shown = before.reduce((sum, n) => sum + out[n]!, 0);
    gap = edge - SELECTION_WIDTH - shown;
    for (const n of before) out[n]! += Math.floor((out[n]! * gap) / shown);
    out[before[before.length - 1]!]! += edge - before.reduce((sum, n) => sum + out[n]!, SELECTION_WIDTH);
    return out;
  }
  return widths;
}

/** The kinds a merchant reads a row by on a phone, after what names it and its state: its figures. */
const FIGURES: ReadonlySet<ColumnKind> = new Set(['money', 'quantity']);
/** The kinds that name a row: a goods item's name, an order's or a document's number (the id only as a last resort). */
const NAMING: ReadonlySet<ColumnKind> = new Set(['name', 'code']);

/**
 * A phone's order, where nothing is fixed: all as declared when the table fits; otherwise what names the row (its
 * first name or number, else its first column), the status, then the figures (amounts, quantities), then the rest
 * as declared, so a goods item's price and stock are read without scrolling past its id, code and grade. The
 * status goes first when it would not be in sight second.
 */
function phoneOrder(
  specs: readonly ColumnSpec[],
  widths: Readonly<Record<string, number>>,
  inSight: number,
  status: string | undefined,
): readonly string[] {
  const order = specs.map((s) => s.name);
  const last = order[order.length - 1];
  if (last === undefined || rightEdge(order, widths, last) <= inSight) return order;
  const rest = specs.filter((s) => s.name !== status);
  const lead = (rest.find((s) => NAMING.has(s.kind)) ?? rest[0])?.name;
  const figures = rest.filter((s) => FIGURES.has(s.kind) && s.name !== lead).map((s) => s.name);
  const others = rest.map((s) => s.name).filter((n) => n !== lead && !figures.includes(n));
  const named = lead === undefined ? [] : [lead];
  if (!status) return [...named, ...figures, ...others];
  const second = [...named, status, ...figures, ...others];
  return rightEdge(second, widths, status) <= inSight ? second : [status, ...named, ...figures, ...others];
}

/**
 * The layout rule of a list (docs/engine.md, "Column kinds"): each column as wide as its kind asks; when the
 * table is wider than its room, names and long texts give up room down to their least; if the status column
 * still ends beyond what the fixed actions column leaves in sight, it is fixed on the right beside the actions
 * (on a phone, where nothing is fixed, a table that does not fit reads name, status, figures, then the rest:
 * `phoneOrder`). What does not fit then scrolls inside the table, never the page; beside the fixed columns no
 * column is partly in sight at first: it is shown whole, or starts where they do (`noneCut`).
 */
export function planColumns({ specs, available, actionsWidth, mobile }: PlanInput): Plan {
  const order = specs.map((s) => s.name);
  if (available === undefined || available <= 0) {
    return { order, widths: Object.fromEntries(specs.map((s) => [s.name, s.preferred])), pinned: undefined };
  }
  const total = SELECTION_WIDTH + actionsWidth + specs.reduce((sum, s) => sum + s.preferred, 0);
  const widths = shrunk(specs, total - available);
  const status = specs.find((s) => s.kind === 'status')?.name;
  const inSight = available - (mobile ? 0 : actionsWidth);
  if (mobile) return { order: phoneOrder(specs, widths, inSight, status), widths, pinned: undefined };
  if (!status || rightEdge(order, widths, status) <= inSight)
    return { order, widths: noneCut(specs, order, widths, inSight), pinned: undefined };
  const others = order.filter((n) => n !== status);
  const scrolled = noneCut(specs, others, widths, inSight - (widths[status] ?? 0));
  return { order: [...others, status], widths: scrolled, pinned: status };
}
