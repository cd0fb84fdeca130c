import {
  Answer,
  AppError,
  accounts,
  col,
  customers,
  defineResource,
  input,
  joinTo,
  KEPT_AND_EXPORTED,
  materials,
  materialUnits,
  type OptionsSource,
  optionsOf,
  orders,
  reasonInput,
  tableOptions,
} from '@yanye/framework/server';
import { T, textOf } from '@yanye/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { LOT_STATUS_OPTIONS } from './lot.resource';
import { UNIT_DECIMALS } from './material-unit.resource';
import { RECALL_TEXTS, STANDING_DELIVERY } from './recall';
import { sendNoticeAction } from './recall-notice';
import { type CONTACT_CHANNELS, type RECALL_STATUSES, recallContacts, recalls } from './recall-tables';
import { DOC_TYPES } from './stock.resource';
import { lots, outbounds, stockLogs } from './tables';
import { INVENTORY_TITLES } from './titles';

// Where lots went and the recalls of them (docs/inventory.md, "Lots, expiry and recalls"): a lot's deliveries,
// the recalls with the customers each must reach, and their contacting.

const TITLES = {
  shippedAt: T('出库时间'),
  deliveredQty: T('出库数量'),
  reason: T('召回原因'),
  openedBy: T('发起人'),
  contacts: T('待联系客户'),
  contacted: T('已联系'),
  channel: T('联系方式'),
  contactNote: T('联系记录'),
  closingNote: T('结束说明'),
  recallStatus: T('召回状态'),
};

export const RECALL_STATUS_OPTIONS = optionsOf<(typeof RECALL_STATUSES)[number]>({
  open: T('召回中'),
  closed: T('已结束', 'recall'),
});

export const CHANNEL_OPTIONS = optionsOf<(typeof CONTACT_CHANNELS)[number]>({
  phone: T('电话', 'channel'),
  sms: T('短信'),
  visit: T('上门'),
  other: T('其他', 'channel'),
});

const CONTACTED_OPTIONS = [
  { value: 0, label: T('未联系') },
  { value: 1, label: T('已联系', 'done') },
];

/** The store's vendors, and none (a lot made by an inbound of no purchase order). */
const VENDORS: OptionsSource = {
  async load(db, lang) {
    const known = await tableOptions(customers, customers.id, customers.name).load(db, lang);
    return [{ value: 0, label: textOf(INVENTORY_TITLES.noVendor, lang) }, ...known];
  },
};

const g = stockLogs;

/**
 * The deliveries of lots (list only): each standing ledger row of a lot that left to a customer (an outbound
 * document's or a retail order's), with its document, customer or buyer, phone and address. Filtered by a lot, or by the lots' vendor and production dates, it is who must be told of a
 * recall, and it exports.
 */
export const lotDeliveryResource = defineResource({
  entity: 'LotDelivery',
  table: stockLogs,
  scope: STANDING_DELIVERY,
  joins: [
    joinTo(g.lotId),
    joinTo(g.materialId),
    joinTo(materials.unitId),
    { table: outbounds, on: sql`${g.docType} = 'outbound' and ${outbounds.id} = ${g.docId}` },
    { table: customers, on: eq(customers.id, outbounds.customerId) },
    { table: orders, on: sql`${g.docType} = 'order' and ${orders.id} = ${g.docId}` },
  ],
  columns: [
    col.hide(g.id),
    col.text(lots.lotNo, INVENTORY_TITLES.lotNo, { as: 'lot_no', filter: 'text', width: 140 }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 160 }),
    col.date(lots.producedAt, INVENTORY_TITLES.producedAt, { as: 'produced_at', filter: 'date' }),
    // The vendor whose delivery made the lot (none for a lot not received from a purchase order): a vendor's
    // lots of a production period are one recall's reach.
    col.select(lots.vendorId, INVENTORY_TITLES.vendor, VENDORS, {
      as: 'vendor_id',
      visible: false,
      filter: 'select',
    }),
    col.select(g.docType, INVENTORY_TITLES.docType, DOC_TYPES, { filter: 'select', width: 100 }),
    col.text(g.docNo, INVENTORY_TITLES.no, { filter: 'text', width: 170 }),
    // An outbound document's customer as they stand now; a retail order's buyer and address as ordered.
    col.computed(
      'datetime',
      sql`coalesce(${outbounds.auditedAt}, ${orders.sendTime}, ${orders.finishTime})`.mapWith(Number),
      TITLES.shippedAt,
      {
        as: 'shipped_at',
        sortable: true,
        filter: 'datetime',
      },
    ),
    col.computed(
      'text',
      sql`coalesce(${customers.name}, ${orders.buyerName}, '')`,
      INVENTORY_TITLES.customer,
      {
        as: 'customer',
        filter: 'text',
        width: 160,
      },
    ),
    col.computed('text', sql`coalesce(${customers.contact}, '')`, INVENTORY_TITLES.contact, {
      as: 'contact',
    }),
    col.computed(
      'text',
      sql`coalesce(${customers.phone}, ${orders.buyerPhone}, '')`,
      INVENTORY_TITLES.phone,
      {
        as: 'phone',
        width: 130,
      },
    ),
    col.computed(
      'text',
      sql`coalesce(${customers.address}, ${orders.address}, '')`,
      INVENTORY_TITLES.address,
      {
        as: 'address',
        width: 220,
      },
    ),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    UNIT_DECIMALS,
    col.computed('number', sql`-${g.qtyDelta}`, TITLES.deliveredQty, {
      as: 'delivered_qty',
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
    }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});

/** The number of a recall's contacts, and of those contacted. */
const counted = (contacted: boolean) =>
  sql`(select count(*)::int from ${recallContacts} c where c.supplier_id = "recalls"."supplier_id"
    and c.recall_id = "recalls"."id"${contacted ? sql` and c.contacted = 1` : sql``})`;

const r = recalls;

/** Recalls: the lot, why, who opened it, how many customers it must reach and has reached; closed when done. */
export const recallResource = defineResource({
  entity: 'Recall',
  table: recalls,
  joins: [joinTo(r.lotId), joinTo(lots.materialId), joinTo(r.openedBy)],
  columns: [
    col.id(r.id, { width: 80 }),
    col.text(lots.lotNo, INVENTORY_TITLES.lotNo, { as: 'lot_no', filter: 'text', width: 140 }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 160 }),
    col.text(r.reason, TITLES.reason, { width: 220 }),
    col.computed('number', counted(false), TITLES.contacts, { as: 'contacts', width: 100 }),
    col.computed('number', counted(true), TITLES.contacted, { as: 'contacted', width: 90 }),
    col.select(r.status, TITLES.recallStatus, RECALL_STATUS_OPTIONS, { filter: 'select' }),
    col.text(accounts.nickName, TITLES.openedBy, { as: 'opened_by_name' }),
    col.created(r.createdAt),
    col.text(r.closingNote, TITLES.closingNote, { visible: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  actions: {
    // The lot stays blocked: what was recalled is not sold again unless someone unblocks it on purpose.
    Close: {
      when: { status: ['open'] },
      fields: [reasonInput(TITLES.closingNote, 'note')],
      async run({ db, principal, deps }, row, asked) {
        const [done] = await db
          .update(recalls)
          .set({
            status: 'closed',
            closedBy: principal.accountId,
            closedAt: deps.now(),
            closingNote: asked.note,
          })
          .where(and(eq(recalls.id, row.id), eq(recalls.status, 'open')))
          .returning({ id: recalls.id });
        if (!done) throw new AppError('CONFLICT', RECALL_TEXTS.closed);
        return new Answer({ id: row.id }, RECALL_TEXTS.closed);
      },
    },
  },
  ...KEPT_AND_EXPORTED,
});

const c = recallContacts;

/** Whom each recall must reach, with what they took and when; marked as each is contacted. */
export const recallContactResource = defineResource({
  entity: 'RecallContact',
  table: recallContacts,
  joins: [joinTo(c.recallId), joinTo(recalls.lotId), joinTo(c.contactedBy)],
  columns: [
    col.hide(c.id),
    col.number(c.recallId, INVENTORY_TITLES.recall, { filter: 'number', width: 80 }),
    col.text(lots.lotNo, INVENTORY_TITLES.lotNo, { as: 'lot_no', filter: 'text', width: 140 }),
    col.select(lots.status, INVENTORY_TITLES.lotStatus, LOT_STATUS_OPTIONS, {
      as: 'lot_status',
      visible: false,
    }),
    col.text(c.docNo, INVENTORY_TITLES.no, { filter: 'text', width: 170 }),
    col.datetime(c.shippedAt, TITLES.shippedAt),
    col.text(c.name, INVENTORY_TITLES.customer, { filter: 'text', width: 160 }),
    col.text(c.contact, INVENTORY_TITLES.contact),
    col.text(c.phone, INVENTORY_TITLES.phone, { width: 130 }),
    col.text(c.address, INVENTORY_TITLES.address, { width: 220 }),
    col.select(c.channel, TITLES.channel, CHANNEL_OPTIONS),
    col.text(accounts.nickName, INVENTORY_TITLES.contactedBy, { as: 'contacted_by_name' }),
    col.datetime(c.contactedAt, INVENTORY_TITLES.contactedAt),
    col.text(c.note, TITLES.contactNote, { width: 200 }),
    col.select(c.contacted, TITLES.contacted, CONTACTED_OPTIONS, { filter: 'select' }),
    col.number(c.qty, TITLES.deliveredQty, { decimals: 3 }),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  actions: {
    Contacted: {
      when: { contacted: [0] },
      primary: true,
      batch: true,
      fields: [
        input('channel', TITLES.channel, 'select', { required: true, options: CHANNEL_OPTIONS }),
        input('note', TITLES.contactNote, 'textarea', { max: 200 }),
      ],
      async run({ db, principal, deps }, row, asked) {
        await db
          .update(recallContacts)
          .set({
            contacted: 1,
            contactedBy: principal.accountId,
            contactedAt: deps.now(),
            channel: asked.channel as (typeof CONTACT_CHANNELS)[number],
            note: asked.note ?? '',
            updatedAt: deps.now(),
          })
          .where(and(eq(recallContacts.id, row.id), eq(recallContacts.contacted, 0)));
        return new Answer({ id: row.id }, RECALL_TEXTS.contacted);
      },
    },
    SendNotice: sendNoticeAction,
  },
  ...KEPT_AND_EXPORTED,
});
