import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the role list and the role editor. */
export const roleText = defineTexts({
  name: T('角色名称'),
  description: T('角色描述'),
  pages: T('页面数'),
  updatedAt: T('更新时间'),
  searchName: T('按角色名称搜索'),
  empty: T('还没有角色：添加一个角色，再在操作员里分给他们'),
  pageTree: T('可访问页面'),
  chosen: T('已选 {count} / {total} 个页面'),
  apis: T('接口权限 {count} 个，由所选页面自动生成'),
  kept: T('另保留 {count} 个未安装插件的页面'),
  expandAll: T('全部展开'),
  collapseAll: T('全部收起'),
  checkAll: T('全选'),
  reserved: T('“admin”为系统保留角色名'),
  treeHint: T('勾选列表即可查看；其下的添加、编辑、删除等按钮需单独勾选'),
});
