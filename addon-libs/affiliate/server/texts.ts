import { optionsOf, T, type Texts, type UnionOrderState } from '@yanye/addon-kit/server';

/** The affiliate unions' titles, said once for the three: list columns, form fields and options. */
export const AFFILIATE_TITLES = {
  title: T('标题'),
  navTitle: T('导航名称'),
  icon: T('图标'),
  link: T('跳转链接'),
  position: T('广告位置'),
  account: T('联盟账号 ID'),
  nick: T('联盟昵称'),
  pid: T('推广位 PID', 'pid'),
  linkedAt: T('绑定时间'),
  orderNo: T('联盟订单号'),
  parentNo: T('父订单号'),
  goods: T('商品', 'goods'),
  goodsImage: T('商品图'),
  quantity: T('数量'),
  paid: T('付款金额'),
  rate: T('佣金比例 %'),
  estimated: T('预估佣金'),
  settled: T('结算佣金'),
  state: T('订单状态'),
  orderedAt: T('下单时间'),
  paidAt: T('付款时间'),
  settledAt: T('结算时间'),
  modifiedAt: T('联盟更新时间'),
  source: T('来源', 'source'),
  syncedAt: T('同步时间'),
} as const;

export const SHOWN = [
  { value: 1, label: T('显示') },
  { value: 0, label: T('隐藏') },
];

export const LINKED = [
  { value: 1, label: T('已绑定') },
  { value: 0, label: T('已解绑') },
];

/** The union channel's advert slots in the store's app, each with the size its picture is drawn at. */
export const UNION_SLOTS = [
  {
    value: 'union_banner',
    label: T('频道轮播（750×300）'),
  },
  {
    value: 'union_popup',
    label: T('频道弹窗（600×800）'),
  },
  {
    value: 'union_feed',
    label: T('商品流插卡（710×220）'),
  },
];

export const ORDER_STATE_TITLES: Readonly<Record<UnionOrderState, Texts>> = {
  pending: T('待付款', 'pending'),
  paid: T('已付款'),
  received: T('已收货'),
  settled: T('已结算'),
  invalid: T('已失效'),
};

export const ORDER_STATE_OPTIONS = optionsOf(ORDER_STATE_TITLES);

export const SOURCES = optionsOf({
  sync: T('同步'),
  push: T('联盟推送'),
});

/** What the operator log says of a union's authorization and its order syncs, the union named by its title. */
export const AFFILIATE_LOG = {
  tokenSaved: T('保存了「{union}」的授权'),
  tokenRefreshed: T('刷新了「{union}」的访问令牌，有效期至 {date}'),
  synced: T('同步了「{union}」的订单：拉取 {fetched} 条，新增 {created} 条，更新 {updated} 条'),
  expiresAt: T('到期时间'),
};

/** What the unions' calls tell the user, in their language. */
export const AFFILIATE_MESSAGES = {
  linkUnsafe: T('跳转链接须为 App 页面路径（以 /pages/ 开头）或 https:// 开头的完整地址'),
  imageRequired: T('请上传图片'),
  notConfigured: T('请先在“授权令牌”页填写 App Key 和 App Secret'),
  noToken: T('尚未授权：请先在“授权令牌”页填写访问令牌和到期时间'),
  tokenExpired: T('授权令牌已于 {date} 过期，请在“授权令牌”页刷新后再同步'),
  noRefreshToken: T('没有刷新令牌：请先在“授权令牌”页填写刷新令牌'),
  expiryNeeded: T('填写了访问令牌时必须填写到期时间'),
  expiryPast: T('到期时间须晚于现在'),
  expiryFar: T('到期时间不能超过 {days} 天以后'),
  tokenSaved: T('授权已保存'),
  tokenRefreshed: T('令牌已刷新，有效期至 {date}'),
  synced: T('同步完成：拉取 {fetched} 条，新增 {created} 条，更新 {updated} 条'),
} as const;
