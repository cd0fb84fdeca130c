import type { ColumnMeta, FieldMeta } from '@yanye/protocol';

// Test support: the metadata the server describes its forms and lists with, as a test builds it. Only tests
// import this (a rule of .dependency-cruiser.cjs, 'product-code-without-test-support').

/** A form field: plain text, optional and unbounded, with no options, but for what `over` says. */
export function fieldMeta(over: Partial<FieldMeta> = {}): FieldMeta {
  return {
    name: 'field',
    title: 'field',
    type: 'text',
    required: false,
    rules: { min: null, max: null },
    decimal: null,
    options: null,
    options_api: null,
    tip: null,
    default: null,
    multiple: false,
    hidden: false,
    columns: null,
    ...over,
  };
}

/** A list column: shown text, left-aligned, as wide as it needs, not summed or sorted, but for what `over` says. */
export function columnMeta(over: Partial<ColumnMeta> = {}): ColumnMeta {
  return {
    name: 'x',
    title: 'X',
    type: 'text',
    kind: 'text',
    item_width: 'auto',
    sum: false,
    money: false,
    showTableRow: '1',
    sort: false,
    decimal: null,
    item_align: 'left',
    options: null,
    ...over,
  };
}
