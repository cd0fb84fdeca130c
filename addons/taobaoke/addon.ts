import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const taobaoke = unionAddon({
  key: 'taobaoke',
  stem: 'Taobaoke',
  title: T('淘宝客', 'Taobao affiliate', 'Afiliados de Taobao', 'タオバオアフィリエイト'),
  description: T(
    '淘宝联盟推广：导航与广告位、推广会员与推广订单。',
    'Taobao affiliate: navigation and ad slots, affiliates and their orders.',
    'Afiliados de Taobao: navegación y anuncios, afiliados y sus pedidos.',
    'タオバオアフィリエイト：ナビと広告枠、会員と成果注文。',
  ),
  site: 'https://pub.alimama.com/',
  log: 'https://open.taobao.com/',
  appKey: {
    pattern: '^[0-9]{6,12}$',
    hint: T(
      '淘宝开放平台应用的 App Key，为数字，如 23456789',
      'The App Key of the Taobao Open Platform app: digits, such as 23456789',
      'La App Key de la app de Taobao Open Platform: dígitos, como 23456789',
      'タオバオ開放プラットフォームのアプリの App Key（数字、例：23456789）',
    ),
  },
  pid: {
    pattern: '^mm_[0-9]+_[0-9]+_[0-9]+$',
    hint: T(
      '阿里妈妈推广位，格式 mm_会员ID_媒体ID_推广位ID，如 mm_123456_2345678_34567890',
      'The Alimama ad zone, as mm_member_site_adzone, such as mm_123456_2345678_34567890',
      'La zona de Alimama, como mm_miembro_sitio_zona, p. ej. mm_123456_2345678_34567890',
      'アリママの広告枠。mm_会員ID_メディアID_枠ID の形式（例：mm_123456_2345678_34567890）',
    ),
  },
});
