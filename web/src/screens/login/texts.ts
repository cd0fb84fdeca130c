import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the sign-in page's SMS and WeChat ways in, of its captcha, and of /auth-redirect. */
export const loginText = defineTexts({
  byPassword: T('账号密码登录'),
  bySms: T('短信验证码登录'),
  phone: T('手机号'),
  phoneInvalid: T('请输入正确的手机号（11 位，以 1 开头）'),
  code: T('短信验证码'),
  sendCode: T('获取验证码'),
  resendIn: T('{n} 秒后重发'),
  others: T('其他登录方式'),
  byWechat: T('微信扫码登录'),
  wechatClosed: T('微信登录未开通'),
  signingIn: T('正在登录…'),
  staleReturn: T('登录请求已失效或来源不明，请重新扫码登录'),
  backToLogin: T('返回登录页'),
  phoneHint: T('店铺主账号可不填店铺账号；操作员请填写'),
  captchaSolving: T('正在验证你不是机器人…'),
  captchaSolved: T('已验证'),
  captchaFailed: T('人机验证未能完成，请重试'),
  captchaRetry: T('重试'),
});
