import { API, COLLECTION_MODES, RECYCLE_ORDER_STATES } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { col, field } from '../../engine/columns';
import { defineResource, entityOptions, type ListTabDef } from '../../engine/resource';
import { MA } from './member-address';
import { ORDER_STATES, orderFlow } from './order.flow';
import { orderItems } from './order.items';
import { beforeOrderSave } from './order.save';
import { recycleOrders } from './order.tables';
import { MODE_TITLES, OM, OT, STATE_TITLES } from './order.texts';
import { recyclePoints } from './point.resource';
import { recycleStaff } from './staff.resource';

// drizzle-kit reads the tables of `*.resource.ts` modules: the order's own and the members' addresses it keeps.
export { memberAddresses } from './member-address';
export { recycleOrderItems, recycleOrders } from './order.tables';

const o = recycleOrders;

const MODES = COLLECTION_MODES.map((value) => ({ value, label: MODE_TITLES[value] }));

/** A tab per state, after the whole list. */
const TABS: Record<string, ListTabDef> = {
  all: { title: OT.all },
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
  joins: [
    { table: members, on: eq(members.id, o.memberId) },
    { table: recyclePoints, on: eq(recyclePoints.id, o.pointId) },
    { table: recycleStaff, on: eq(recycleStaff.id, o.staffId) },
  ],
  columns: [
    col.hide(o.id),
    col.text(o.orderNo, OT.orderNo, {
      sortable: true,
      filter: 'text',
      width: 170,
      link: { page: 'RecycleOrderInfo', idKey: 'id' },
    }),
    ...col.ref(o.memberId, members.nickName, OT.member, {
      as: 'member_name',
      width: 110,
      required: true,
      optionsApi: entityOptions('Member'),
    }),
    col.text(members.phone, OT.memberPhone, {
      as: 'member_phone',
      filter: 'text',
      width: 120,
    }),
    col.text(o.summary, OT.items, { filter: 'text', width: 200 }),
    col.money(o.quotedTotal, OT.quotedTotal, { sortable: true, sum: true, filter: 'number', width: 110 }),
    col.money(o.inspectedTotal, OT.inspectedTotal, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 110,
    }),
    col.select(o.mode, OT.mode, MODES, {
      filter: 'select',
      width: 120,
      form: { type: 'radio', required: true, default: 'point' },
    }),
    ...col.ref(o.pointId, recyclePoints.name, OT.point, {
      as: 'point_name',
      width: 140,
      optionsApi: entityOptions('RecycleAddress'),
    }),
    field(o.addressId, OT.address, 'select', {
      optionsApi: { path: API.recycleOrder.addressOptions.path, params: { member_id: '{member_id}' } },
      tip: MA.limit,
    }),
    col.text(o.contactName, OT.contactName, { width: 100, visible: false, form: { max: 30 } }),
    // Kept in the member's addresses, which take a mobile (the collector calls it).
    col.text(o.contactPhone, OT.contactPhone, {
      width: 120,
      visible: false,
      form: { type: 'phone', phone: 'mobile' },
    }),
    ...col.region(o.region, OT.region, { visible: false, form: true }),
    col.text(o.street, OT.street, { width: 200, visible: false, form: { max: 100 } }),
    col.text(recycleStaff.name, OT.staff, { as: 'staff_name', filter: 'text', width: 100 }),
    col.select(o.status, OT.status, ORDER_STATES, { filter: 'select', width: 110 }),
    col.datetime(o.preferredAt, OT.preferredAt, { sortable: true, form: true }),
    col.text(o.remark, OT.remark, { width: 160, visible: false, form: { type: 'textarea', max: 200 } }),
    col.text(o.closeReason, OT.closeReason, { width: 160, visible: false }),
    col.datetime(o.createdAt, OT.createdAt, { sortable: true, filter: 'datetime' }),
    col.datetime(o.paidAt, OT.paidAt, { sortable: true, visible: false }),
  ],
  tabs: TABS,
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: orderItems,
  flow: orderFlow,
  // Only an order that was cancelled goes; the others are the trail of money and goods.
  editableWhen: { condition: { status: ['cancelled'] }, message: OM.delCancelled },
  beforeSave: beforeOrderSave,
  exportable: true,
  exportAsync: true,
});
