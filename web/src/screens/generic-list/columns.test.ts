import type { ColumnMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { columnWidth, imageSrc } from './columns';

const col = (o: Partial<ColumnMeta>): ColumnMeta => ({
  name: 'x',
  title: 'X',
  type: 'text',
  item_width: 'auto',
  sum: false,
  money: false,
  showTableRow: '1',
  sort: false,
  decimal: null,
  item_align: 'left',
  options: null,
  ...o,
});

describe('columnWidth', () => {
  it('keeps type and name minimums', () => {
    expect(columnWidth(col({ type: 'image', title: '图' }))).toBe(100);
    expect(columnWidth(col({ type: 'datetime', title: '时间' }))).toBe(160);
    expect(columnWidth(col({ type: 'eqdate', title: '日' }))).toBe(100);
    expect(columnWidth(col({ name: 'status', title: '态' }))).toBe(80);
  });

  it('gives the header 16 px per character plus three', () => {
    expect(columnWidth(col({ title: '商品名称' }))).toBe(112);
    expect(columnWidth(col({ title: '商品名称', item_width: '220' }))).toBe(220);
    expect(columnWidth(col({ title: '名', item_width: '20%' }))).toBe('20%');
  });
});

describe('imageSrc', () => {
  it('uses only values holding //', () => {
    expect(imageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageSrc('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageSrc('uploads/a.png')).toBeUndefined();
    expect(imageSrc(null)).toBeUndefined();
  });
});
