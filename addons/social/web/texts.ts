import { T } from '@yanye/addon-kit';
import { defineTexts } from '@yanye/addon-kit/web';

/** Texts of the user's own links to the store's sign-in apps. */
export const socialText = defineTexts({
  intro: T('绑定后，可在登录页选择对应方式，输入店铺账号后扫码或授权登录本账号'),
  wechat: T('微信', 'wechat'),
  qq: T('QQ'),
  alipay: T('支付宝'),
  bound: T('已绑定', 'bound'),
  unbound: T('未绑定'),
  off: T('本店未开通'),
  offHint: T('店铺管理员在插件设置中填写 AppID 与密钥后开通'),
  bind: T('去绑定'),
  unbind: T('解除绑定'),
  unbindConfirm: T('解除后将不能再用{provider}登录本账号，确定吗？'),
  boundAt: T('绑定于 {time}'),
  lastLogin: T('最近登录 {time}'),
  stale: T('授权返回已失效，请重新绑定'),
  noPage: T('当前没有可用的授权页面'),
});
