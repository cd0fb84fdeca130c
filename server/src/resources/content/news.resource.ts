import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { col } from '../../engine/col';
import { nameColumn } from '../../engine/column-presets';
import { field } from '../../engine/columns';
import { defineResource } from '../../engine/resource';
import type { ValuesOf } from '../../engine/resource-table';
import type { SaveContext } from '../../engine/save-context';
import type { TenantDb } from '../../platform/tenancy';
import { newsDemo } from './news.demo';
import { PUBLISHED_OPTIONS } from './published';
import { news } from './tables';

/** What buyers read first: the fixed categories of a store's articles. */
export const NEWS_CATEGORIES = [
  { value: 'store', label: T('店铺公告', 'Store news', 'Noticias de la tienda', '店舗からのお知らせ') },
  { value: 'industry', label: T('行业动态', 'Industry news', 'Noticias del sector', '業界動向') },
  { value: 'policy', label: T('政策法规', 'Policies and regulations', 'Normativa', '政策・法規') },
  { value: 'knowledge', label: T('知识科普', 'Know-how', 'Divulgación', '豆知識') },
] as const;

const a = news;

/** Seen by buyers now, by the database's clock: published, and its publish time reached. */
const visibleNow = sql`${a.status} = 1 and ${a.publishAt} <= extract(epoch from now())::bigint`;

/** Each state's words, said once: the visibility column's options and the tabs' titles. */
const SEEN = {
  shown: T('展示中', 'Shown', 'Visible', '表示中'),
  scheduled: T('定时发布', 'Scheduled', 'Programado', '予約公開'),
  draft: T('草稿', 'Draft', 'Borrador', '下書き'),
};
const VISIBILITY = Object.entries(SEEN).map(([value, label]) => ({ value, label }));

/**
 * A published article takes the moment it is published as its publish time unless one is given; a draft keeps
 * the time it was given (or none), which publishing it later fills the same way.
 */
async function beforeSave(
  db: TenantDb,
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
    col.image(a.cover, T('封面', 'Cover', 'Portada', 'カバー'), {
      form: {
        tip: T(
          '建议 750×420 像素',
          'Best at 750×420 pixels',
          'Recomendado 750×420 píxeles',
          '推奨 750×420 ピクセル',
        ),
      },
    }),
    nameColumn(a.title, T('标题', 'Title', 'Título', 'タイトル'), { width: 260, max: 100 }),
    col.select(a.category, T('分类', 'Category', 'Categoría', 'カテゴリ'), NEWS_CATEGORIES, {
      filter: 'select',
      width: 110,
      form: { required: true, default: 'store' },
    }),
    field(a.summary, T('摘要', 'Summary', 'Resumen', '概要'), 'textarea', {
      max: 300,
      tip: T(
        '列表中显示在标题下方，不填则不显示',
        'Shown under the title in lists; leave empty for none',
        'Se muestra bajo el título en las listas; vacío para ninguno',
        '一覧でタイトルの下に表示されます。空欄なら表示しません',
      ),
    }),
    field(a.body, T('正文', 'Body', 'Cuerpo', '本文'), 'richtext', { required: true, max: 100_000 }),
    col.text(a.author, T('作者', 'Author', 'Autor', '著者'), {
      filter: 'text',
      width: 100,
      form: { max: 30 },
    }),
    col.sort(a.sort),
    col.onOff(a.status, PUBLISHED_OPTIONS, { width: 90 }),
    col.computed(
      'select',
      sql<string>`case when ${visibleNow} then 'shown' when ${a.status} = 1 then 'scheduled' else 'draft' end`,
      T('展示状态', 'Visibility', 'Visibilidad', '表示状態'),
      { as: 'visibility', options: VISIBILITY, filter: 'select', width: 100 },
    ),
    col.datetime(a.publishAt, T('发布时间', 'Publish time', 'Publicación', '公開日時'), {
      sortable: true,
      filter: 'datetime',
      form: {
        tip: T(
          '不填则发布时取当前时间；填写将来的时间则到时才展示',
          'Empty: the moment it is published. A later time shows it only from then',
          'Vacío: el momento de publicarlo. Una hora futura lo muestra desde entonces',
          '空欄なら公開した時刻。未来の時刻ならその時から表示します',
        ),
      },
    }),
    col.number(a.views, T('阅读量', 'Views', 'Lecturas', '閲覧数'), { sortable: true, sum: true, width: 90 }),
    col.created(a.createdAt, { filter: false, visible: false }),
    col.updated(a.updatedAt),
  ],
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
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
