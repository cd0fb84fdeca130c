import { type FilterMeta, parseYuan } from '@yanye/protocol';

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

/**
 * Filter values from query text, for the filters the list has: a select takes the option whose value reads the
 * same (numbers stay numbers), a text filter the text; other kinds are left to the filter area.
 */
export function startFilters(
  filters: readonly FilterMeta[],
  given: Readonly<Record<string, string>>,
): FilterValues {
  const out: Record<string, string | number> = {};
  for (const f of filters) {
    const raw = given[f.name];
    if (raw === undefined || raw === '') continue;
    if (f.type === 'select' || f.type === 'cascade') {
      const hit = f.options?.find((o) => String(o.value) === raw);
      if (hit) out[f.name] = hit.value;
    } else if (f.type === 'text') {
      out[f.name] = raw;
    }
  }
  return out;
}
