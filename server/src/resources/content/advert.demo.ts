import type { DemoContext } from '@yanye/framework/server';

const DAY = 86_400;

/** A store's adverts: a banner live now, a pop-up whose run ended, a start screen scheduled for next week. */
export function advertDemo(store: DemoContext) {
  const grain = store.industry === 'grain';
  return [
    {
      position: 'home_banner',
      title: grain ? '新米上市 满199包邮' : '家庭用盐 满199包邮',
      image: store.pictures.banner ?? '',
      linkType: 'page' as const,
      linkValue: '/pages/category/index',
      startAt: store.now - 10 * DAY,
      endAt: store.now + 20 * DAY,
      sort: 20,
      clicks: 842,
      createdAt: store.now - 11 * DAY,
    },
    {
      position: 'home_popup',
      title: '新用户注册有礼',
      image: store.pictures.popup ?? '',
      linkType: 'page' as const,
      linkValue: '/pages/member/index',
      startAt: store.now - 40 * DAY,
      endAt: store.now - 10 * DAY,
      sort: 10,
      clicks: 1_305,
      createdAt: store.now - 41 * DAY,
    },
    {
      position: 'start_screen',
      title: `${store.storeName}店庆周`,
      image: store.pictures.start ?? '',
      linkType: 'url' as const,
      linkValue: 'https://www.example.com/anniversary',
      startAt: store.now + 7 * DAY,
      endAt: store.now + 14 * DAY,
      sort: 0,
      clicks: 0,
      createdAt: store.now - DAY,
    },
  ];
}
