import {
  col,
  defineResource,
  field,
  nameColumn,
  type SaveContext,
  type StoreDb,
  type ValuesOf,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { newsDemo } from './news.demo';
import { PUBLISHED_OPTIONS } from './published';
import { news } from './tables';

/** What buyers read first: the fixed categories of a store's articles. */
export const NEWS_CATEGORIES = [
  { value: 'store', label: T('店铺公告') },
  { value: 'industry', label: T('行业动态') },
  { value: 'policy', label: T('政策法规') },
  { value: 'knowledge', label: T('知识科普') },
] as const;

const a = news;

/** Seen by buyers now, by the database's clock: published, and its publish time reached. */
const visibleNow = sql`${a.status} = 1 and ${a.publishAt} <= extract(epoch from now())::bigint`;

/** Each state's words, said once: the visibility column's options and the tabs' titles. */
const SEEN = {
  shown: T('展示中'),
  scheduled: T('定时发布'),
  draft: T('草稿'),
};
const VISIBILITY = Object.entries(SEEN).map(([value, label]) => ({ value, label }));

/**
 * A published article takes the moment it is published as its publish time unless one is given; a draft keeps
 * the time it was given (or none), which publishing it later fills the same way.
 */
async function beforeSave(
  db: StoreDb,
  values: ValuesOf<typeof news>,
  id: number | undefined,
  ctx: SaveContext,
): Promise<ValuesOf<typeof news>> {
  const [held] =
    id === undefined
      ? []
      : await db.select({ status: a.status, publishAt: a.publishAt }).from(a).where(eq(a.id, id));
  const status = values.status ?? held?.status ?? 0;
  const publishAt = values.publishAt !== undefined ? values.publishAt : held?.publishAt;
  if (status === 1 && !publishAt) return { ...values, publishAt: ctx.now };
  // The form sends 0 for an empty time; the column says "none" with NULL.
  if (values.publishAt === 0) return { ...values, publishAt: null };
  return values;
}

/** A store's articles (`/content/news`): drafts, scheduled and shown ones, with their readers' views. */
export const newsResource = defineResource({
  entity: 'News',
  table: news,
  columns: [
    col.image(a.cover, T('封面'), {
      form: {
        tip: T('建议 750×420 像素'),
      },
    }),
    nameColumn(a.title, T('标题'), { width: 260, max: 100 }),
    col.select(a.category, T('分类', 'category'), NEWS_CATEGORIES, {
      filter: 'select',
      width: 110,
      form: { required: true, default: 'store' },
    }),
    field(a.summary, T('摘要'), 'textarea', {
      max: 300,
      tip: T('列表中显示在标题下方，不填则不显示'),
    }),
    field(a.body, T('正文'), 'richtext', { required: true, max: 100_000 }),
    col.text(a.author, T('作者'), {
      filter: 'text',
      width: 100,
      form: { max: 30 },
    }),
    col.sort(a.sort),
    col.onOff(a.status, PUBLISHED_OPTIONS, { width: 90 }),
    col.computed(
      'select',
      sql<string>`case when ${visibleNow} then 'shown' when ${a.status} = 1 then 'scheduled' else 'draft' end`,
      T('展示状态'),
      { as: 'visibility', options: VISIBILITY, filter: 'select', width: 100 },
    ),
    col.datetime(a.publishAt, T('发布时间', 'publish-time'), {
      sortable: true,
      filter: 'datetime',
      form: {
        tip: T('不填则发布时取当前时间；填写将来的时间则到时才展示'),
      },
    }),
    col.number(a.views, T('阅读量'), { sortable: true, sum: true, width: 90 }),
    col.created(a.createdAt, { filter: false, visible: false }),
    col.updated(a.updatedAt),
  ],
  tabs: {
    all: { title: T('全部') },
    shown: { title: SEEN.shown, where: visibleNow },
    scheduled: { title: SEEN.scheduled, where: sql`${a.status} = 1 and not (${visibleNow})` },
    draft: { title: SEEN.draft, where: eq(a.status, 0) },
  },
  defaultSort: { key: 'publish_at', order: 'desc' },
  options: { label: [a.title], search: [a.title] },
  preview: 'article',
  beforeSave,
  exportable: true,
  exportAsync: true,
  demo: newsDemo,
});
