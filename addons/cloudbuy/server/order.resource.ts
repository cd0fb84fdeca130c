import {
  COMMON_TITLES,
  col,
  defineResource,
  field,
  type ListTabDef,
  readOnlyLines,
  recordNoColumn,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { ORDER_STATE_OPTIONS, orderFlow } from './order.flow';
import { cloudbuyOrderLines, cloudbuyOrders, ORDER_STATES } from './tables';
import { CLOUDBUY_TITLES, STATE_TITLES } from './texts';

const o = cloudbuyOrders;
const l = cloudbuyOrderLines;

/**
 * An order's lines as its details show them. Orders are placed from the cart (`checkout.ts`), never saved through
 * a form: they are the offers as they were, read back.
 */
const orderLines = readOnlyLines({
  name: 'lines',
  title: CLOUDBUY_TITLES.lines,
  table: l,
  min: 1,
  max: 200,
  columns: [
    field(l.name, CLOUDBUY_TITLES.goods, 'text'),
    field(l.spec, CLOUDBUY_TITLES.spec, 'text'),
    field(l.unit, CLOUDBUY_TITLES.unit, 'text'),
    field(l.price, CLOUDBUY_TITLES.price, 'money'),
    field(l.qty, CLOUDBUY_TITLES.qty, 'number', { decimals: 3 }),
    field(l.amount, CLOUDBUY_TITLES.lineAmount, 'money'),
  ],
});

/** A tab per state, after the whole list. */
const TABS: Record<string, ListTabDef> = {
  all: { title: CLOUDBUY_TITLES.all },
  ...Object.fromEntries(ORDER_STATES.map((s) => [s, { title: STATE_TITLES[s], where: eq(o.status, s) }])),
};

/**
 * Cloud-buy orders (/plugin/cloudbuy/order): the list with a tab per state and totals, each order's details (its
 * lines, delivery, purchase document and history, read-only) and the steps of its flow (`order.flow.ts`). The
 * purchase number opens the purchase document for whoever may open it. Orders are the trail of what was bought:
 * none is edited or deleted.
 */
export const cloudbuyOrderResource = defineResource({
  entity: 'CloudbuyOrder',
  table: cloudbuyOrders,
  columns: [
    col.hide(o.id),
    recordNoColumn(o.orderNo, CLOUDBUY_TITLES.orderNo, { width: 170, page: 'CloudbuyOrderInfo', form: true }),
    col.text(o.supplierName, CLOUDBUY_TITLES.supplier, {
      sortable: true,
      filter: 'text',
      width: 180,
      form: true,
    }),
    col.text(o.summary, CLOUDBUY_TITLES.summary, { filter: 'text', width: 220 }),
    col.number(o.lineCount, CLOUDBUY_TITLES.lineCount, { width: 70 }),
    col.number(o.totalQty, CLOUDBUY_TITLES.totalQty, { decimals: 3, sum: true, width: 100, form: true }),
    col.money(o.totalAmount, CLOUDBUY_TITLES.totalAmount, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 110,
      form: true,
    }),
    col.select(o.status, CLOUDBUY_TITLES.status, ORDER_STATE_OPTIONS, {
      filter: 'select',
      width: 90,
      form: true,
    }),
    col.hide(o.purchaseId),
    col.text(o.purchaseNo, CLOUDBUY_TITLES.purchaseNo, {
      filter: 'text',
      width: 170,
      link: { page: 'PurchaseEdit', idKey: 'purchase_id' },
      form: true,
    }),
    col.text(o.contactName, CLOUDBUY_TITLES.contactName, { visible: false, width: 90, form: true }),
    col.text(o.contactPhone, CLOUDBUY_TITLES.contactPhone, { visible: false, width: 130, form: true }),
    col.text(o.address, CLOUDBUY_TITLES.address, { visible: false, width: 220, form: { type: 'textarea' } }),
    col.text(o.carrier, CLOUDBUY_TITLES.carrier, { width: 100, form: true }),
    col.text(o.trackingNo, CLOUDBUY_TITLES.trackingNo, { filter: 'text', width: 150, form: true }),
    col.text(o.remark, CLOUDBUY_TITLES.orderRemark, {
      visible: false,
      width: 160,
      form: { type: 'textarea' },
    }),
    col.text(o.cancelReason, CLOUDBUY_TITLES.cancelReason, {
      visible: false,
      width: 160,
      form: { type: 'textarea' },
    }),
    col.datetime(o.confirmedAt, CLOUDBUY_TITLES.confirmedAt, { visible: false, form: true }),
    col.datetime(o.shippedAt, CLOUDBUY_TITLES.shippedAt, { sortable: true, visible: false, form: true }),
    col.datetime(o.receivedAt, CLOUDBUY_TITLES.receivedAt, { visible: false, form: true }),
    col.datetime(o.cancelledAt, CLOUDBUY_TITLES.cancelledAt, { visible: false, form: true }),
    col.datetime(o.createdAt, CLOUDBUY_TITLES.createdAt, { sortable: true, filter: 'datetime', form: true }),
    col.datetime(o.updatedAt, COMMON_TITLES.updated, { sortable: true, visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: orderLines,
  flow: orderFlow,
  deletable: false,
  exportable: true,
  exportAsync: true,
});
