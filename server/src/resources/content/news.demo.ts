import type { DemoContext } from '@yanye/framework/server';

const DAY = 86_400;

/** A store's articles as a merchant writes them: shown ones, one scheduled for next week, one draft. */
export function newsDemo(store: DemoContext) {
  const grain = store.industry === 'grain';
  return [
    {
      category: 'store',
      title: `${store.storeName}线上商城正式开通`,
      cover: store.pictures.cover ?? '',
      summary: '即日起可在线下单，支持送货上门与到店自提。',
      body: `<p>${store.storeName}线上商城今日正式开通，商品与门店同价。</p><ul><li>满 199 元免运费</li><li>支持到店自提，凭核销码领取</li></ul><p>欢迎新老客户选购。</p>`,
      author: '运营部',
      status: 1,
      publishAt: store.now - 30 * DAY,
      sort: 20,
      views: 356,
      createdAt: store.now - 30 * DAY,
    },
    grain
      ? {
          category: 'knowledge',
          title: '大米怎样储存不生虫',
          cover: '',
          summary: '阴凉、干燥、密封，三个要点记牢。',
          body: '<h3>三个要点</h3><ol><li>放在阴凉通风处，避免阳光直射</li><li>密封保存，防潮防虫</li><li>开袋后尽量在一个月内吃完</li></ol><p>夏季可分装后放入冰箱冷藏。</p>',
          author: '品控部',
          status: 1,
          publishAt: store.now - 12 * DAY,
          sort: 10,
          views: 128,
          createdAt: store.now - 12 * DAY,
        }
      : {
          category: 'knowledge',
          title: '加碘盐与未加碘盐怎么选',
          cover: '',
          summary: '一般家庭推荐加碘盐，甲状腺疾病患者请遵医嘱。',
          body: '<h3>怎么选</h3><p>我国大部分地区外环境缺碘，<strong>一般家庭推荐食用加碘盐</strong>。</p><p>甲状腺功能亢进等患者请遵医嘱选用未加碘盐。门店两种规格均有供应。</p>',
          author: '品控部',
          status: 1,
          publishAt: store.now - 12 * DAY,
          sort: 10,
          views: 214,
          createdAt: store.now - 12 * DAY,
        },
    {
      category: 'policy',
      title: grain ? '粮食流通管理条例要点解读' : '食盐专营办法要点解读',
      cover: '',
      summary: '经营者须知的几条规定。',
      body: grain
        ? '<p>《粮食流通管理条例》要求从事粮食收购、储存的经营者建立经营台账，如实记录粮食的购进、销售与库存。</p><p>本店所售粮油均可追溯来源。</p>'
        : '<p>《食盐专营办法》规定食盐批发须取得食盐批发许可证，食盐零售单位应从持证的批发企业购进食盐。</p><p>本店持证经营，所售食盐均可追溯来源。</p>',
      author: '运营部',
      status: 1,
      publishAt: store.now + 7 * DAY,
      sort: 0,
      views: 0,
      createdAt: store.now - 2 * DAY,
    },
    {
      category: 'industry',
      title: '春节备货指南（草稿）',
      cover: '',
      summary: '',
      body: '<p>春节前两周为订货高峰，请提前备货。具体时间待定。</p>',
      author: '',
      status: 0,
      publishAt: null,
      sort: 0,
      views: 0,
      createdAt: store.now - DAY,
    },
  ];
}
