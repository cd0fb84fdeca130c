import { addonGroup, custom, defineAddon, resource, serviceSettings, T } from '@yanye/addon-kit';

const addons = '/v1/addons/';

export const settlement = defineAddon({
  key: 'settlement',
  cate: 'finance',
  icon: 'account-book',
  version: '1.0.0',
  description: T('支付结算：结算单与财务流水对账。'),
  page: addonGroup('settlement', 'PluginSettlement', T('支付结算'), [
    resource({
      seg: 'record',
      name: 'Settlement',
      api: `${addons}settlement/Settlement`,
      title: T('结算记录'),
      noun: T('结算单'),
      actions: ['info'],
    }),
    custom('setting', 'SettlementSetting', T('结算设置'), 'settlementSetting', [
      `${addons}settlement/SettingInfo`,
      `${addons}settlement/SettingSave`,
      `${addons}settlement/StatementFetch`,
    ]),
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'mch_id',
      type: 'text',
      title: T('商户号'),
      hint: T('支付机构分配的商户号（8 到 20 位数字），结算单按它出具'),
      max: 20,
      pattern: '^[0-9]{8,20}$',
    },
    {
      name: 'api_key',
      type: 'secret',
      title: T('API 密钥'),
      hint: T('在支付机构商户平台设置的 API 密钥，用于请求签名（HMAC-SHA256）和校验结算通知'),
      max: 64,
    },
  ],
});
