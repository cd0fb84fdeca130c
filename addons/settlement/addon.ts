import { addonGroup, custom, defineAddon, resource, serviceSettings, T } from '@yanye/addon-kit';

const addons = '/v1/addons/';

export const settlement = defineAddon({
  key: 'settlement',
  cate: 'finance',
  icon: 'account-book',
  version: '1.0.0',
  description: T(
    '支付结算：结算单与财务流水对账。',
    'Payment settlement: statements from the provider reconciled with the finance ledger.',
    'Liquidación de pagos: extractos conciliados con el libro financiero.',
    '決済精算：精算書を財務台帳と照合。',
  ),
  page: addonGroup(
    'settlement',
    'PluginSettlement',
    T('支付结算', 'Payment settlement', 'Liquidación de pagos', '決済精算'),
    [
      resource({
        seg: 'record',
        name: 'Settlement',
        api: `${addons}settlement/Settlement`,
        title: T('结算记录', 'Settlements', 'Liquidaciones', '精算履歴'),
        noun: T('结算单', 'settlement', 'liquidación', '精算'),
        actions: ['info'],
      }),
      custom(
        'setting',
        'SettlementSetting',
        T('结算设置', 'Settlement settings', 'Ajustes de liquidación', '精算設定'),
        'settlementSetting',
        [
          `${addons}settlement/SettingInfo`,
          `${addons}settlement/SettingSave`,
          `${addons}settlement/StatementFetch`,
        ],
      ),
    ],
  ),
  settings: [
    ...serviceSettings(),
    {
      name: 'mch_id',
      type: 'text',
      title: T('商户号', 'Merchant number', 'Número de comercio', '加盟店番号'),
      hint: T(
        '支付机构分配的商户号（8 到 20 位数字），结算单按它出具',
        'The merchant number the provider gave the store (8 to 20 digits); its statements are issued under it',
        'El número de comercio que asignó el proveedor (de 8 a 20 dígitos); los extractos se emiten con él',
        '決済機関が割り当てた加盟店番号（8〜20 桁の数字）。精算書はこの番号で発行されます',
      ),
      max: 20,
      pattern: '^[0-9]{8,20}$',
    },
    {
      name: 'api_key',
      type: 'secret',
      title: T('API 密钥', 'API key', 'Clave API', 'API キー'),
      hint: T(
        '在支付机构商户平台设置的 API 密钥，用于请求签名（HMAC-SHA256）和校验结算通知',
        "The API key set on the provider's merchant platform: it signs the requests (HMAC-SHA256) and checks its notifications",
        'La clave API fijada en la plataforma del proveedor: firma las peticiones (HMAC-SHA256) y comprueba sus avisos',
        '決済機関の加盟店プラットフォームで設定した API キー。リクエストの署名（HMAC-SHA256）と通知の検証に使います',
      ),
      max: 64,
    },
  ],
});
