import { T } from '@yanye/i18n';

/** Titles the recycling catalogue's entities share, said once. */
export const RECYCLE_TITLES = {
  category: T('回收分类', 'category'),
  question: T('估价问题', 'question'),
  unit: T('计价单位'),
  basePrice: T('基础价'),
  contact: T('联系人'),
  mobile: T('手机号', 'mobile2'),
  points: T('服务回收点'),
};

/** Why a row that something still refers to is not deleted (guards.ts picks one by the refusing key). */
export const IN_USE = {
  orders: T('“{name}”已被回收订单使用，不能删除，可改为停用'),
  children: T('“{name}”下还有子分类，请先删除或移走子分类'),
  questions: T('“{name}”下还有估价问题，请先删除这些问题'),
};
