import {
  CAMPAIGN_TIME_TITLES,
  campaignStateColumn,
  campaignTabs,
  col,
  defineResource,
  joinTo,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { sessions } from './session.campaign';
import { flashsaleItems, flashsales } from './tables';
import { FLASHSALE_TITLES } from './texts';

const i = flashsaleItems;
const f = flashsales;

/**
 * The goods of every session in one list (/plugin/flashsale/goods): flash price against the regular one, flash
 * stock, sold and left, and the session's state, to follow a sale as it runs. Read only: the goods are edited in
 * their session's form.
 */
export const itemResource = defineResource({
  entity: 'FlashsaleItem',
  table: flashsaleItems,
  joins: [joinTo(i.docId)],
  columns: [
    col.hide(i.docId),
    col.text(f.title, FLASHSALE_TITLES.session, {
      as: 'session_title',
      filter: 'text',
      width: 180,
      link: { page: 'FlashsaleEdit', idKey: 'doc_id' },
    }),
    col.datetime(f.startAt, CAMPAIGN_TIME_TITLES.startAt, {
      as: 'start_at',
      sortable: true,
      filter: 'datetime',
    }),
    col.datetime(f.endAt, CAMPAIGN_TIME_TITLES.endAt, { as: 'end_at', sortable: true, visible: false }),
    campaignStateColumn(f, FLASHSALE_TITLES.state),
    col.text(i.goodsName, FLASHSALE_TITLES.goods, { filter: 'text', width: 180 }),
    col.money(i.goodsPrice, FLASHSALE_TITLES.goodsPrice, { sortable: true, width: 90 }),
    col.money(i.flashPrice, FLASHSALE_TITLES.flashPrice, { sortable: true, filter: 'number', width: 90 }),
    col.number(i.stock, FLASHSALE_TITLES.stock, { sortable: true, sum: true, width: 90 }),
    col.number(i.sold, FLASHSALE_TITLES.sold, { sortable: true, sum: true, width: 80 }),
    col.computed('number', sql<number>`${i.stock} - ${i.sold}`, FLASHSALE_TITLES.left, {
      as: 'left_qty',
      sortable: true,
      width: 80,
    }),
    col.number(i.limitPerMember, FLASHSALE_TITLES.limit, { sortable: true, width: 90 }),
  ],
  tabs: campaignTabs(sessions.sql, FLASHSALE_TITLES.all),
  defaultSort: { key: 'start_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
