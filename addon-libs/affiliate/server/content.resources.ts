import {
  badInput,
  COMMON_TITLES,
  col,
  defineResource,
  isSafeUrl,
  nameColumn,
  type ResourceDef,
  SORT_FORM,
  type StoreDb,
  T,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import type { UnionTables } from './tables';
import { AFFILIATE_MESSAGES, AFFILIATE_TITLES, SHOWN, UNION_SLOTS } from './texts';

/** What the builders need of a union: its page stem and its tables. */
export interface UnionEntities {
  readonly stem: string;
  readonly tables: UnionTables;
}

/** An app page (`/pages/union/goods`) or a full https address: what a tap may open. */
const APP_PATH = /^\/pages\/[A-Za-z0-9_\-/]{1,200}(\?[A-Za-z0-9_\-=&%.]{0,200})?$/;

export const isUnionLink = (link: string): boolean => APP_PATH.test(link) || isSafeUrl(link);

const LINK_TIP = T('填写 App 页面路径（如 /pages/union/index）或联盟活动的 https:// 链接');

type Linked = { link?: string | null; image?: string | null };

/**
 * The link as it will be saved, checked whether sent or kept (an update sends only what changed); a picture
 * too where one is required.
 */
async function checkLinked<V extends Linked>(
  db: StoreDb,
  table: UnionTables['navs'] | UnionTables['adverts'],
  values: V,
  id: number | undefined,
  imageRequired: boolean,
): Promise<V> {
  let next: Linked = values;
  if (id !== undefined) {
    const [held] = await db
      .select({ link: table.link, image: table.image })
      .from(table)
      .where(eq(table.id, id));
    // Gone meanwhile: the engine's own update finds nothing and says so.
    if (!held) return values;
    next = { ...held, ...values };
  }
  const link = (next.link ?? '').trim();
  if (!isUnionLink(link)) throw badInput(AFFILIATE_MESSAGES.linkUnsafe);
  if (imageRequired && !next.image) throw badInput(AFFILIATE_MESSAGES.imageRequired);
  return values.link === undefined ? values : { ...values, link };
}

/** Where a channel entry stands (larger sort first), whether the app shows it, and when it last changed. */
const placing = (t: UnionTables['navs'] | UnionTables['adverts']) => [
  col.number(t.sort, COMMON_TITLES.sort, { sortable: true, width: 80, form: SORT_FORM }),
  col.select(t.status, COMMON_TITLES.status, SHOWN, {
    filter: 'select',
    width: 80,
    form: { type: 'radio', default: 1 },
  }),
  col.datetime(t.updatedAt, COMMON_TITLES.updated, { sortable: true }),
];

/** The union channel's entries in the store's app (/plugin/<key>/nav): icon, name, link, order, shown. */
export function navResource(u: UnionEntities): ResourceDef {
  const n = u.tables.navs;
  return defineResource({
    entity: `${u.stem}Nav`,
    table: n,
    columns: [
      col.image(n.image, AFFILIATE_TITLES.icon, {
        width: 80,
        form: {
          tip: T('正方形图标，建议 120×120'),
        },
      }),
      nameColumn(n.title, AFFILIATE_TITLES.navTitle, { width: 160, max: 20 }),
      col.text(n.link, AFFILIATE_TITLES.link, {
        filter: 'text',
        width: 280,
        form: { required: true, max: 500, tip: LINK_TIP },
      }),
      ...placing(n),
    ],
    defaultSort: { key: 'sort', order: 'desc' },
    beforeSave: (db, values, id) => checkLinked(db, n, values, id, false),
    exportable: true,
  });
}

/** The union channel's adverts in the store's app (/plugin/<key>/adverts), with the phone preview. */
export function advertResource(u: UnionEntities): ResourceDef {
  const a = u.tables.adverts;
  return defineResource({
    entity: `${u.stem}Advert`,
    table: a,
    columns: [
      col.image(a.image, COMMON_TITLES.image, {
        form: {
          tip: T('按所选广告位的尺寸制作，尺寸见广告位名称后'),
        },
      }),
      nameColumn(a.title, AFFILIATE_TITLES.title, { width: 200, max: 60 }),
      col.select(a.position, AFFILIATE_TITLES.position, UNION_SLOTS, {
        filter: 'select',
        width: 180,
        form: { required: true },
      }),
      col.text(a.link, AFFILIATE_TITLES.link, {
        width: 280,
        form: { required: true, max: 500, tip: LINK_TIP },
      }),
      ...placing(a),
    ],
    tabs: {
      all: { title: T('全部') },
      shown: { title: SHOWN[0]!.label, where: eq(a.status, 1) },
      hidden: { title: SHOWN[1]!.label, where: eq(a.status, 0) },
    },
    defaultSort: { key: 'sort', order: 'desc' },
    preview: 'advert',
    beforeSave: (db, values, id) => checkLinked(db, a, values, id, true),
    exportable: true,
  });
}
