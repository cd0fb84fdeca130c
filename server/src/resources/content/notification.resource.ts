import { T } from '@yanye/i18n';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, supplierId, updatedAt } from '../../db/schema/columns';
import { suppliers } from '../../db/schema/tenants';
import { col, field } from '../../engine/columns';
import { SORT_FORM } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { COMMON_TITLES } from '../../engine/titles';

/** Notices a store publishes to its buyers (docs/content.md): a title, a body, a picture, an order. */
export const notifications = pgTable(
  'notifications',
  {
    supplierId: supplierId(),
    id: rowId(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 published, 0 a draft buyers do not see. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('notifications_list_idx').on(t.supplierId, t.status, t.sort),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    check('notifications_status_check', sql`${t.status} in (0, 1)`),
  ],
);

const STATUS = [
  { value: 1, label: T('已发布', 'Published', 'Publicado', '公開中') },
  { value: 0, label: T('草稿', 'Draft', 'Borrador', '下書き') },
];

const n = notifications;

/** The notice list (`/content/notification`): manage, add, edit, delete, export (now or in the background), import. */
export const notificationResource = defineResource({
  entity: 'Notification',
  table: notifications,
  columns: [
    col.id(n.id),
    col.text(n.title, T('标题', 'Title', 'Título', 'タイトル'), {
      sortable: true,
      filter: 'text',
      width: 280,
      form: { required: true, max: 100 },
    }),
    field(n.body, T('内容', 'Body', 'Contenido', '本文'), 'richtext', { required: true, max: 20_000 }),
    col.image(n.image, COMMON_TITLES.image, { form: true }),
    col.number(n.sort, COMMON_TITLES.sort, { sortable: true, width: 80, form: SORT_FORM }),
    col.select(n.status, COMMON_TITLES.status, STATUS, {
      filter: 'select',
      form: { type: 'radio', default: 1 },
    }),
    col.datetime(n.createdAt, T('发布时间', 'Published at', 'Publicado el', '公開日時'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.datetime(n.updatedAt, COMMON_TITLES.updated, { visible: false }),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  exportAsync: true,
  importable: true,
  demo: (store) => [
    {
      title: `${store.storeName}春节期间发货安排`,
      body: '春节期间（除夕至初六）暂停发货，初七起按下单顺序依次发出。急需用货的客户请提前备货。',
      sort: 30,
      createdAt: store.now - 20 * 86_400,
    },
    store.industry === 'grain'
      ? {
          title: '新粮上市：东北大米、河南小麦粉到货',
          body: '今年新收的东北大米与河南小麦粉已入库，门店与线上同步供应，欢迎选购。',
          sort: 20,
          createdAt: store.now - 12 * 86_400,
        }
      : {
          title: '关于加碘盐与未加碘盐的选购提示',
          body: '甲状腺疾病患者请遵医嘱选用未加碘盐；一般家庭推荐食用加碘盐。门店均有两种规格供应。',
          sort: 20,
          createdAt: store.now - 12 * 86_400,
        },
    {
      title: '新增到店自提服务',
      body: '线上下单可选择到店自提，支付后凭核销码到所选门店领取，免运费。',
      sort: 10,
      createdAt: store.now - 5 * 86_400,
    },
    {
      title: '下月价格调整通知（草稿）',
      body: '因原料与运输成本变化，部分商品价格将于下月调整，具体以门店公示为准。',
      sort: 0,
      status: 0,
      createdAt: store.now - 2 * 86_400,
    },
  ],
});
