import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const jdunion = unionAddon({
  key: 'jdunion',
  stem: 'Jdunion',
  title: T('京东联盟'),
  description: T('京东联盟推广：导航与广告位、推广会员与推广订单。'),
  site: 'https://union.jd.com/',
  log: 'https://union.jd.com/openplatform',
  appKey: {
    pattern: '^[0-9A-Za-z]{16,40}$',
    hint: T('京东开放平台应用的 App Key，16 到 40 位字母数字'),
  },
  pid: {
    pattern: '^[0-9]+_[0-9]+_[0-9]+$',
    hint: T('京东联盟推广位，格式 联盟ID_网站ID_推广位ID，如 1001234567_4000123_3003456789'),
  },
});
