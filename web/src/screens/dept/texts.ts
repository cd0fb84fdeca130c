import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the department tree. */
export const deptText = defineTexts({
  name: T('部门名称', 'name'),
  type: T('类型', 'type'),
  leader: T('负责人'),
  phone: T('电话'),
  sort: T('排序'),
  addBelow: T('添加下级'),
});
