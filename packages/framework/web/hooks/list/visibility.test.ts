import type { ColumnMeta, TableMeta } from '@yanye/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColumns, settingsOf, visibilityKey } from './visibility';

const column = (name: string, shown = true, type: ColumnMeta['type'] = 'text'): ColumnMeta => ({
  name,
  title: name,
  type,
  kind: 'text',
  item_width: 'auto',
  sum: false,
  money: false,
  showTableRow: shown ? '1' : '0',
  sort: false,
  decimal: null,
  item_align: 'left',
  options: null,
});

// no, name, remark (hidden by default), an id carried but never shown, status, created.
const columns = [
  column('no'),
  column('name'),
  column('remark', false),
  column('id', false, 'hide'),
  column('status'),
  column('created'),
];
const meta = {
  column_names: columns.map((c) => c.name),
  rows: Object.fromEntries(columns.map((c) => [c.name, c])),
} as unknown as TableMeta;

describe('a user’s columns', () => {
  const kept = new Map<string, string>();
  beforeEach(() => {
    kept.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => kept.set(k, v),
      removeItem: (k: string) => kept.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are the list’s defaults when nothing is kept', () => {
    expect(resolveColumns(meta, 'DocManage', undefined)).toEqual({
      order: ['no', 'name', 'remark', 'status', 'created'],
      shown: ['no', 'name', 'status', 'created'],
      widths: {},
    });
  });

  it('follow this browser’s visible columns, in its order, while the server keeps none', () => {
    kept.set(visibilityKey('DocManage'), 'status,no,gone');
    expect(resolveColumns(meta, 'DocManage', undefined)).toEqual({
      order: ['status', 'created', 'no', 'name', 'remark'],
      shown: ['status', 'no'],
      widths: {},
    });
  });

  it('follow the server’s setting: its order and widths, a column it does not name where the list puts it', () => {
    kept.set(visibilityKey('DocManage'), 'no');
    const saved = [
      { name: 'status', shown: true, width: 120 },
      { name: 'no', shown: true, width: null },
      { name: 'remark', shown: true, width: null },
      { name: 'gone', shown: true, width: 90 },
    ];
    const choice = resolveColumns(meta, 'DocManage', saved);
    // `name` follows `no`, `created` follows `status` in the metadata; a column the list lost is left out.
    expect(choice).toEqual({
      order: ['status', 'created', 'no', 'name', 'remark'],
      shown: ['status', 'created', 'no', 'name', 'remark'],
      widths: { status: 120 },
    });
    expect(settingsOf(choice)).toEqual([
      { name: 'status', shown: true, width: 120 },
      { name: 'created', shown: true, width: null },
      { name: 'no', shown: true, width: null },
      { name: 'name', shown: true, width: null },
      { name: 'remark', shown: true, width: null },
    ]);
  });
});
