import { COMMON_TITLES, col, defineResource, field, nameColumn } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { PUBLISHED_OPTIONS } from './published';
import { notifications } from './tables';

const n = notifications;

/** The notice list (`/content/notification`): manage, add, edit, delete, export (now or in the background), import. */
export const notificationResource = defineResource({
  entity: 'Notification',
  table: notifications,
  columns: [
    nameColumn(n.title, T('标题'), { width: 280, max: 100 }),
    field(n.body, T('内容', 'body'), 'richtext', { required: true, max: 20_000 }),
    col.image(n.image, COMMON_TITLES.image, { form: true }),
    col.sort(n.sort),
    col.onOff(n.status, PUBLISHED_OPTIONS),
    col.datetime(n.createdAt, T('发布时间', 'published-at'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.updated(n.updatedAt),
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
