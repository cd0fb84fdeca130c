import { T } from '@yanye/i18n';
import { defineTexts } from './define';

/** The web app's common texts (buttons, list and form words); the established zh texts are kept verbatim. */
const zh = {
  title: T('盐业一站式服务平台', 'title'),
  subtitle: T('供应商与商家后台'),
  store: T('店铺账号（操作员登录时填写）'),
  username: T('用户名'),
  password: T('密码'),
  captcha: T('人机验证', 'captcha'),
  captchaHint: T('登录失败多次后，浏览器会先自动完成一小段计算，证明操作的不是脚本'),
  submit: T('登 录'),
  required: T('请输入{field}', 'required'),
  /** A field picked rather than typed (a select, a date, a picture) asks to be picked. */
  choose: T('请选择{field}'),
  welcome: T('欢迎回来'),
  logout: T('退出登录'),
  signedInAs: T('当前登录'),
  storeLabel: T('店铺'),
  roles: T('角色'),
  industry: T('行业'),
  total: T('合计'),
  upTo: T('最多'),
  search: T('搜索'),
  reset: T('重置'),
  expand: T('展开'),
  collapse: T('收起'),
  exportExcel: T('导出'),
  exportAsync: T('异步导出'),
  importExcel: T('导入'),
  importTemplate: T('下载导入模板'),
  columns: T('显示列'),
  columnsTitle: T('选择要显示的表头'),
  exportTitle: T('选择导出字段'),
  selectAll: T('全选', 'selectAll'),
  confirm: T('确定', 'confirm'),
  /** A dialog's settings taken (column settings, a link). */
  apply: T('应用', 'apply'),
  close: T('关闭', 'close'),
  cancel: T('取消'),
  atLeastOneColumn: T('请至少选择一列', 'atLeastOneColumn'),
  noApi: T('该表格没有配置 api'),
  importType: T('请上传 xlsx 或 xls 格式的文件'),
  importing: T('正在导入，请稍候'),
  prompt: T('提示'),
  loginAgain: T('登录状态已失效，请重新登录'),
  signInAgain: T('重新登录'),
  noPermission: T('无操作权限，请尝试重新登录或刷新页面'),
  openSettings: T('去设置', 'openSettings'),
  success: T('已完成', 'success'),
  pickStart: T('开始'),
  pickEnd: T('结束', 'pickEnd'),
  min: T('最小'),
  max: T('最大'),
  refresh: T('刷新'),
  loadFailed: T('加载失败'),
  add: T('添加'),
  edit: T('编辑'),
  /** A record's read-only page, opened from a row that may not be edited (an audited document). */
  view: T('查看'),
  del: T('删除'),
  save: T('保存'),
  back: T('返回'),
  added: T('已添加'),
  saved: T('已保存'),
  deleted: T('已删除'),
  selected: T('已选'),
  unchanged: T('数据未发生任何改变，请修改数据后再次提交', 'unchanged'),
  actions: T('操作', 'actions'),
  amount: T('金额'),
  addLine: T('添加明细'),
};

const text = defineTexts(zh);

export type TextKey = keyof typeof zh;

/** The text of `key` in the current language, `{field}` filled. */
export function t(key: TextKey, field?: string): string {
  return field === undefined ? text(key) : text(key, { field });
}
