import { addonGroup, bankPages, defineAddon, serviceSettings, T } from '@yanye/addon-kit';

export const abcbank = defineAddon({
  key: 'abcbank',
  cate: 'finance',
  icon: 'bank',
  version: '1.0.0',
  description: T('农业银行：银行员工与财务日志对账。'),
  page: addonGroup('abcbank', 'PluginAbcbank', T('农业银行'), bankPages('Abcbank')),
  settings: [
    ...serviceSettings(),
    {
      name: 'merchant_no',
      type: 'text',
      title: T('农行商户号'),
      hint: T('农业银行分配的 15 位商户号，动账通知与对账单按它出具'),
      max: 15,
      pattern: '^[0-9]{15}$',
    },
    {
      name: 'sign_key',
      type: 'secret',
      title: T('签名密钥'),
      hint: T('与农行约定的共享密钥：请求与动账通知都以它做 HMAC-SHA256 签名'),
      max: 64,
    },
  ],
});
