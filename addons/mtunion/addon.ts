import { T } from '@yanye/addon-kit';
import { unionAddon } from '@yanye/affiliate';

export const mtunion = unionAddon({
  key: 'mtunion',
  stem: 'Mtunion',
  title: T('美团联盟'),
  description: T('美团联盟推广：导航与广告位、推广会员与推广订单。'),
  site: 'https://union.meituan.com/',
  log: 'https://open.meituan.com/',
  appKey: {
    pattern: '^[0-9A-Za-z]{16,40}$',
    hint: T('美团联盟媒体的 AppKey，16 到 40 位字母数字'),
  },
  pid: {
    pattern: '^[0-9A-Za-z_]{1,64}$',
    hint: T('美团联盟推广位 sid，字母、数字或下划线，如 fenggu_app01'),
  },
});
