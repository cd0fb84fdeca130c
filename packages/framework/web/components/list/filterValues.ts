import type { FilterMeta } from '@yanye/protocol';
import type { FilterValue, FilterValues } from '../../hooks/list/filters';
import { type Dayjs, pickedDayEnd, pickedDayStart, pickedTime, pickerTime } from '../../lib/pickerTime';

/** A filter form's values as its controls hold them: text, numbers, the pickers' days and ranges of them. */
export type FormValues = Record<
  string,
  string | number | Dayjs | [Dayjs, Dayjs] | [string, string] | undefined
>;

const ms = (seconds: number) => seconds * 1000;

/**
 * Form values as the list holds them: dates in epoch milliseconds, whole days for date ranges, each day from its
 * first second to its last on the store's clock (docs/business-rules.md, "One clock").
 */
export function toFilterValues(filters: readonly FilterMeta[], form: FormValues): FilterValues {
  const out: Record<string, FilterValue> = {};
  for (const f of filters) {
    const v = form[f.name];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'object') {
      const [a, b] = v as [Dayjs, Dayjs];
      out[f.name] =
        f.type === 'datetime'
          ? [ms(pickedTime(a)), ms(pickedTime(b))]
          : [ms(pickedDayStart(a)), ms(pickedDayEnd(b))];
    } else if (typeof v === 'object' && 'valueOf' in v && !Array.isArray(v)) {
      out[f.name] = ms(pickedDayStart(v as Dayjs));
    } else {
      out[f.name] = v as FilterValue;
    }
  }
  return out;
}

/** The list's values as the form holds them: dates (epoch milliseconds) as the pickers' days. */
export function toFormValues(
  filters: readonly FilterMeta[],
  values: FilterValues | undefined,
): FormValues | undefined {
  if (!values) return undefined;
  const out: FormValues = {};
  for (const f of filters) {
    const v = values[f.name];
    if (v === undefined) continue;
    if (f.type === 'date' || f.type === 'datetime' || f.type === 'eqdate') {
      const at = (milliseconds: number) => pickerTime(Math.floor(milliseconds / 1000));
      if (typeof v === 'number') out[f.name] = at(v);
      else if (Array.isArray(v) && typeof v[0] === 'number') {
        const [a, b] = [at(v[0]), at(v[1] as number)];
        if (a && b) out[f.name] = [a, b];
      }
    } else {
      out[f.name] = (Array.isArray(v) ? [...v] : v) as FormValues[string];
    }
  }
  return out;
}
