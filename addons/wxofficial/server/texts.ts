import { optionsOf, T } from '@yanye/addon-kit/server';

/** What the official account's calls tell the operator, in zh, en, es and ja. */
export const WXOFFICIAL_MESSAGES = {
  menuSaved: T('菜单已保存为草稿，发布后粉丝才能看到'),
  menuPublished: T('菜单已发布到微信，粉丝将在 5 分钟内看到'),
  menuNothing: T('还没有可发布的菜单，请先编辑并保存'),
  menuFetched: T('已读取微信上的菜单（{count} 个一级菜单）作为草稿'),
  menuNothingOnWechat: T('微信上还没有菜单，草稿保持不变'),
  replyTextMissing: T('文字回复需要填写内容'),
  replyTooLong: T('回复内容为 {bytes} 字节，超过微信允许的 {max} 字节'),
  mediaMissing: T('图片回复需要填写永久素材的 media_id（字母、数字、- 或 _）'),
  keywordTaken: T('关键词“{keyword}”已有{match}规则：编号 {id}“{held}”'),
  keywordRepeated: T('关键词“{keyword}”在表格中出现不止一次（{match}），一个关键词只能有一条规则'),
  templatesSynced: T('已同步 {found} 个模板（新增 {added} 个，微信已删除 {removed} 个）'),
  templateFromWechat: T('模板在微信公众平台添加，点击“从微信同步”后出现在这里'),
  templateRemoved: T('该模板已在微信删除，不能发送'),
  fanGone: T('该粉丝已取消关注'),
  fieldMissing: T('请填写模板字段“{field}”'),
  fieldUnknown: T('模板没有字段“{field}”'),
  fieldTooLong: T('模板字段“{field}”最多 {max} 个字符'),
  urlInvalid: T('跳转链接需以 http:// 或 https:// 开头'),
  templateSent: T('测试消息已发送（msgid {msgid}）'),
  fansSynced: T('已同步 {followers} 位粉丝、{tags} 个标签；{unsubscribed} 位已取消关注'),
  tagUnknown: T('标签 {tag} 不存在，请先同步粉丝与标签'),
  tagsSaved: T('粉丝标签已更新'),
};

/** What the operator log says of the account's menu, replies, templates and followers. */
export const WXOFFICIAL_LOG = {
  menuSaved: T('保存了自定义菜单草稿：{names}'),
  menuPublished: T('发布了自定义菜单（{count} 个一级菜单）'),
  menuFetched: T('将微信上的菜单读取为草稿（{count} 个一级菜单）'),
  welcomeOn: T('开启了关注回复（{type}）'),
  welcomeOff: T('关闭了关注回复'),
  templatesSynced: T('同步了模板消息：{found} 个（新增 {added} 个，微信已删除 {removed} 个）'),
  templateSent: T('向粉丝「{fan}」发送了测试模板消息「{title}」'),
  fansSynced: T('同步了粉丝与标签：{followers} 位粉丝、{tags} 个标签，{unsubscribed} 位已取消关注'),
  tagsSaved: T('修改了粉丝「{fan}」的标签'),
};

/** Titles of the lists' columns and choices. */
export const WXOFFICIAL_TITLES = {
  keyword: T('关键词'),
  match: T('匹配方式'),
  replyType: T('回复类型'),
  content: T('回复内容', 'content'),
  mediaId: T('图片素材 media_id'),
  priority: T('优先级'),
  hits: T('命中次数'),
  lastHit: T('最近命中'),
  enabled: T('启用', 'enabled2'),
  direction: T('方向'),
  openid: T('粉丝 OpenID'),
  follower: T('粉丝备注'),
  msgType: T('消息类型'),
  event: T('事件'),
  eventKey: T('事件 Key'),
  said: T('消息内容'),
  state: T('状态', 'state'),
  matched: T('命中规则'),
  reply: T('回复', 'reply'),
  sentAt: T('消息时间'),
  templateId: T('模板 ID'),
  title: T('模板标题'),
  industry: T('所属行业'),
  body: T('模板内容', 'body'),
  example: T('示例'),
  scene: T('用途', 'scene'),
  synced: T('同步时间', 'synced'),
  unionid: T('UnionID'),
  remark: T('备注名'),
  subscribe: T('关注状态'),
  subscribeTime: T('关注时间'),
  unsubscribeTime: T('取消关注时间'),
  source: T('关注来源'),
  language: T('语言'),
  tags: T('标签'),
};

export const MATCH_OPTIONS = optionsOf({
  exact: T('全匹配'),
  partial: T('半匹配（包含）'),
});

export const REPLY_OPTIONS = optionsOf({
  text: T('文字'),
  image: T('图片', 'image'),
});

export const DIRECTION_OPTIONS = optionsOf({
  in: T('粉丝发来'),
  out: T('模板消息', 'out'),
});

export const MSG_TYPE_OPTIONS = optionsOf({
  text: T('文字'),
  image: T('图片', 'image'),
  voice: T('语音'),
  video: T('视频'),
  shortvideo: T('小视频'),
  location: T('位置'),
  link: T('链接'),
  event: T('事件'),
  template: T('模板消息', 'template'),
});

export const EVENT_OPTIONS = optionsOf({
  subscribe: T('关注'),
  unsubscribe: T('取消关注'),
  CLICK: T('点击菜单'),
  VIEW: T('打开菜单网页'),
  SCAN: T('扫码'),
  LOCATION: T('上报位置'),
});

export const STATE_OPTIONS = optionsOf({
  received: T('已接收'),
  replied: T('已自动回复'),
  sent: T('已发送'),
  delivered: T('已送达'),
  failed: T('发送失败'),
});

export const TEMPLATE_STATUS = optionsOf({
  active: T('可用', 'active'),
  removed: T('微信已删除'),
});

export const SCENE_OPTIONS = optionsOf({
  order_paid: T('订单支付', 'order_paid'),
  order_shipped: T('订单发货'),
  refund: T('退款', 'refund2'),
  other: T('其他'),
});

export const SUBSCRIBE_OPTIONS = [
  { value: 1, label: T('关注中') },
  { value: 0, label: T('已取消关注') },
];

export const SOURCE_OPTIONS = optionsOf({
  ADD_SCENE_SEARCH: T('公众号搜索'),
  ADD_SCENE_QR_CODE: T('扫描二维码'),
  ADD_SCENE_PROFILE_CARD: T('名片分享'),
  ADD_SCENE_ACCOUNT_MIGRATION: T('公众号迁移'),
  ADD_SCENE_PROFILE_LINK: T('图文页名称'),
  ADD_SCENE_PAID: T('支付后关注'),
  ADD_SCENE_WECHAT_ADVERTISEMENT: T('微信广告'),
  ADD_SCENE_OTHERS: T('其他'),
});
