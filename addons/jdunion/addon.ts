import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const jdunion = unionAddon({
  key: 'jdunion',
  stem: 'Jdunion',
  title: T('京东联盟', 'JD Union', 'JD Union', 'JDユニオン'),
  description: T(
    '京东联盟推广：导航与广告位、推广会员与推广订单。',
    'JD Union affiliate: navigation and ad slots, affiliates and their orders.',
    'Afiliados de JD: navegación y anuncios, afiliados y sus pedidos.',
    'JDユニオン：ナビと広告枠、会員と成果注文。',
  ),
  site: 'https://union.jd.com/',
  log: 'https://union.jd.com/openplatform',
  appKey: {
    pattern: '^[0-9A-Za-z]{16,40}$',
    hint: T(
      '京东开放平台应用的 App Key，16 到 40 位字母数字',
      'The App Key of the JD Open Platform app: 16 to 40 letters and digits',
      'La App Key de la app de JD Open Platform: de 16 a 40 letras y dígitos',
      'JD 開放プラットフォームのアプリの App Key（英数字 16〜40 文字）',
    ),
  },
  pid: {
    pattern: '^[0-9]+_[0-9]+_[0-9]+$',
    hint: T(
      '京东联盟推广位，格式 联盟ID_网站ID_推广位ID，如 1001234567_4000123_3003456789',
      'The JD Union position, as union_site_position, such as 1001234567_4000123_3003456789',
      'La posición de JD Union, como unión_sitio_posición, p. ej. 1001234567_4000123_3003456789',
      'JD ユニオンの広告枠。ユニオンID_サイトID_枠ID の形式（例：1001234567_4000123_3003456789）',
    ),
  },
});
