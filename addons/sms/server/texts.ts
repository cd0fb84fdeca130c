// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.
import { optionsOf, T } from '@yanye/addon-kit/server';

/** The SMS add-on's titles, said once for its lists, forms and messages. */
export const SMS_TITLES = {
  name: T('模板名称'),
  code: T('模板CODE'),
  kind: T('模板类型'),
  signName: T('短信签名'),
  content: T('模板内容'),
  variables: T('变量'),
  remark: T('申请说明'),
  reviewState: T('审核状态', 'reviewState'),
  reviewNote: T('审核意见', 'reviewNote'),
  submittedAt: T('提交时间', 'submittedAt'),
  phone: T('手机号', 'phone'),
  template: T('模板'),
  purpose: T('用途'),
  state: T('状态', 'state'),
  bizId: T('回执ID'),
  parts: T('计费条数'),
  cost: T('费用'),
  error: T('失败原因', 'error'),
  sentAt: T('发送时间'),
  reportedAt: T('回执时间'),
};

export const KINDS = optionsOf({
  code: T('验证码'),
  notice: T('短信通知'),
  promo: T('推广短信'),
});

export const REVIEW_OPTIONS = optionsOf({
  draft: T('未提交'),
  pending: T('审核中'),
  approved: T('审核通过'),
  rejected: T('未通过', 'rejected'),
});

export const STATE_OPTIONS = optionsOf({
  sending: T('发送中'),
  sent: T('已发送'),
  failed: T('失败'),
  delivered: T('已送达'),
});

export const PURPOSE_OPTIONS = optionsOf({
  test: T('测试发送'),
  login: T('登录验证码'),
  notice: T('业务通知'),
});

/** What the SMS add-on refuses or says, in the user's language. */
export const SMS_MESSAGES = {
  notEditable: T('审核中或已通过的模板不能修改或删除'),
  noVariables: T('模板内容中的变量写法为 ${name}，变量名以字母或下划线开头'),
  tooManyVariables: T('一个模板最多 10 个变量'),
  codeNeedsVariable: T('验证码模板须含变量 ${code}'),
  signInContent: T('签名不要写在模板内容里（去掉“【】”），发送时由服务商加上'),
  cannotSubmit: T('模板“{name}”{state}，不能提交审核'),
  notApproved: T('模板“{name}”尚未审核通过，不能发送'),
  notNotice: T('模板“{name}”不是短信通知模板，不能发送通知'),
  missingVariable: T('请填写变量 {variable} 的值'),
  unknownVariable: T('模板中没有变量 {variable}'),
  noTemplate: T('模板不存在'),
  submitted: T('已提交审核，模板CODE {code}，审核结果将由服务商通知'),
  testSent: T('测试短信已发送至 {phone}'),
};

/** What the operator log says of a template sent for review and of a test message. */
export const SMS_LOG = {
  submitted: T('提交了短信模板「{name}」送审（模板CODE {code}）'),
  tested: T('用短信模板「{name}」向 {phone} 发送了测试短信'),
};
