import { formatMessage } from './catalogue';
import type { Lang } from './languages';
import { fillPlaceholders, isCatalogueText, T, type Texts, textsBy } from './texts';

/**
 * Every message the server puts in `msg`, in each language. The established zh texts are kept verbatim.
 * `{name}` placeholders are filled by `message()`.
 */
export const MESSAGES = {
  ok: T('操作成功'),
  badInput: T('参数错误'),
  fieldRequired: T('字段 {field} 不能为空'),
  /** A field refused for a reason of its own (`reasonRegionLeaf`): the field's label, then the rule it breaks. */
  fieldInvalid: T('{field}{reason}'),
  /*
   * A field's bound, said as the rule with its limit (validation.ts picks one from the schema's refusal). The
   * limits are written as the form shows them: money as `formatMoney`, other numbers grouped by thousands.
   */
  fieldTooLong: T('{field}最多 {max} 个字'),
  fieldTooShort: T('{field}至少 {min} 个字'),
  /** A number or an amount outside what its field takes (`{min}` and `{max}` as the form shows them). */
  fieldRange: T('{field}须在 {min} 到 {max} 之间'),
  fieldAtLeast: T('{field}不能小于 {min}'),
  fieldAtMost: T('{field}不能大于 {max}'),
  fieldAbove: T('{field}须大于 {min}'),
  fieldBelow: T('{field}须小于 {max}'),
  fieldFewItems: T('{field}至少选 {min} 项'),
  fieldManyItems: T('{field}最多 {max} 项'),
  fieldDecimals: T('{field}最多 {digits} 位小数'),
  /** A quantity in a unit counted whole (a bag, a case), or in a unit's places (a kilogram to 3). */
  qtyWhole: T('{unit}只能填整数'),
  qtyDecimals: T('{unit}的数量最多 {decimals} 位小数'),
  fieldNumber: T('{field}应为数字'),
  fieldWhole: T('{field}应为整数'),
  fieldText: T('{field}应为文字'),
  fieldList: T('{field}应为一组值'),
  fieldYesNo: T('{field}应为“是”或“否”'),
  fieldOption: T('{field}须从可选项中选择'),
  fieldEmail: T('{field}应为邮箱地址，如 name@example.com'),
  fieldUrl: T('{field}应为以 http:// 或 https:// 开头的网址'),
  invalidJson: T('请求体不是合法的 JSON'),
  badSign: T('签名错误'),
  staleTimestamp: T('请求已过期，请检查设备时间'),
  login: T('登录已失效，请重新登录'),
  noPermission: T('无操作权限'),
  /**
   * An add-on's call needs a setting the store has not filled in: its `data.fix_path` is where it is filled in,
   * which the console offers as a link.
   */
  settingMissing: T('请先在「{addon}」的设置中填写「{field}」'),
  notFound: T('接口不存在'),
  recordNotFound: T('记录不存在'),
  alreadyAudited: T('不可以重复审核！'),
  tooLarge: T('请求体过大'),
  valueOutOfRange: T('数值超出允许的范围'),
  tooDeep: T('请求体嵌套超过 {depth} 层'),
  replayed: T('该请求已处理过，没有重复执行'),
  requestInProgress: T('相同的请求正在处理中，请稍后刷新查看结果'),
  idempotencyKeyReused: T('该操作标识（Idempotency-Key）已用于另一个请求'),
  badIdempotencyKey: T('Idempotency-Key 格式不对（应为 8 到 128 位字母、数字、- 或 _）'),
  headersTooLarge: T('请求的地址或请求头过长'),
  unsupportedMedia: T('不支持的请求格式'),
  tooManyRequests: T('请求过于频繁，请稍后再试'),
  internal: T('服务器繁忙，请稍后再试'),
  /** The database did not answer (a restart, a failover): nothing was done, and the same call may be made again. */
  databaseAway: T('服务暂时不可用，请稍后重试'),
  loginFailed: T('用户名或密码错误'),
  captchaRequired: T('请先完成人机验证'),
  captchaWrong: T('人机验证未通过或已过期，请重试'),
  accountLocked: T('登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试'),
  accountDisabled: T('账号已被禁用'),
  storeDisabled: T('店铺已停用'),
  smsLoginClosed: T('短信登录未开启'),
  smsCodeWrong: T('短信验证码错误或已过期'),
  noRefreshToken: T('刷新令牌无效，请重新登录'),
  valueTaken: T('{field}“{value}”已存在'),
  nameTaken: T('名称“{name}”已存在'),
  roleReservedName: T('“admin”为系统保留角色名'),
  roleUnknownPath: T('页面路径不存在：{value}'),
  roleUnknownApi: T('接口路径不存在：{value}'),
  roleApiNotOfPages: T('接口 {value} 不属于所选页面'),
  roleInUse: T('角色正在被使用：{names}，请先修改这些操作员的角色'),
  /** Two names of a list, as each language joins them: `roleInUse` builds its `{names}` with it. */
  roleHolderJoin: T('{a}、{b}'),
  /** The named holders of a role, when more hold it than are named. */
  roleHoldersMore: T('{names} 等 {count} 人'),
  /** The reasons `fieldInvalid` gives, each a rule the value breaks. */
  reasonType: T('应为文字或数字'),
  reasonFormat: T('写法不对'),
  /** Text holding a character no record keeps: a control character, half a surrogate pair. */
  reasonPlain: T('不能含有控制字符等不可见字符'),
  reasonValue: T('不是可选的值'),
  /** A picture or a file: a web address, or a path of the console's own uploads. */
  reasonLink: T('应为 http:// 或 https:// 开头的网址，或本站上传的文件'),
  /** A page of this console, never another site. */
  reasonLocalPath: T('应为本系统内以 / 开头的页面地址'),
  reasonPostcode: T('应为 6 位数字'),
  /** A region field holds a district (or a city without districts), never a whole province or city. */
  reasonRegionLeaf: T('须选到区县一级'),
  /** A bank card number that is none: the wrong length, or its check digit (Luhn) does not hold. */
  reasonCardNumber: T('应为 12 至 19 位数字的银行卡号，且校验位正确'),
  /** A list's `_after`/`_before` that is no cursor of ours (docs/engine.md, "Pages by key"). */
  cursorInvalid: T('翻页位置无效，请回到第一页重新翻页'),
  /** A cursor made for another sort or direction than the request's. */
  cursorOtherSort: T('翻页位置属于另一种排序，请回到第一页重新翻页'),
  exportNoColumns: T('请至少选择一列'),
  exportTooMany: T('共 {count} 行，超过 {limit} 行不能直接导出，请使用异步导出'),
  importType: T('请上传 xlsx 或 xls 文件（也接受 csv）'),
  importNoFile: T('请选择要导入的文件'),
  importCorrupt: T('文件已损坏或不是表格文件'),
  importTooBig: T('文件过大：最多 10 MB、50000 行'),
  importTooSlow: T('文件过于复杂，未能在 20 秒内读完，请精简或拆分后再导入'),
  importBusy: T('正在处理其他导入，请稍后再试'),
  importEmpty: T('文件中没有数据行'),
  importMissingColumn: T('缺少必填列：{field}'),
  importRow: T('第{row}行 {field}: {reason}'),
  /** A row refused by a rule that names its field itself (`售价须在 0.01 到 99,999,999.99 之间`). */
  importRowRule: T('第{row}行 {rule}'),
  /** A refusal's reason with the refused cell's text after it, bracketed as the language brackets. */
  importRowCell: T('{reason}（{cell}）'),
  reasonRequired: T('不能为空'),
  /** A unique value given twice in one sheet. */
  reasonRepeated: T('与第{row}行重复'),
  /** The database refused a second record with a value that must be unique (a race the checks could not see). */
  referenceChanged: T('引用的记录已不存在或仍被使用，请刷新后再试'),
  duplicateRecord: T('已有相同的记录，请刷新后再试'),
  reasonNotFound: T('记录不存在', 'reasonNotFound'),
  importDone: T('已导入：新增 {inserted} 条，更新 {updated} 条'),
  /** An import's dry run (docs/engine.md, "Import preview"). */
  importPreviewed: T('预览：可新增 {inserted} 条，可更新 {updated} 条，{refused} 条有误'),
  /** The file sent to apply is not the one previewed, or the preview was made by someone else or forged. */
  importPreviewMismatch: T('文件与预览时的不同，未导入任何数据，请重新预览'),
  importPreviewExpired: T('预览已过期，未导入任何数据，请重新预览'),
  /** The store changed between the preview and the apply: the counts would differ. */
  importPreviewChanged: T('数据在预览后有变化，未导入任何数据，请重新预览'),
  exportQueued: T('导出任务已创建，完成后可在导出列表中下载'),
  exportExpired: T('文件已失效'),
  delete: T('删除'),
  emptyRoles: T('用户角色不能为空'),
  phoneInvalid: T('{field}应为 1 开头的 11 位手机号码，如 13800138000'),
  contactPhoneInvalid: T('{field}应为手机号或区号加座机号，如 13800138000 或 0371-12345678'),
  /** A company's service line: a hotline too. */
  servicePhoneInvalid: T('{field}应为服务电话，如 95338、400-820-2728 或 0371-12345678'),
  smsCodeSent: T('如该手机号已绑定账号，验证码已发送，{minutes} 分钟内有效'),
  smsTooSoon: T('验证码发送过于频繁，请 {seconds} 秒后再试'),
  smsDailyLimit: T('该手机号今日获取验证码次数已达上限，请明天再试'),
  smsLoginAmbiguous: T('该手机号对应多个店铺的账号，请填写店铺账号后重新获取验证码'),
  passwordMismatch: T('两次输入的新密码不一致'),
  passwordWeak: T('新密码须为 8 至 64 位，且同时包含字母和数字'),
  passwordLikeUsername: T('新密码不能包含用户名'),
  passwordSame: T('新密码不能与原密码相同'),
  oldPasswordWrong: T('原密码不正确'),
  passwordChanged: T('密码已修改，其他设备上的登录已退出'),
  phoneTaken: T('手机号 {phone} 已被本店铺的其他账号使用'),
  wxCodeInvalid: T('微信授权码无效或已过期，请重新扫码'),
  wxAlreadyBound: T('当前账号已绑定微信，请先解绑'),
  wxOpenidTaken: T('该微信已绑定本店铺的其他账号'),
  wxNotBound: T('当前账号未绑定微信'),
  wxLoginNotBound: T('该微信未绑定账号，请用账号密码登录后在个人中心绑定微信'),
  wxLoginAmbiguous: T('该微信绑定了多个店铺的账号，请填写店铺账号后再扫码'),
  linesRequired: T('请至少添加 {min} 行明细'),
  linesTooMany: T('明细最多 {max} 行'),
  lineProblem: T('第 {line} 行：{problem}'),
  docLocked: T('已审核的单据不能修改或删除'),
  stockShort: T('库存不足：{material} 在 {warehouse} 可用 {available}，需要 {needed}'),
  purchaseNotAudited: T('采购订单未审核，不能入库'),
  unitMismatch: T('单位“{unit}”不能换算为物料“{material}”的单位'),
  materialDisabled: T('物料“{material}”已停用'),
  warehouseDisabled: T('仓库“{warehouse}”已停用'),
  partnerNotApproved: T('“{name}”尚未审核通过，不能用于单据'),
  inUse: T('“{name}”已被{by}使用，不能删除'),
  usedByDocuments: T('单据'),
  usedByStock: T('库存'),
  usedByMaterials: T('物料'),
  usedByChildren: T('下级部门'),
  usedByShops: T('门店'),
  usedByOperators: T('操作员'),
  usedByOrders: T('订单'),
  auditDone: T('已审核'),
  serviceUnavailable: T('{service}服务暂时不可用，请稍后再试'),
  serviceWechat: T('微信'),
  addonUnknown: T('插件不存在：{key}'),
  addonAlreadyInstalled: T('插件“{title}”已安装'),
  addonNotInstalled: T('插件“{title}”未安装'),
  batchDone: T('已处理 {count} 条'),
  orderStatusChanged: T('订单状态已变化，请刷新后重试'),
  orderCancelled: T('订单已取消，库存已退回'),
  orderShipped: T('已发货'),
  orderVerified: T('已核销'),
  refundStatusChanged: T('售后单状态已变化，请刷新后重试'),
  refundTooMuch: T('退款金额超过订单可退金额 {left} 元'),
  quickMenuMax: T('最多可添加16个快捷菜单哦'),
  quickMenuDuplicate: T('请勿重复添加'),
  quickMenuDashboard: T('{title} 不可添加快捷菜单哦'),
  quickMenuUnknown: T('没有这个页面或无权访问：{path}'),
  listUnknown: T('没有这个列表或无权访问：{list}'),
  listColumnUnknown: T('列表“{list}”没有“{name}”这一列'),
  listColumnTwice: T('“{title}”这一列出现了两次，每列只能设置一次'),
  listColumnsTooMany: T('列设置最多 {max} 列，收到 {count} 列'),
  listColumnWidth: T('“{title}”的列宽须在 {min} 到 {max} 像素之间'),
  listColumnsNoneShown: T('请至少显示一列'),
  listViewUnknown: T('这个视图不存在，或未共享给你'),
  listViewNotMine: T('视图“{name}”由 {owner} 创建，只有创建人可以修改或删除'),
  listViewNameTaken: T('你在这个列表已有名为“{name}”的视图，请换一个名称'),
  listViewsTooMany: T('每个列表最多保存 {max} 个视图，请先删除不用的视图'),
  listViewWrongList: T('视图“{name}”属于另一个列表'),
  listViewRoleUnknown: T('没有这个角色：{id}'),
  listViewRoleCannotOpen: T('角色“{role}”不能打开列表“{list}”，不能共享给它'),
  listViewRolesTooMany: T('一个视图最多共享给 {max} 个角色'),
  listViewFilterUnknown: T('列表“{list}”没有“{name}”这个筛选条件'),
  listViewFilterInvalid: T('筛选条件“{title}”的值无效：{value}'),
  listViewSortInvalid: T('列表“{list}”不能按“{name}”排序'),
  listViewTabUnknown: T('列表“{list}”没有“{name}”这个分类'),
  listViewPageSize: T('每页条数须为 {sizes} 之一'),
  revertDone: T('已恢复'),
  /**
   * A save whose payload equals what is already there (settings, app versions, quick menus; docs/business-rules.md).
   */
  unchanged: T('数据未发生任何改变，请修改数据后再次提交'),
  reportRange: T('统计区间须在 1 至 {days} 天之间，且开始早于结束'),
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;
/** A value, a text in each language (a state's name), or another message with its own values. */
export type MessageParam =
  | string
  | number
  | Texts
  | { readonly key: MessageKey; readonly params?: MessageParams };
export type MessageParams = { readonly [name: string]: MessageParam };

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return textOf(MESSAGES[key], lang, params);
}

/**
 * A text of one's own (an entity's message, declared beside it) in `lang`, its placeholders filled as
 * {@link message} fills them.
 */
export function textOf(texts: Texts, lang: Lang, params: MessageParams = {}): string {
  const written = (name: string): string | undefined => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'object') return String(value);
    return 'key' in value ? message(lang, value.key, value.params) : value[lang];
  };
  const text = texts[lang];
  if (isCatalogueText(texts)) {
    // A number stays a number where the message counts with it (`{n, plural, …}`), else it is written as given.
    const values: Record<string, string | number> = {};
    for (const name of Object.keys(params)) {
      const raw = params[name];
      values[name] = typeof raw === 'number' && text.includes(`{${name},`) ? raw : (written(name) ?? '');
    }
    const formatted = formatMessage(text, lang, values);
    if (formatted !== undefined) return formatted;
  }
  return fillPlaceholders(text, written);
}

/**
 * A catalogue message with its values in, as a text in every language: `textWith(T('添加{name}'), { name: noun })`
 * titles a page after an entity whose name is itself a text.
 */
export function textWith(texts: Texts, params: MessageParams): Texts {
  return textsBy((lang) => textOf(texts, lang, params));
}
