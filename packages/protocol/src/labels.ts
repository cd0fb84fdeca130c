import { T, type Texts } from '@yanye/i18n';

/**
 * Labels of fields many forms share, as their inputs show them: a contract names them in its `labels`, so a
 * refusal of any of these calls names the field as the form does (`手机号应为 1 开头的 11 位手机号码`).
 */
export const LABELS = {
  mobile: T('手机号'),
  smsCode: T('验证码'),
  password: T('密码'),
  storeName: T('店铺名称'),
  industry: T('行业'),
} as const satisfies Readonly<Record<string, Texts>>;
