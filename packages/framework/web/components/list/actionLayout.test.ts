import { describe, expect, it } from 'vitest';
import { actionColumnWidth, actionsWidth, buttonWidth, splitInline } from './actionLayout';

describe('the actions column', () => {
  it('shows two actions in sight, and of more the first and a "more" menu', () => {
    expect(splitInline(['编辑', '删除'])).toEqual({ inline: ['编辑', '删除'], more: [] });
    expect(splitInline(['编辑', '审核', '删除'])).toEqual({ inline: ['编辑'], more: ['审核', '删除'] });
    expect(splitInline([])).toEqual({ inline: [], more: [] });
    // A longer second action waits behind "more", so the pair does not widen the column.
    expect(splitInline(['收货', '反审核'])).toEqual({ inline: ['收货'], more: ['反审核'] });
  });

  it('keeps a pinned action (a document’s audit) in sight beside the first, the rest behind "more"', () => {
    const audit = (label: string) => label === '审核' || label === 'Audit';
    expect(splitInline(['编辑', '审核', '打印', '删除'], String, audit)).toEqual({
      inline: ['编辑', '审核'],
      more: ['打印', '删除'],
    });
    expect(splitInline(['编辑', '打印', '审核'], String, audit)).toEqual({
      inline: ['编辑', '审核'],
      more: ['打印'],
    });
    // Nothing pinned: as before.
    expect(splitInline(['查看', '反审', '打印'], String, audit)).toEqual({
      inline: ['查看'],
      more: ['反审', '打印'],
    });
    expect(actionsWidth([{ label: '编辑' }, { label: '审核', pinned: true }, { label: '删除' }])).toBe(
      44 + 4 + 44 + 4 + 24 + 16,
    );
  });

  it('is as wide as its widest row needs, however many actions a row has', () => {
    expect(buttonWidth('编辑')).toBe(44);
    expect(buttonWidth('Edit')).toBe(48);
    // Edit in sight and a "more" button: no wider than one four-character action.
    expect(actionsWidth(['编辑', '审核', '删除'])).toBe(44 + 4 + 24 + 16);
    expect(actionsWidth(['编辑', '审核', '删除', '发货', '核销'])).toBe(
      actionsWidth(['编辑', '审核', '删除']),
    );
    expect(actionsWidth(['采购入库'])).toBe(72 + 16);
    expect(actionColumnWidth([['编辑', '审核', '删除'], ['采购入库'], []], '操作')).toBe(88);
    expect(actionColumnWidth([], '操作')).toBe(44);
  });
});
