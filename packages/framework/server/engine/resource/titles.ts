import { T } from '@yanye/i18n';

/** Titles most entities share, in zh, en, es and ja: said once here rather than in each module. */
export const COMMON_TITLES = {
  id: T('编号'),
  name: T('名称'),
  status: T('状态'),
  sort: T('排序'),
  remark: T('备注', 'remark'),
  phone: T('电话'),
  address: T('地址'),
  image: T('图片'),
  created: T('创建时间'),
  updated: T('更新时间'),
  deleted: T('删除时间'),
  /** Why an un-audit or a cancellation is done: asked first, kept in the operator log. */
  reason: T('原因'),
  /** The hint beside the sort number field. */
  sortTip: T('数值越大越靠前'),
};
