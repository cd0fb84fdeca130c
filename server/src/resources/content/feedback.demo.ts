import type { DemoContext } from '@yanye/framework/server';

const DAY = 86_400;

/** Members' feedback in each state: a new complaint, a suggestion read, a goods problem replied to. */
export function feedbackDemo(store: DemoContext) {
  const grain = store.industry === 'grain';
  return [
    {
      type: 'complaint',
      content: grain
        ? '昨天收到的大米包装破了一个口，撒了一些，希望以后打包结实一点。'
        : '配送员没有送上楼，放在小区门口了，希望改进。',
      images: [],
      contact: '13700001111',
      status: 0,
      createdAt: store.now - 3600,
    },
    {
      type: 'suggestion',
      content: '希望能增加按月定期配送的功能，家里每个月固定要买。',
      images: [],
      contact: '微信 zhang_home',
      status: 1,
      createdAt: store.now - 2 * DAY,
    },
    {
      type: 'goods',
      content: grain ? '五常大米 10kg 什么时候补货？' : '低钠盐什么时候补货？门店说没有了。',
      images: [],
      contact: '13700002222',
      status: 2,
      reply: '您好，本周五到货，到货后第一时间短信通知您。感谢关注！',
      repliedAt: store.now - 4 * DAY,
      createdAt: store.now - 5 * DAY,
    },
  ];
}
