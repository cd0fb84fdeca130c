import type { FieldMeta } from '@yanye/protocol';
import { DatePicker, Input, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { centsToYuan, yuanToCents } from '../../lib/numeric';
import { LinesEditor } from './LinesEditor';
import { NumericInput } from './NumericInput';
import { RemoteSelect, RemoteTreeSelect } from './RemoteSelect';

export type Values = Record<string, unknown>;

/** A select: its options in the metadata, or asked of `options_api` as the user types. */
function selectInput(f: FieldMeta): ReactNode {
  if (f.options_api) return <RemoteSelect api={f.options_api} multiple={f.multiple} />;
  return (
    <Select
      allowClear
      mode={f.multiple ? 'multiple' : undefined}
      options={(f.options ?? []).map((o) => ({ ...o }))}
      style={{ maxWidth: 360 }}
    />
  );
}

/** The input of each field type, a lookup rather than a chain of ifs. */
export const inputs: Readonly<Record<FieldMeta['type'], (f: FieldMeta) => ReactNode>> = {
  text: (f) => <Input maxLength={f.rules.max ?? undefined} allowClear />,
  textarea: (f) => (
    <Input.TextArea rows={5} maxLength={f.rules.max ?? undefined} showCount={f.rules.max !== null} />
  ),
  number: (f) => <NumericInput decimals={f.decimal ?? 0} />,
  money: (f) => <NumericInput decimals={f.decimal ?? 2} price />,
  select: selectInput,
  radio: (f) => <Radio.Group options={(f.options ?? []).map((o) => ({ ...o }))} />,
  switch: () => <Switch />,
  image: () => <Input placeholder="https://" allowClear />,
  images: () => <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="https://" />,
  date: () => <DatePicker />,
  datetime: () => <DatePicker showTime />,
  tree: (f) => (f.options_api ? <RemoteTreeSelect api={f.options_api} /> : <Input disabled />),
  lines: (f) => <LinesEditor field={f} />,
};

const blank = (v: unknown) => v === null || v === undefined;

/** A server value as the form holds it: cents as yuan text, numbers as text, 0/1 as a switch, seconds as a day. */
export function toFormValue(f: FieldMeta, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return blank(v) ? '' : centsToYuan(v);
    case 'number':
      return blank(v) ? '' : String(Number(v));
    case 'switch':
      return Number(v) === 1;
    case 'date':
    case 'datetime':
      return Number(v) > 0 ? dayjs(Number(v) * 1000) : undefined;
    case 'tree':
      return Number(v) > 0 ? Number(v) : undefined;
    case 'lines':
      return (Array.isArray(v) ? v : []).map((line: Values) => toFormValues(f.columns ?? [], line, true));
    default:
      return v ?? undefined;
  }
}

/** A form value as the Save body sends it (API.md §5): the reverse of {@link toFormValue}. */
export function toBodyValue(f: FieldMeta, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return typeof v === 'string' && v !== '' ? yuanToCents(v) : undefined;
    case 'number':
      return typeof v === 'string' && v !== '' ? Number(v) : undefined;
    case 'switch':
      return v ? 1 : 0;
    case 'date':
    case 'datetime': {
      // Seconds on the wire; a date is its day's start.
      const d = v as Dayjs | undefined;
      return d ? Math.floor((f.type === 'date' ? d.startOf('day') : d).valueOf() / 1000) : undefined;
    }
    case 'tree':
      return v ?? 0;
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
