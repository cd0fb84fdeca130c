import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const taobaoke = unionAddon({
  key: 'taobaoke',
  stem: 'Taobaoke',
  title: T('淘宝客'),
  description: T('淘宝联盟推广：导航与广告位、推广会员与推广订单。'),
  site: 'https://pub.alimama.com/',
  log: 'https://open.taobao.com/',
  appKey: {
    pattern: '^[0-9]{6,12}$',
    hint: T('淘宝开放平台应用的 App Key，为数字，如 23456789'),
  },
  pid: {
    pattern: '^mm_[0-9]+_[0-9]+_[0-9]+$',
    hint: T('阿里妈妈推广位，格式 mm_会员ID_媒体ID_推广位ID，如 mm_123456_2345678_34567890'),
  },
});
