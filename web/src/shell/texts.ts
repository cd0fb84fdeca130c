import { T } from '@yanye/i18n';
import { defineTexts } from '../i18n/define';

/** Every text of the console shell; the established zh texts are verbatim. */
const zh = {
  menuSearch: T('搜索菜单'),
  noMatch: T('没有匹配的菜单'),
  palette: T('搜索页面与操作'),
  paletteHint: T('输入页面名称、路径或拼音'),
  shortcuts: T('快捷键'),
  keyPalette: T('打开页面搜索'),
  keyHelp: T('显示快捷键'),
  keySearch: T('聚焦列表搜索'),
  keySave: T('保存表单'),
  keyMove: T('在结果中上下移动'),
  keyOpen: T('打开选中的结果'),
  keyClose: T('关闭对话框'),
  whereAnywhere: T('任何位置'),
  wherePage: T('页面上（不在输入框中）'),
  whereForm: T('表单中'),
  wherePalette: T('页面搜索中'),
  fullscreen: T('全屏'),
  noFullscreen: T('you browser can not work'),
  exportTasks: T('导出任务'),
  noExportTasks: T('暂无导出任务'),
  download: T('下载'),
  expired: T('失效'),
  exporting: T('导出中'),
  exportFailed: T('导出失败'),
  exportQueued: T('排队中'),
  exportDone: T('已完成', 'exportDone'),
  removeTask: T('删除', 'removeTask'),
  rows: T('{n} 行'),
  language: T('语言'),
  settings: T('布局设置'),
  themeColor: T('主题色'),
  tagsView: T('显示标签栏'),
  fixedHeader: T('固定头部'),
  pinyinSearch: T('菜单拼音搜索'),
  home: T('首页'),
  profileEdit: T('编辑资料'),
  passwordEdit: T('修改密码'),
  wechatBind: T('绑定微信', 'wechatBind'),
  wechatUnbind: T('解绑微信', 'wechatUnbind'),
  logout: T('退出登录'),
  refresh: T('刷新', 'refresh'),
  close: T('关闭', 'close'),
  closeLeft: T('关闭左侧'),
  closeRight: T('关闭右侧'),
  closeOthers: T('关闭其他'),
  closeAll: T('全部关闭'),
  apiHost: T('接口地址', 'apiHost'),
  apiHostHint: T('只对当前浏览器标签页生效；留空恢复默认。'),
  apiHostInvalid: T('请输入以 http:// 或 https:// 开头的地址'),
  noRoutes: T('没有获取到可访问的页面，请重新登录'),
  noRoles: T('该账号没有分配角色，请联系管理员'),
  confirm: T('确定', 'confirm'),
  cancel: T('取消'),
  prompt: T('提示', 'prompt'),
  menu: T('菜单'),
  openInNewWindow: T('已在新窗口打开'),
  kefu: T('在线客服'),
  kefuMinimise: T('收起', 'kefuMinimise'),
  kefuMaximise: T('最大化'),
  kefuRestore: T('还原'),
  mustChangePassword: T('您的密码由管理员设置，请先修改密码再继续使用。'),
} as const;

const text = defineTexts(zh);

export type ShellTextKey = keyof typeof zh;

/** A shell text in the current language, `{n}` filled. */
export function shellText(key: ShellTextKey, n?: number): string {
  return n === undefined ? text(key) : text(key, { n });
}
