import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts of a record's details page. */
export const detailText = defineTexts({
  history: T('处理记录'),
  by: T('操作人', 'by'),
  noHistory: T('暂无处理记录'),
  /** The tabs of a record's page: the record itself, and what was done to it (the operator log's entries). */
  recordTab: T('基本信息'),
  changesTab: T('操作历史'),
  noChanges: T('暂无操作历史'),
  loadMore: T('加载更多'),
  /** A document's lines on its read-only page, and its remark. */
  lines: T('明细'),
  remark: T('备注', 'remark'),
});
