import { centsToYuanText, type FieldMeta, groupCardNo, parseYuan } from '@yanye/protocol';
import { type Dayjs, pickedDayStart, pickedTime, pickerTime } from '../../lib/pickerTime';

/** What a form holds, by field name. */
export type Values = Record<string, unknown>;

const blank = (v: unknown) => v === null || v === undefined;

/**
 * A server value as the form holds it: cents as yuan text, numbers as text, 0/1 as a switch, seconds as a day and
 * time on the store's clock.
 */
export function toFormValue(f: FieldMeta, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return centsToYuanText(v);
    case 'number':
      // Text held blank (a dialog opened with the amount left to type) stays blank, not 0.
      return blank(v) || v === '' ? '' : String(Number(v));
    case 'bankcard':
      return blank(v) ? '' : groupCardNo(String(v));
    case 'switch':
      return Number(v) === 1;
    case 'date':
    case 'datetime':
      return pickerTime(Number(v));
    case 'tree':
      return Number(v) > 0 ? Number(v) : undefined;
    case 'lines':
      return (Array.isArray(v) ? v : []).map((line: Values) => toFormValues(f.columns ?? [], line, true));
    default:
      return v ?? undefined;
  }
}

/** A form value as the Save body sends it: the reverse of {@link toFormValue}. */
export function toBodyValue(f: FieldMeta, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return typeof v === 'string' && v !== '' ? parseYuan(v) : undefined;
    case 'number':
      return typeof v === 'string' && v !== '' ? Number(v) : undefined;
    case 'switch':
      return v ? 1 : 0;
    case 'date':
    case 'datetime': {
      // Seconds on the wire, the time shown read on the store's clock; a date is its day's start.
      const d = v as Dayjs | undefined;
      if (!d) return undefined;
      return f.type === 'date' ? pickedDayStart(d) : pickedTime(d);
    }
    case 'tree':
      return v ?? 0;
    // A cleared pick is sent as none, so an edit can take a place away.
    case 'region':
      return v ?? '';
    case 'lines':
      return (Array.isArray(v) ? v : []).map((line: Values) => toBodyValues(f.columns ?? [], line));
    default:
      return v;
  }
}

/** Server values to form values, defaults where the record has none (`keepId` for lines, which carry theirs). */
export function toFormValues(fields: readonly FieldMeta[], record: Values, keepId = false): Values {
  const out: Values = keepId && record.id !== undefined ? { id: record.id } : {};
  for (const f of fields) out[f.name] = toFormValue(f, record[f.name] ?? f.default);
  return out;
}

export function toBodyValues(fields: readonly FieldMeta[], values: Values): Values {
  const out: Values = {};
  for (const f of fields) out[f.name] = toBodyValue(f, values[f.name]);
  return out;
}
