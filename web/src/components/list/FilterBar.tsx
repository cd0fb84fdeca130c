import type { FilterMeta } from '@yanye/protocol';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FilterValue, FilterValues } from '../../hooks/list/filters';
import { t } from '../../i18n/texts';
import { sanitizeNumeric } from '../../lib/numeric';

/** Above this height the filter area collapses. */
const COLLAPSE_AT = 60;
/** Collapsed, the area shows its first line of controls. */
const COLLAPSED_HEIGHT = 44;

type FormValues = Record<string, string | number | Dayjs | [Dayjs, Dayjs] | [string, string] | undefined>;

/** Form values as the list holds them: dates in epoch milliseconds, whole days for date ranges. */
function toFilterValues(filters: readonly FilterMeta[], form: FormValues): FilterValues {
  const out: Record<string, FilterValue> = {};
  for (const f of filters) {
    const v = form[f.name];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'object') {
      const [a, b] = v as [Dayjs, Dayjs];
      out[f.name] =
        f.type === 'datetime'
          ? [a.valueOf(), b.valueOf()]
          : [a.startOf('day').valueOf(), b.endOf('day').valueOf()];
    } else if (typeof v === 'object' && 'valueOf' in v && !Array.isArray(v)) {
      out[f.name] = (v as Dayjs).startOf('day').valueOf();
    } else {
      out[f.name] = v as FilterValue;
    }
  }
  return out;
}

function NumberRange({
  value,
  onChange,
}: {
  value?: [string, string];
  onChange?: (v: [string, string]) => void;
}) {
  const [min = '', max = ''] = value ?? [];
  return (
    <Space.Compact>
      <Input
        style={{ width: 90 }}
        placeholder={t('min')}
        value={min}
        onChange={(e) => onChange?.([sanitizeNumeric(e.target.value), max])}
      />
      <Input
        style={{ width: 90 }}
        placeholder={t('max')}
        value={max}
        onChange={(e) => onChange?.([min, sanitizeNumeric(e.target.value)])}
      />
    </Space.Compact>
  );
}

const controls: Readonly<Record<FilterMeta['type'], (f: FilterMeta) => React.ReactNode>> = {
  text: (f) => <Input allowClear placeholder={f.title} style={{ width: 180 }} />,
  select: (f) => (
    <Select
      allowClear
      placeholder={f.title}
      style={{ width: 160 }}
      options={(f.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
    />
  ),
  cascade: (f) => (
    <Select
      allowClear
      placeholder={f.title}
      style={{ width: 160 }}
      options={(f.options ?? []).map((o) => ({ ...o }))}
    />
  ),
  number: () => <NumberRange />,
  date: () => <DatePicker.RangePicker placeholder={[t('pickStart'), t('pickEnd')]} />,
  datetime: () => <DatePicker.RangePicker showTime placeholder={[t('pickStart'), t('pickEnd')]} />,
  eqdate: (f) => <DatePicker placeholder={f.title} />,
};

/** The top search of the list: one control per filter, search and reset; collapses when taller than 60 px. */
export function FilterBar(props: {
  filters: readonly FilterMeta[];
  /** Unique among the views kept alive: the page name. */
  formName: string;
  /** Values the list opened with (from the page's query): text and option values only. */
  initial?: FilterValues;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const box = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);

  // A list opened with filters set (a link's query: a member's page opens a log by the member's mobile) shows
  // them: a set filter folded away below the first line unfolds the area, so the user sees it and can clear it.
  const given = useRef(Object.keys(props.initial ?? {}));
  const { formName } = props;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setTall(el.scrollHeight > COLLAPSE_AT);
    measure();
    const top = el.getBoundingClientRect().top;
    const hidden = given.current.some((name) => {
      // The control's id is antd's: the form's name and the field's.
      const item = el.querySelector(`#${CSS.escape(`${formName}-filter_${name}`)}`);
      return item !== null && item.getBoundingClientRect().top - top >= COLLAPSED_HEIGHT;
    });
    if (hidden) setOpen(true);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [formName]);

  if (props.filters.length === 0) return null;
  return (
    <Form
      form={form}
      className="list-filters"
      // Field ids carry the page name: kept-alive views must not share ids (labels point at them).
      name={`${props.formName}-filter`}
      layout="inline"
      initialValues={props.initial as FormValues | undefined}
      onFinish={(values) => props.onSearch(toFilterValues(props.filters, values))}
      // A folded-away field reached by Tab unfolds the area, so nothing is typed blind.
      onFocus={(e) => {
        const area = box.current;
        const field = e.target as HTMLElement;
        if (!tall || open || !area?.contains(field)) return;
        const top = field.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop;
        if (top < COLLAPSED_HEIGHT) return;
        area.scrollTop = 0;
        setOpen(true);
      }}
    >
      {/* Only the fields fold away: search, reset and the toggle stay in sight. */}
      <div
        ref={box}
        className="list-filters-body"
        style={tall && !open ? { maxHeight: COLLAPSED_HEIGHT, overflow: 'hidden' } : undefined}
        data-testid="filter-area"
      >
        {props.filters.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.title}>
            {controls[f.type](f)}
          </Form.Item>
        ))}
      </div>
      <Space className="list-filters-actions">
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            props.onReset();
          }}
        >
          {t('reset')}
        </Button>
        {tall && (
          <Button type="link" onClick={() => setOpen(!open)}>
            {open ? t('collapse') : t('expand')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
