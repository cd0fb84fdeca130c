import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** Texts of a record's details page. */
export const detailText = defineTexts({
  history: T('处理记录'),
  by: T('操作人', 'by'),
  noHistory: T('暂无处理记录'),
});
