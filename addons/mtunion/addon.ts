import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const mtunion = unionAddon({
  key: 'mtunion',
  stem: 'Mtunion',
  title: T('美团联盟', 'Meituan Union', 'Meituan Union', '美団ユニオン'),
  description: T(
    '美团联盟推广：导航与广告位、推广会员与推广订单。',
    'Meituan Union affiliate: navigation and ad slots, affiliates and their orders.',
    'Afiliados de Meituan: navegación y anuncios, afiliados y sus pedidos.',
    '美団ユニオン：ナビと広告枠、会員と成果注文。',
  ),
  site: 'https://union.meituan.com/',
  log: 'https://open.meituan.com/',
  appKey: {
    pattern: '^[0-9A-Za-z]{16,40}$',
    hint: T(
      '美团联盟媒体的 AppKey，16 到 40 位字母数字',
      "The AppKey of the store's Meituan Union media: 16 to 40 letters and digits",
      'La AppKey del medio en Meituan Union: de 16 a 40 letras y dígitos',
      '美団ユニオンのメディアの AppKey（英数字 16〜40 文字）',
    ),
  },
  pid: {
    pattern: '^[0-9A-Za-z_]{1,64}$',
    hint: T(
      '美团联盟推广位 sid，字母、数字或下划线，如 fenggu_app01',
      'The Meituan Union position sid: letters, digits or underscores, such as fenggu_app01',
      'El sid de posición de Meituan Union: letras, dígitos o guiones bajos, como fenggu_app01',
      '美団ユニオンの枠 sid（英数字・下線、例：fenggu_app01）',
    ),
  },
});
