import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts of the column settings (显示列) and the table's column headers. */
export const columnText = defineTexts({
  shown: T('显示', 'shown'),
  column: T('列'),
  width: T('列宽'),
  auto: T('自动'),
  moveUp: T('上移'),
  moveDown: T('下移'),
  reset: T('恢复默认'),
  hint: T('勾选要显示的列，用上移、下移调整顺序；列宽留空则按内容自动调整，也可在表格中拖动表头右边缘调整。'),
  resize: T('拖动调整“{title}”的列宽'),
});
