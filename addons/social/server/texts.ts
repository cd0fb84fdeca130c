import { T, type Texts } from '@yanye/addon-kit/server';
import type { Provider } from '../contract';

export const PROVIDER_TITLES: Readonly<Record<Provider, Texts>> = {
  wechat: T('微信', 'wechat'),
  qq: T('QQ'),
  alipay: T('支付宝'),
};

export const PROVIDER_OPTIONS = (['wechat', 'qq', 'alipay'] as const).map((value) => ({
  value,
  label: PROVIDER_TITLES[value],
}));

/** The social add-on's titles. */
export const SOCIAL_TITLES = {
  account: T('账号'),
  accountName: T('姓名'),
  provider: T('登录方式'),
  openid: T('第三方用户ID'),
  nickname: T('第三方昵称'),
  avatar: T('头像'),
  boundAt: T('绑定时间', 'boundAt'),
  lastLogin: T('最近登录'),
  logins: T('登录次数'),
};

/** What the social add-on refuses or says, in the user's language. */
export const SOCIAL_MESSAGES = {
  notEnabled: T('本店未开通{provider}登录：请在插件设置中填写{provider}的 AppID 与密钥'),
  badCode: T('{provider}授权码无效或已过期，请重新授权'),
  takenByOther: T('该{provider}账号已绑定本店的其他账号'),
  alreadyLinked: T('您已绑定其他{provider}账号，请先解除绑定'),
  notLinked: T('您尚未绑定{provider}账号'),
  linked: T('已绑定{provider}账号“{nickname}”'),
  unlinked: T('已解除{provider}绑定'),
};

/** What the operator log says of a link made or undone by the signed-in user. */
export const SOCIAL_LOG = {
  linked: T('绑定了{provider}账号「{name}」'),
  linkedUnnamed: T('绑定了{provider}账号'),
  unlinked: T('解除了{provider}账号的绑定'),
};
