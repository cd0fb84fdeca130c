import {
  accounts,
  customers,
  inList,
  noneAsNull,
  orders,
  qty,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { lots } from './lot-tables';
import { outbounds } from './tables';

// Recalls (docs/inventory.md, "Lots, expiry and recalls")

export const RECALL_STATUSES = ['open', 'closed'] as const;

/**
 * A recall of a lot: why, who opened it and when (the lot is blocked from that moment), and its closing. One open
 * recall per lot.
 */
export const recalls = storeTable(
  'recalls',
  {
    lotId: refId('lot_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: RECALL_STATUSES }).notNull().default('open'),
    openedBy: refId('opened_by').notNull(),
    closedBy: refId('closed_by'),
    closedAt: unixTime('closed_at'),
    closingNote: text('closing_note').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('recalls_open_lot_key').on(t.supplierId, t.lotId).where(sql`status = 'open'`),
    index('recalls_created_idx').on(t.supplierId, t.createdAt, t.id),
    check('recalls_status_check', inList(t.status, RECALL_STATUSES)),
    storeKey('recalls_lot_id_fk', t, t.lotId, lots),
    storeKey('recalls_opened_by_fk', t, t.openedBy, accounts),
    storeKey('recalls_closed_by_fk', t, t.closedBy, accounts),
  ],
);

export const CONTACT_CHANNELS = ['phone', 'sms', 'visit', 'other'] as const;

/**
 * Whom a recall must reach: each audited outbound document and each shipped retail order that took from the lot
 * when the recall opened, with its customer's (or buyer's) name, phone and address as they stood then, and the
 * quantity; marked when contacted.
 */
export const recallContacts = storeTable(
  'recall_contacts',
  {
    recallId: refId('recall_id').notNull(),
    /** The outbound document that took from the lot, or 0 for a retail order. */
    outboundId: refId('outbound_id').notNull().default(0),
    outboundRef: noneAsNull('outbound_id'),
    /** The retail order that took from the lot, or 0 for an outbound document. */
    orderId: refId('order_id').notNull().default(0),
    orderRef: noneAsNull('order_id'),
    docNo: text('doc_no').notNull(),
    /** When the goods left (the outbound's audit). */
    shippedAt: unixTime('shipped_at').notNull(),
    customerId: refId('customer_id').notNull().default(0),
    customerRef: noneAsNull('customer_id'),
    name: text('name').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    qty: qty('qty').notNull(),
    /** 1 once someone reached them. */
    contacted: smallint('contacted').notNull().default(0),
    contactedBy: refId('contacted_by'),
    contactedAt: unixTime('contacted_at'),
    channel: text('channel', { enum: CONTACT_CHANNELS }),
    note: text('note').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('recall_contacts_doc_key').on(t.supplierId, t.recallId, t.outboundId, t.orderId),
    // Each contact is a delivery: an outbound document's or a retail order's (recall.ts writes one of the two).
    check('recall_contacts_source_check', sql`${t.outboundId} > 0 or ${t.orderId} > 0`),
    check('recall_contacts_contacted_check', sql`${t.contacted} in (0, 1)`),
    storeKey('recall_contacts_recall_id_fk', t, t.recallId, recalls),
    storeKey('recall_contacts_outbound_ref_fk', t, t.outboundRef, outbounds),
    storeKey('recall_contacts_order_ref_fk', t, t.orderRef, orders),
    storeKey('recall_contacts_customer_ref_fk', t, t.customerRef, customers),
    storeKey('recall_contacts_contacted_by_fk', t, t.contactedBy, accounts),
  ],
);
