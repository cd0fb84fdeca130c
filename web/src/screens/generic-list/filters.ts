import type { FilterMeta } from '@yanye/protocol';
import { yuanToCents } from '../../lib/numeric';

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
  const cents = yuanToCents(t);
  return cents === undefined ? t : String(cents);
}

/**
 * The query fields of the filter area (SPEC.md §5): number ranges merge into `min,max` unless both are empty;
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
