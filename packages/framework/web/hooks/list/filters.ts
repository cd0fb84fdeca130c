import { centsToYuanText, type FilterMeta, parseYuan } from '@yanye/protocol';

/** What a filter control holds: text, an option value, a [min, max] pair of texts, or epoch milliseconds. */
export type FilterValue = string | number | readonly [string, string] | readonly [number, number] | undefined;

export type FilterValues = Readonly<Record<string, FilterValue>>;

function seconds(ms: number): string {
  return String(Math.floor(ms / 1000));
}

/** A number bound as sent: money typed in yuan goes out in cents. */
function bound(text: string, money: boolean): string {
  const t = text.trim();
  if (!money || t === '') return t;
  const cents = parseYuan(t);
  return cents === undefined ? t : String(cents);
}

/**
 * The query fields of the filter area: number ranges merge into `min,max` unless both are empty;
 * date, datetime and eqdate values turn from milliseconds into seconds, ranges comma-joined.
 */
export function filterParams(filters: readonly FilterMeta[], values: FilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of filters) {
    const v = values[f.name];
    if (v === undefined || v === '' || v === null) continue;
    if (f.type === 'number' && Array.isArray(v)) {
      const [min, max] = v as readonly [string, string];
      if (String(min).trim() === '' && String(max).trim() === '') continue;
      out[f.name] = `${bound(String(min), f.money)},${bound(String(max), f.money)}`;
    } else if ((f.type === 'date' || f.type === 'datetime' || f.type === 'eqdate') && Array.isArray(v)) {
      const [start, end] = v as readonly [number, number];
      out[f.name] = `${seconds(start)},${seconds(end)}`;
    } else if (f.type === 'eqdate' && typeof v === 'number') {
      out[f.name] = seconds(v);
    } else if (typeof v === 'string') {
      const t = v.trim();
      if (t !== '') out[f.name] = t;
    } else {
      out[f.name] = String(v);
    }
  }
  return out;
}

/** A range `a,b` as its two sides, or undefined when it is not one. */
function sides(raw: string): [string, string] | undefined {
  const parts = raw.split(',');
  return parts.length === 2 ? [parts[0]!.trim(), parts[1]!.trim()] : undefined;
}

/** Seconds as sent, back to epoch milliseconds; undefined for anything else. */
function millis(text: string): number | undefined {
  return /^\d{1,12}$/.test(text) ? Number(text) * 1000 : undefined;
}

/**
 * Filter values from query text (a link's query, a saved view's filters), for the filters the list has: the
 * reverse of `filterParams`. A select takes the option whose value reads the same (numbers stay numbers), a text
 * filter the text, a number range its two sides (money back in yuan), a date its milliseconds; a value that is
 * none of these is left out.
 */
export function startFilters(
  filters: readonly FilterMeta[],
  given: Readonly<Record<string, string>>,
): FilterValues {
  const out: Record<string, FilterValue> = {};
  for (const f of filters) {
    const raw = given[f.name];
    if (raw === undefined || raw === '') continue;
    if (f.type === 'select' || f.type === 'cascade') {
      const hit = f.options?.find((o) => String(o.value) === raw);
      if (hit) out[f.name] = hit.value;
    } else if (f.type === 'text') {
      out[f.name] = raw;
    } else if (f.type === 'number') {
      const range = sides(raw);
      if (range) out[f.name] = f.money ? [yuanOf(range[0]), yuanOf(range[1])] : range;
    } else if (f.type === 'eqdate' && !raw.includes(',')) {
      const day = millis(raw);
      if (day !== undefined) out[f.name] = day;
    } else {
      const range = sides(raw);
      const start = range && millis(range[0]);
      const end = range && millis(range[1]);
      if (start !== undefined && end !== undefined) out[f.name] = [start, end];
    }
  }
  return out;
}

/** Cents as sent, back to the yuan typed; an empty side stays empty. */
const yuanOf = (text: string) => (text === '' ? '' : centsToYuanText(Number(text)));
