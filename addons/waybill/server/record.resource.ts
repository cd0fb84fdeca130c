import {
  COMMON_TITLES,
  col,
  defineFlow,
  defineResource,
  field,
  input,
  joinTo,
  optionsOf,
  section,
  T,
} from '@yanye/addon-kit/server';
import { eq, inArray, sql } from 'drizzle-orm';
import { waybill } from '../addon';
import { waybillAuths, waybillRecords } from './tables';
import { STATE_TITLES, WAYBILL_TITLES } from './texts';

const r = waybillRecords;

export const STATES = optionsOf(STATE_TITLES);

/** States the parcel is on its way in (tracking moves it between them). */
export const ON_THE_WAY = ['shipped', 'collected', 'transit', 'delivering'] as const;

/**
 * A waybill's life: drawn (`Issue`, by the apply call), shipped with its order, then moved by the courier's
 * tracking pushes (`Track`, each checkpoint a row of its history, which the details page shows as a timeline),
 * or voided before it was used so that the order can draw another.
 */
export const waybillFlow = defineFlow<typeof waybillRecords>({
  status: r.status,
  states: STATES,
  initial: 'issued',
  steps: {
    Ship: {
      from: ['issued'],
      to: 'shipped',
      confirm: true,
      async apply({ db, deps, principal }, row) {
        await section(waybill, 'retail').ship(
          db,
          row.orderId,
          { company: row.company, no: row.waybillNo },
          { now: deps.now(), timeZone: deps.config.TIME_ZONE, accountId: principal.accountId },
        );
        return { note: `${row.company} ${row.waybillNo}` };
      },
    },
    Void: {
      from: ['issued'],
      to: 'voided',
      fields: [input('note', WAYBILL_TITLES.voidReason, 'text', { required: true, max: 100 })],
    },
  },
  events: {
    Issue: T('取号'),
    Track: T('物流轨迹'),
  },
});

/**
 * Waybills (/plugin/waybill/record): drawn by the apply call, never typed in. A row's details show the label's
 * parties and routing and the history with every tracking checkpoint; its label prints as a PDF.
 */
export const waybillRecordResource = defineResource({
  entity: 'WaybillRecord',
  table: waybillRecords,
  joins: [joinTo(r.authId)],
  columns: [
    col.hide(r.orderId),
    col.text(r.orderSn, WAYBILL_TITLES.orderSn, {
      filter: 'text',
      width: 190,
      link: { page: 'OrderInfo', idKey: 'order_id' },
      form: true,
    }),
    col.text(r.company, WAYBILL_TITLES.company, { filter: 'text', width: 110, form: true }),
    col.text(r.waybillNo, WAYBILL_TITLES.waybillNo, { filter: 'text', width: 170, form: true }),
    col.select(r.status, COMMON_TITLES.status, STATES, { filter: 'select', width: 100 }),
    col.text(waybillAuths.partnerId, WAYBILL_TITLES.account, { as: 'account', width: 130, visible: false }),
    col.text(r.bulkpen, WAYBILL_TITLES.bulkpen, { width: 100, form: true }),
    col.text(r.sortingCode, WAYBILL_TITLES.sortingCode, { width: 120, form: true }),
    col.text(r.packageCenter, WAYBILL_TITLES.packageCenter, { width: 120, visible: false, form: true }),
    col.text(r.receiverName, WAYBILL_TITLES.receiver, { filter: 'text', width: 100, form: true }),
    col.text(r.receiverPhone, WAYBILL_TITLES.receiverPhone, { filter: 'text', width: 130, form: true }),
    col.text(r.receiverAddress, WAYBILL_TITLES.receiverAddress, { width: 240, visible: false, form: true }),
    field(r.senderName, WAYBILL_TITLES.sender, 'text'),
    field(r.senderPhone, WAYBILL_TITLES.senderPhone, 'text'),
    field(r.senderAddress, WAYBILL_TITLES.senderAddress, 'text'),
    field(r.cargo, WAYBILL_TITLES.cargo, 'text'),
    col.computed('number', sql`${r.weight} / 1000.0`, WAYBILL_TITLES.weight, {
      as: 'weight_kg',
      decimals: 2,
      align: 'right',
      width: 100,
    }),
    field(r.remark, COMMON_TITLES.remark, 'text'),
    field(r.requestNo, WAYBILL_TITLES.requestNo, 'text'),
    col.text(r.lastTrack, WAYBILL_TITLES.lastTrack, { width: 260 }),
    col.datetime(r.lastTrackAt, WAYBILL_TITLES.lastTrackAt, { sortable: true }),
    col.number(r.printCount, WAYBILL_TITLES.printCount, { width: 90 }),
    col.datetime(r.createdAt, WAYBILL_TITLES.issuedAt, { sortable: true, filter: 'datetime' }),
  ],
  tabs: {
    all: { title: T('全部', 'title') },
    issued: { title: STATE_TITLES.issued, where: eq(r.status, 'issued') },
    moving: {
      title: T('运输中'),
      where: inArray(r.status, [...ON_THE_WAY]),
    },
    signed: { title: STATE_TITLES.signed, where: eq(r.status, 'signed') },
    problem: {
      title: T('异常'),
      where: inArray(r.status, ['problem', 'returned']),
    },
    voided: { title: STATE_TITLES.voided, where: eq(r.status, 'voided') },
  },
  flow: waybillFlow,
  links: {
    Info: { page: 'WaybillRecordInfo' },
    Label: {
      page: 'WaybillLabel',
      when: { status: STATES.map((s) => s.value).filter((s) => s !== 'voided') },
    },
  },
  // A waybill is known by its own number, not its order's.
  recordName: 'waybill_no',
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
