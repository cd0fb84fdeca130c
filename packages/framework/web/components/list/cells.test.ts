import type { TableMeta } from '@yanye/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../hooks/list/row';
import type { ListAccess } from '../../hooks/list/useListAccess';
import { setLang } from '../../i18n/lang';
import { columnMeta } from '../../lib/meta.support';
import { cellRenderers, decimalsOf, imageSrc } from './cells';
import { listColumns, listLayout } from './listColumns';

describe('imageSrc', () => {
  (globalThis as Record<string, unknown>).__API_HOST__ = 'https://console.example';
  it('uses only values holding //', () => {
    expect(imageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageSrc('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageSrc('uploads/a.png')).toBeUndefined();
    expect(imageSrc(null)).toBeUndefined();
  });
});

describe('number cells', () => {
  // A stock list whose quantity each row counts in its own unit: bags whole, kilograms to 3 places.
  const qty = columnMeta({
    name: 'qty',
    title: '数量',
    type: 'number',
    decimal: 3,
    decimal_key: 'unit_decimals',
  });
  const meta = {
    export_type: 'xlsx',
    column_names: ['qty', 'unit_decimals'],
    rows: { qty, unit_decimals: columnMeta({ name: 'unit_decimals', type: 'hide' }) },
    show_sum: false,
    show_excel: false,
    show_excel_async: false,
    show_excel_import: false,
    top_search: [],
    limit: 20,
    actions: [],
    has_form: false,
    editable_when: null,
  } satisfies TableMeta;
  const access: ListAccess = {
    can: () => true,
    addPath: undefined,
    actions: [],
    batchActions: [],
    ready: true,
    hasRowActions: false,
    offer: () => ({ edit: undefined, actions: [] }),
    printer: { can: false, busy: false, print: () => undefined },
  };
  const layout = listLayout({
    meta,
    shown: ['qty'],
    rows: [],
    totals: {},
    widths: {},
    access,
    mobile: false,
    available: undefined,
  });
  const [column] = listColumns({
    meta,
    layout,
    sort: undefined,
    access,
    mobile: false,
    onAction: () => {},
    onResize: () => {},
    onResizeEnd: () => {},
  });
  // The text inside the cell's one-line box.
  const cell = (row: Row) =>
    (column as { render: (v: unknown, r: Row) => { props: { children: unknown } } }).render(row.qty, row)
      .props.children;

  it('show a row’s own decimals where the column names them, else the column’s', () => {
    expect(cell({ id: 1, qty: '12.000', unit_decimals: 0 })).toBe('12');
    expect(cell({ id: 2, qty: '12.5', unit_decimals: 3 })).toBe('12.500');
    expect(cell({ id: 3, qty: '2.25', unit_decimals: '1' })).toBe('2.3');
    expect(cell({ id: 4, qty: '7.5' })).toBe('7.500');
    expect(cell({ id: 5, qty: '7.5', unit_decimals: null })).toBe('7.500');
    expect(cell({ id: 6, qty: '7.5', unit_decimals: 'x' })).toBe('7.500');
  });

  it('keep the column’s decimals without a key, and money in yuan', () => {
    expect(decimalsOf(columnMeta({ decimal: 2 }), { unit_decimals: 0 })).toBe(2);
    expect(decimalsOf(columnMeta({ decimal: null }))).toBeNull();
    expect(cellRenderers.number('3.14159', columnMeta({ decimal: null }))).toBe('3.14159');
    expect(
      cellRenderers.number(1234, columnMeta({ money: true, decimal_key: 'unit_decimals' }), {
        unit_decimals: 0,
      }),
    ).toBe('12.34');
    // Money always reads with separators and two decimals, a measure with its own decimals.
    expect(cellRenderers.number(25_000_000, columnMeta({ money: true }))).toBe('250,000.00');
    expect(cellRenderers.number(-1250, columnMeta({ money: true }))).toBe('\u221212.50');
    expect(cellRenderers.number(null, columnMeta({ money: true }))).toBe('');
    expect(cellRenderers.number(0, columnMeta({ money: true }))).toBe('0.00');
    expect(cellRenderers.number('1234567.5', columnMeta({ decimal: 3 }))).toBe('1,234,567.500');
    expect(cellRenderers.number(20260101, columnMeta({ decimal: null }))).toBe('20260101');
    expect(cellRenderers.number('', qty, { unit_decimals: 0 })).toBe('');
  });
});

describe('checkbox cells', () => {
  const roles = columnMeta({
    name: 'role_ids',
    type: 'checkbox',
    options: [
      { value: 0, label: '超级管理员' },
      { value: 3, label: '仓管员' },
      { value: 5, label: '财务' },
    ],
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows a set of options as their labels, and an unknown one as its value', () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    setLang('zh');
    expect(cellRenderers.checkbox([3, 5], roles)).toBe('仓管员、财务');
    setLang('en');
    expect(cellRenderers.checkbox([3, 5], roles)).toBe('仓管员, 财务');
    expect(cellRenderers.checkbox([0], roles)).toBe('超级管理员');
    expect(cellRenderers.checkbox([9], roles)).toBe('9');
    expect(cellRenderers.checkbox(null, roles)).toBe('');
    expect(cellRenderers.checkbox([], roles)).toBe('');
  });

  it('shows a tick for a checkbox without options', () => {
    expect(cellRenderers.checkbox(1, columnMeta({ type: 'checkbox' }))).toBe('✓');
    expect(cellRenderers.checkbox(0, columnMeta({ type: 'checkbox' }))).toBe('');
  });
});
