import type { Texts } from '@yanye/i18n';

/**
 * Labels of fields many forms share, as their inputs show them: a contract names them in its `labels`, so a
 * refusal of any of these calls names the field as the form does (`手机号应为 1 开头的 11 位手机号码`).
 */
export const LABELS = {
  mobile: { zh: '手机号', en: 'Mobile number', es: 'Número de móvil', ja: '携帯電話番号' },
  smsCode: { zh: '验证码', en: 'Verification code', es: 'Código de verificación', ja: '認証コード' },
  password: { zh: '密码', en: 'Password', es: 'Contraseña', ja: 'パスワード' },
  storeName: { zh: '店铺名称', en: 'Store name', es: 'Nombre de la tienda', ja: '店舗名' },
  industry: { zh: '行业', en: 'Industry', es: 'Sector', ja: '業種' },
} as const satisfies Readonly<Record<string, Texts>>;
