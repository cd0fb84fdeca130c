import { addonGroup, bankPages, defineAddon, serviceSettings, T } from '@yanye/addon-kit';

export const abcbank = defineAddon({
  key: 'abcbank',
  cate: 'finance',
  icon: 'bank',
  version: '1.0.0',
  description: T(
    '农业银行：银行员工与财务日志对账。',
    'Agricultural Bank of China: bank staff and finance logs, reconciled.',
    'Banco Agrícola de China: personal del banco y registros financieros.',
    '中国農業銀行：銀行スタッフと財務ログの照合。',
  ),
  page: addonGroup(
    'abcbank',
    'PluginAbcbank',
    T('农业银行', 'Agricultural Bank of China', 'Banco Agrícola de China', '中国農業銀行'),
    bankPages('Abcbank'),
  ),
  settings: [
    ...serviceSettings(),
    {
      name: 'merchant_no',
      type: 'text',
      title: T('农行商户号', 'ABC merchant number', 'Número de comercio del ABC', '農業銀行の加盟店番号'),
      hint: T(
        '农业银行分配的 15 位商户号，动账通知与对账单按它出具',
        'The 15-digit merchant number the bank gave the store; its notices and statements are issued under it',
        'El número de comercio de 15 dígitos que dio el banco; sus avisos y extractos se emiten con él',
        '銀行が割り当てた 15 桁の加盟店番号。入出金通知と照合明細はこの番号で発行されます',
      ),
      max: 15,
      pattern: '^[0-9]{15}$',
    },
    {
      name: 'sign_key',
      type: 'secret',
      title: T('签名密钥', 'Signing key', 'Clave de firma', '署名キー'),
      hint: T(
        '与农行约定的共享密钥：请求与动账通知都以它做 HMAC-SHA256 签名',
        'The key shared with the bank: requests and its notices are signed with it (HMAC-SHA256)',
        'La clave compartida con el banco: las peticiones y sus avisos se firman con ella (HMAC-SHA256)',
        '銀行と取り決めた共有キー。リクエストと入出金通知は HMAC-SHA256 で署名されます',
      ),
      max: 64,
    },
  ],
});
