import { T } from '@yanye/i18n';
import { describe, expect, it } from 'vitest';
import { pathLabel } from './labels';

describe('pathLabel: a field inside a field named by its parts', () => {
  const labels = { columns: T('列设置'), width: T('宽度'), values: T('设置') };

  it('names a list item’s field by the list, the item’s number from 1 and the field', () => {
    const said = pathLabel(labels, 'columns.1.width');
    expect(said?.zh).toBe('列设置第 2 项的宽度');
    expect(said?.en).toBe('Columns › item 2 › Width');
  });

  it('stops at the last part that has a label, and names nothing where the first has none', () => {
    expect(pathLabel(labels, 'values.rate')?.zh).toBe('设置');
    expect(pathLabel(labels, 'columns.0.colour')?.zh).toBe('列设置第 1 项');
    expect(pathLabel(labels, 'menu.0.name')).toBeUndefined();
    expect(pathLabel(labels, '0.width')).toBeUndefined();
  });

  it('takes a label given to the whole path, and a plain field as fieldLabel does', () => {
    expect(
      pathLabel(
        { ...labels, 'columns.0': T('第一列', 'First column', 'Primera columna', '最初の列') },
        'columns.0',
      )?.zh,
    ).toBe('第一列');
    expect(pathLabel(labels, 'width')?.zh).toBe('宽度');
    expect(pathLabel(labels, 'id')?.zh).toBe('记录编号');
  });
});
