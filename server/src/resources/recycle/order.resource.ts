import {
  col,
  defineResource,
  entityOptions,
  field,
  joinTo,
  type ListTabDef,
  members,
} from '@yanye/framework/server';
import { API, COLLECTION_MODES, RECYCLE_ORDER_STATES } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { ADDRESS_TEXTS } from './member-address';
import { ORDER_STATES, orderFlow } from './order.flow';
import { orderItems } from './order.items';
import { beforeOrderSave } from './order.save';
import { MODE_TITLES, RECYCLE_ORDER_MESSAGES, RECYCLE_ORDER_TITLES, STATE_TITLES } from './order.texts';
import { recycleOrders, recyclePoints, recycleStaff } from './tables';

const o = recycleOrders;

const MODES = COLLECTION_MODES.map((value) => ({ value, label: MODE_TITLES[value] }));

/** A tab per state, after the whole list. */
const TABS: Record<string, ListTabDef> = {
  all: { title: RECYCLE_ORDER_TITLES.all },
  ...Object.fromEntries(
    RECYCLE_ORDER_STATES.map((s) => [s, { title: STATE_TITLES[s], where: eq(o.status, s) }]),
  ),
};

/**
 * The recycling orders (`/recycle/order`): the list with a tab per state, an order taken on a member's behalf
 * (its items quoted by the server on save), its steps (assign, collect, inspect, the member's acceptance, the
 * payout to the member's recycling wallet, cancel, return) and its history. Only a cancelled order is deleted.
 */
export const recycleOrderResource = defineResource({
  entity: 'RecycleOrder',
  table: recycleOrders,
  joins: [joinTo(o.memberId), joinTo(o.pointId), joinTo(o.staffId)],
  columns: [
    col.hide(o.id),
    col.text(o.orderNo, RECYCLE_ORDER_TITLES.orderNo, {
      sortable: true,
      filter: 'text',
      width: 170,
      link: { page: 'RecycleOrderInfo', idKey: 'id' },
    }),
    ...col.ref(o.memberId, members.nickName, RECYCLE_ORDER_TITLES.member, {
      as: 'member_name',
      width: 110,
      required: true,
      optionsApi: entityOptions('Member'),
    }),
    col.text(members.phone, RECYCLE_ORDER_TITLES.memberPhone, {
      as: 'member_phone',
      filter: 'text',
      width: 120,
    }),
    col.text(o.summary, RECYCLE_ORDER_TITLES.items, { filter: 'text', width: 200 }),
    col.money(o.quotedTotal, RECYCLE_ORDER_TITLES.quotedTotal, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 110,
    }),
    col.money(o.inspectedTotal, RECYCLE_ORDER_TITLES.inspectedTotal, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 110,
    }),
    col.select(o.mode, RECYCLE_ORDER_TITLES.mode, MODES, {
      filter: 'select',
      width: 120,
      form: { type: 'radio', required: true, default: 'point' },
    }),
    ...col.ref(o.pointId, recyclePoints.name, RECYCLE_ORDER_TITLES.point, {
      as: 'point_name',
      width: 140,
      optionsApi: entityOptions('RecycleAddress'),
    }),
    field(o.addressId, RECYCLE_ORDER_TITLES.address, 'select', {
      optionsApi: { path: API.recycleOrder.addressOptions.path, params: { member_id: '{member_id}' } },
      tip: ADDRESS_TEXTS.limit,
    }),
    col.text(o.contactName, RECYCLE_ORDER_TITLES.contactName, {
      width: 100,
      visible: false,
      form: { max: 30 },
    }),
    // Kept in the member's addresses, which take a mobile (the collector calls it).
    col.text(o.contactPhone, RECYCLE_ORDER_TITLES.contactPhone, {
      width: 120,
      visible: false,
      form: { type: 'phone', phone: 'mobile' },
    }),
    ...col.region(o.region, RECYCLE_ORDER_TITLES.region, { visible: false, form: true }),
    col.text(o.street, RECYCLE_ORDER_TITLES.street, { width: 200, visible: false, form: { max: 100 } }),
    col.text(recycleStaff.name, RECYCLE_ORDER_TITLES.staff, { as: 'staff_name', filter: 'text', width: 100 }),
    col.select(o.status, RECYCLE_ORDER_TITLES.status, ORDER_STATES, { filter: 'select', width: 110 }),
    col.datetime(o.preferredAt, RECYCLE_ORDER_TITLES.preferredAt, { sortable: true, form: true }),
    col.text(o.remark, RECYCLE_ORDER_TITLES.remark, {
      width: 160,
      visible: false,
      form: { type: 'textarea', max: 200 },
    }),
    col.text(o.closeReason, RECYCLE_ORDER_TITLES.closeReason, { width: 160, visible: false }),
    col.datetime(o.createdAt, RECYCLE_ORDER_TITLES.createdAt, { sortable: true, filter: 'datetime' }),
    col.datetime(o.paidAt, RECYCLE_ORDER_TITLES.paidAt, { sortable: true, visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: orderItems,
  flow: orderFlow,
  // Only an order that was cancelled goes; the others are the trail of money and goods.
  editableWhen: { condition: { status: ['cancelled'] }, message: RECYCLE_ORDER_MESSAGES.delCancelled },
  beforeSave: beforeOrderSave,
  exportable: true,
  exportAsync: true,
});
