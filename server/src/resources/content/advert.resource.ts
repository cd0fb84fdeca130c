import {
  badInput,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  entityOptions,
  field,
  goods,
  isSafeUrl,
  joinTo,
  nameColumn,
  optionsOf,
  type StoreDb,
  tableOptions,
  type ValuesOf,
} from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { eq, sql } from 'drizzle-orm';

import { advertDemo } from './advert.demo';

import { isAppPage, LINK_TIP, SLOT_OPTIONS } from './advert.slots';
import { type ADVERT_LINKS, adverts, news } from './tables';

const MESSAGES = {
  endBeforeStart: T('结束时间须晚于开始时间'),
  goodsRequired: T('请选择要打开的商品'),
  newsRequired: T('请选择要打开的资讯'),
  pageUnknown: T('页面路径“{value}”不是 App 的页面，请从提示中的页面里选'),
  urlUnsafe: T('外部链接须为 https:// 开头的完整地址'),
} as const;

const LINK_TYPES = optionsOf<(typeof ADVERT_LINKS)[number]>({
  none: T('不跳转'),
  goods: T('商品', 'goods2'),
  news: T('资讯', 'news'),
  page: T('App 页面'),
  url: T('外部链接'),
});

type Values = ValuesOf<typeof adverts>;
type Row = typeof adverts.$inferSelect;

const epoch = sql`extract(epoch from now())::bigint`;

/** Each run's words, said once: the column's options and the tabs' titles. */
const RUN = {
  live: T('投放中'),
  scheduled: T('未开始', 'scheduled'),
  ended: T('已结束', 'ended'),
  off: T('已停用'),
};

/** Where an advert is in its run, by the database's clock: shown only while on and between start and end. */
const RUN_WHERE = {
  live: sql`${adverts.status} = 1 and ${adverts.startAt} <= ${epoch} and ${adverts.endAt} > ${epoch}`,
  scheduled: sql`${adverts.status} = 1 and ${adverts.startAt} > ${epoch}`,
  ended: sql`${adverts.status} = 1 and ${adverts.endAt} <= ${epoch}`,
  off: sql`${adverts.status} = 0`,
};

const runOf = sql<string>`case when ${RUN_WHERE.live} then 'live' when ${RUN_WHERE.scheduled} then 'scheduled'
  when ${RUN_WHERE.ended} then 'ended' else 'off' end`;

/**
 * The advert as it will be: its run after its start, and exactly the target its link type names (the others
 * cleared, so a goods item once linked does not stay referenced). Goods and articles are checked to be the
 * store's by the engine (their store keys).
 */
function checkAdvert(next: Values | Row): Values {
  // The picture is required, but checked with the advert's own rules, after every field: a form that has not
  // uploaded it yet sends '' and should hear of its other problems first.
  if (!next.image) throw badInput('fieldRequired', { field: 'image' });
  if (Number(next.endAt) <= Number(next.startAt)) throw badInput(MESSAGES.endBeforeStart);
  const linkType = next.linkType ?? 'none';
  const value = (next.linkValue ?? '').trim();
  const none = { goodsId: null, newsId: null, linkValue: '' };
  if (linkType === 'goods') {
    if (!next.goodsId) throw badInput(MESSAGES.goodsRequired);
    return { ...none, goodsId: next.goodsId };
  }
  if (linkType === 'news') {
    if (!next.newsId) throw badInput(MESSAGES.newsRequired);
    return { ...none, newsId: next.newsId };
  }
  if (linkType === 'page') {
    if (!isAppPage(value)) throw badInput(MESSAGES.pageUnknown, { value: value.slice(0, 60) });
    return { ...none, linkValue: value };
  }
  if (linkType === 'url') {
    if (!isSafeUrl(value)) throw badInput(MESSAGES.urlUnsafe);
    return { ...none, linkValue: value };
  }
  return none;
}

async function beforeSave(db: StoreDb, values: Values, id: number | undefined): Promise<Values> {
  // 0 from the form's empty picker means no target.
  const sent = { ...values };
  if (sent.goodsId === 0) sent.goodsId = null;
  if (sent.newsId === 0) sent.newsId = null;
  if (id === undefined) return { ...sent, ...checkAdvert(sent) };
  const [held] = await db.select().from(adverts).where(eq(adverts.id, id));
  // Gone meanwhile: the engine's own update finds nothing and says so.
  if (!held) return sent;
  return { ...sent, ...checkAdvert({ ...held, ...sent }) };
}

/** The store's adverts in the app's slots (`/content/advertising`), each live between its start and end. */
export const advertResource = defineResource({
  entity: 'Advertising',
  table: adverts,
  joins: [joinTo(adverts.goodsId), joinTo(adverts.newsId)],
  columns: [
    col.image(adverts.image, COMMON_TITLES.image, {
      form: {
        tip: T('按所选广告位的尺寸制作，尺寸见广告位名称后'),
      },
    }),
    nameColumn(adverts.title, T('广告标题'), { width: 200, max: 60 }),
    col.select(adverts.position, T('广告位'), SLOT_OPTIONS, {
      filter: 'select',
      width: 160,
      form: { required: true },
    }),
    col.select(adverts.linkType, T('跳转类型'), LINK_TYPES, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', default: 'none' },
    }),
    field(adverts.goodsId, T('跳转商品'), 'select', {
      options: tableOptions(goods, goods.id, goods.name),
    }),
    field(adverts.newsId, T('跳转资讯'), 'select', {
      optionsApi: entityOptions('News'),
    }),
    col.text(adverts.linkValue, T('页面或链接'), {
      width: 200,
      visible: false,
      form: { max: 500, tip: LINK_TIP },
    }),
    col.text(goods.name, T('跳转商品'), {
      as: 'goods_name',
      visible: false,
    }),
    col.text(news.title, T('跳转资讯'), { as: 'news_title', visible: false }),
    col.datetime(adverts.startAt, T('开始时间'), {
      sortable: true,
      filter: 'datetime',
      form: { required: true },
    }),
    col.datetime(adverts.endAt, T('结束时间'), {
      sortable: true,
      filter: 'datetime',
      form: { required: true },
    }),
    col.sort(adverts.sort),
    col.onOff(adverts.status, ENABLED_OPTIONS, { width: 80 }),
    col.computed('select', runOf, T('投放状态'), {
      as: 'run',
      options: Object.entries(RUN).map(([value, label]) => ({ value, label })),
      filter: 'select',
      width: 90,
    }),
    col.number(adverts.clicks, T('点击量'), {
      sortable: true,
      sum: true,
      width: 90,
    }),
    col.updated(adverts.updatedAt),
  ],
  tabs: {
    all: { title: T('全部') },
    live: { title: RUN.live, where: RUN_WHERE.live },
    scheduled: { title: RUN.scheduled, where: RUN_WHERE.scheduled },
    ended: { title: RUN.ended, where: RUN_WHERE.ended },
    off: { title: RUN.off, where: RUN_WHERE.off },
  },
  defaultSort: { key: 'sort', order: 'desc' },
  preview: 'advert',
  beforeSave,
  exportable: true,
  exportAsync: true,
  demo: advertDemo,
});
