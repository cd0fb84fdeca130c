import { T, type Texts } from '@yanye/i18n';
import { ENTRY_LABELS, type EntryDocument } from '@yanye/protocol';

/** What onboarding, its review and certification say, in each language (beside the code that says it). */
export const ONBOARDING_MESSAGES = {
  codeSentRegister: T('验证码已发送，{minutes} 分钟内有效'),
  codeSentFind: T('如该手机号有入驻申请，验证码已发送，{minutes} 分钟内有效'),
  phoneApplied: T('该手机号已提交过入驻申请，请在“查询进度”中用手机号找回'),
  phoneIsMerchant: T('该手机号已是商家主账号，请直接登录'),
  agreementOutdated: T('入驻协议已更新，请重新阅读并同意后再提交'),
  applicantExpired: T('入驻申请凭证已失效，请用手机号和验证码重新查询'),
  underReview: T('申请已提交审核，审核结束前不能修改'),
  approvedAlready: T('申请已通过，店铺已开通，请直接登录'),
  infoFirst: T('请先填写并提交入驻资料'),
  alreadyPaid: T('入驻费已支付，无需重复支付'),
  tooManyOrders: T('今日发起支付次数过多，请明天再试'),
  payUnavailable: T('支付服务暂时不可用，请稍后再试'),
  paySubject: T('商家入驻费 · {store}'),
  documentRequired: T('请上传{document}'),
  documentNotOurs: T('{document}不是本申请上传的文件，请重新上传'),
  creditCodeBad: T('统一社会信用代码不正确：应为 18 位，且末位校验码正确（GB 32100）'),
  idNoBad: T('法定代表人身份证号不正确：应为 18 位，出生日期和末位校验码正确（GB 11643）'),
  bankAccountBad: T('银行账号不正确：应为 8 至 32 位数字'),
  certPending: T('认证资料审核中，请等待审核结果'),
  certNotApplied: T('该认证申请不在待审核状态'),
  notSubmitted: T('该申请尚未提交（资料或入驻费未完成），不能审核'),
  usernameTaken: T('手机号 {phone} 已是其他店铺的主账号，不能开通：请驳回并说明原因'),
  approved: T('已通过，店铺已开通：登录账号 {username}'),
  rejected: T('已驳回'),
  notifyUnknownOrder: T('没有这个支付订单'),
  notifyAmount: T('通知金额与订单金额不符'),
  fileExpired: T('文件链接已失效，请刷新页面'),
};

/** What the operator log says of a certification applied for, and of the platform's review. */
export const SAID = {
  certApplied: T('提交了店铺认证「{name}」'),
  claimed: T('开始审核入驻申请「{name}」'),
  approved: T('通过了入驻申请「{name}」，开通店铺 {login}（账号 {username}）'),
  rejected: T('驳回了入驻申请「{name}」'),
  certApproved: T('通过了店铺认证「{name}」'),
  certRejected: T('驳回了店铺认证「{name}」'),
};

/** A document's name in the sentence of a message. */
export const DOCUMENT_TITLES: Readonly<Record<EntryDocument, Texts>> = {
  license_image: ENTRY_LABELS.license_image,
  salt_license_image: ENTRY_LABELS.salt_license_image,
};
