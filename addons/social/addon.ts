import {
  action,
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  resource,
  type SettingField,
  serviceSettings,
  T,
  type Texts,
} from '@yanye/addon-kit';
import { socialBindByCode, socialMine, socialMineUnbind } from './contract';

const api = addonApi('social');

const LOCAL_HINT = (name: string): Texts =>
  T(
    `${name}开放平台的接口地址；留空时由本机的模拟接收器应答（/dev/receivers），不会真正发出`,
    `The ${name} open platform's API address; left blank, the local receiver answers (/dev/receivers) and nothing leaves`,
    `La dirección de la API de ${name}; en blanco responde el receptor local (/dev/receivers) y nada sale`,
    `${name} オープンプラットフォームの API アドレス。空欄ならローカルの受信機（/dev/receivers）が応答`,
  );

/** The endpoint of serviceSettings() is WeChat's here; QQ and Alipay answer at addresses of their own. */
const endpoints = serviceSettings().map(
  (f): SettingField =>
    f.name === 'endpoint'
      ? {
          ...f,
          title: T('微信接口地址'),
          hint: LOCAL_HINT('微信 WeChat'),
        }
      : f,
);

const endpoint = (name: string, title: Texts, hint: string): SettingField => ({
  name,
  type: 'text',
  title,
  hint: LOCAL_HINT(hint),
  max: 300,
  pattern: '^(https?://[^\\s]+)?$',
});

export const social = defineAddon({
  key: 'social',
  cate: 'channel',
  icon: 'link',
  version: '1.0.0',
  description: T('社交登录：微信、QQ、支付宝登录与账号绑定。'),
  page: addonGroup('social', 'PluginSocial', T('社交登录'), [
    resource({
      seg: 'bind',
      name: 'SocialBind',
      api: `${api}SocialBind`,
      title: T('登录绑定'),
      actions: [],
      more: [action('unbind/:id', 'SocialUnbind', T('解除绑定'), [`${api}SocialBindUnbind`])],
    }),
    custom('mine', 'SocialMine', T('我的绑定'), 'socialMine', [
      socialMine.path,
      socialBindByCode.path,
      socialMineUnbind.path,
    ]),
  ]),
  settings: [
    ...endpoints,
    {
      name: 'wechat_appid',
      type: 'text',
      title: T('微信 AppID'),
      hint: T('微信开放平台“网站应用”的 AppID（wx 开头）；与 AppSecret 都填写后启用微信登录'),
      max: 32,
      pattern: '^(wx[0-9a-f]{16})?$',
    },
    {
      name: 'wechat_secret',
      type: 'secret',
      title: T('微信 AppSecret'),
      max: 64,
    },
    endpoint('qq_endpoint', T('QQ 接口地址'), 'QQ 互联 QQ Connect'),
    {
      name: 'qq_appid',
      type: 'text',
      title: T('QQ APP ID'),
      hint: T('QQ 互联网站应用的 APP ID（数字）；与 APP Key 都填写后启用 QQ 登录'),
      max: 20,
      pattern: '^([0-9]{6,20})?$',
    },
    {
      name: 'qq_appkey',
      type: 'secret',
      title: T('QQ APP Key'),
      max: 64,
    },
    endpoint('alipay_endpoint', T('支付宝网关地址'), '支付宝 Alipay'),
    {
      name: 'alipay_appid',
      type: 'text',
      title: T('支付宝 APPID'),
      hint: T('支付宝开放平台网页应用的 APPID（16 位数字）；与应用密钥都填写后启用支付宝登录'),
      max: 16,
      pattern: '^([0-9]{16})?$',
    },
    {
      name: 'alipay_key',
      type: 'secret',
      title: T('支付宝应用密钥'),
      hint: T('用于给网关请求签名（HMAC-SHA256）'),
      max: 200,
    },
  ],
});
