import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { FilterMeta } from '@yanye/protocol';
import { Button, type DatePickerProps, Form, Input, Select, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FilterValues } from '../../hooks/list/filters';
import { t } from '../../i18n/texts';
import { sanitizeNumeric } from '../../lib/numeric';
import { pickerDayBounds } from '../../lib/pickerTime';
import { COLLAPSED_HEIGHT, createFold, FoldArea, FoldToggle } from './filterFold';
import { type FormValues, toFilterValues, toFormValues } from './filterValues';

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

// The date pickers and their calendar (31 KB gzipped) are fetched when a date filter first comes into sight or is
// reached (a list's filters folded away below the first line are not), not with every list that has one. Until
// then a stand-in of the picker's look holds its place: its places to type (as wide as the picker's, by the same
// `size`), the arrow and the calendar. Form.Item hands its value, onChange and id to the element it wraps: these
// pass them on to the picker.
const RangePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })),
);
const DatePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default as ComponentType<DatePickerProps> })),
);

/** The picker's look until it is there; `onNeeded` when it comes into sight, is pointed at or is focused. */
function PickerStandIn(props: {
  readonly id: string | undefined;
  readonly placeholders: readonly (string | undefined)[];
  /** The picker's own `size` of its inputs: its format's length and 2. */
  readonly size: number;
  readonly onNeeded: (focus: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { onNeeded } = props;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // In sight: not clipped by the folded filter area, nor below the window.
    const sight = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.intersectionRatio > 0)) onNeeded(false);
    });
    sight.observe(el);
    return () => sight.disconnect();
  }, [onNeeded]);
  const [start, end] = props.placeholders;
  const reached = { onPointerDown: () => onNeeded(true), onFocus: () => onNeeded(true) };
  return (
    <div ref={ref} className="filter-picker">
      <input id={props.id} readOnly size={props.size} placeholder={start} autoComplete="off" {...reached} />
      {props.placeholders.length > 1 && (
        <>
          <span className="filter-picker-separator" aria-hidden="true">
            <SwapRightOutlined />
          </span>
          <input readOnly size={props.size} placeholder={end} autoComplete="off" tabIndex={-1} {...reached} />
        </>
      )}
      <span className="filter-picker-suffix" aria-hidden="true">
        <CalendarOutlined />
      </span>
    </div>
  );
}

/** Whether the picker is wanted yet, and whether to focus it (the stand-in was pointed at or reached). */
function usePickerNeeded(value: unknown) {
  const [needed, setNeeded] = useState<false | 'shown' | 'focused'>(value ? 'shown' : false);
  // Pointed at or reached while it is on its way (already in sight), it opens once there.
  const need = useCallback((focus: boolean) => setNeeded((n) => (focus ? 'focused' : n || 'shown')), []);
  return [needed, need] as const;
}

function LazyRangePicker(props: RangePickerProps) {
  const [needed, need] = usePickerNeeded(props.value);
  const standIn = (
    <PickerStandIn
      id={typeof props.id === 'string' ? props.id : props.id?.start}
      placeholders={props.placeholder ?? []}
      size={props.showTime ? 21 : 12}
      onNeeded={need}
    />
  );
  if (!needed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} autoFocus={needed === 'focused'} defaultOpen={needed === 'focused'} />
    </Suspense>
  );
}

function LazyDatePicker(props: DatePickerProps) {
  const [needed, need] = usePickerNeeded(props.value);
  const standIn = (
    <PickerStandIn id={props.id} placeholders={[props.placeholder as string]} size={12} onNeeded={need} />
  );
  if (!needed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DatePicker {...props} autoFocus={needed === 'focused'} defaultOpen={needed === 'focused'} />
    </Suspense>
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
  date: () => <LazyRangePicker placeholder={[t('pickStart'), t('pickEnd')]} />,
  datetime: () => (
    <LazyRangePicker
      showTime={{ defaultOpenValue: pickerDayBounds() }}
      placeholder={[t('pickStart'), t('pickEnd')]}
    />
  ),
  eqdate: (f) => <LazyDatePicker placeholder={f.title} />,
};

/** The top search of the list: one control per filter, search and reset; collapses when taller than 60 px. */
export const FilterBar = memo(function FilterBar(props: {
  filters: readonly FilterMeta[];
  /** Unique among the views kept alive: the page name. */
  formName: string;
  /** Values the list opened with (from the page's query, or a saved view). */
  initial?: FilterValues;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const fold = useMemo(createFold, []);
  // Field ids carry the page name: kept-alive views must not share ids (labels point at them).
  const name = `${props.formName}-filter`;

  if (props.filters.length === 0) return null;
  return (
    <Form
      form={form}
      className="list-filters"
      name={name}
      layout="inline"
      initialValues={toFormValues(props.filters, props.initial)}
      onFinish={(values) => props.onSearch(toFilterValues(props.filters, values))}
      // A folded-away field reached by Tab unfolds the area, so nothing is typed blind.
      onFocus={(e) => {
        const area = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('.list-filters-body');
        const field = e.target as HTMLElement;
        const { tall, open } = fold.get();
        if (!tall || open || !area?.contains(field)) return;
        const top = field.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop;
        if (top < COLLAPSED_HEIGHT) return;
        area.scrollTop = 0;
        fold.set({ open: true });
      }}
    >
      {/* Only the fields fold away: search, reset and the toggle stay in sight. */}
      <FoldArea store={fold} given={Object.keys(props.initial ?? {})} formName={name}>
        {props.filters.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.title}>
            {controls[f.type](f)}
          </Form.Item>
        ))}
      </FoldArea>
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
        <FoldToggle store={fold} />
      </Space>
    </Form>
  );
});
