import { col, defineResource, joinTo, orders } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { CLAIM_STATES, POLICY_STATES } from '../contract';
import { freightinsClaims, freightinsPolicies } from './tables';
import { CLAIM_TITLES, FREIGHTINS_TITLES, PAYEE_TITLES, POLICY_TITLES, SOURCE_TITLES } from './texts';

const p = freightinsPolicies;
const c = freightinsClaims;

const POLICY_OPTIONS = POLICY_STATES.map((value) => ({ value, label: POLICY_TITLES[value] }));
const CLAIM_OPTIONS = CLAIM_STATES.map((value) => ({ value, label: CLAIM_TITLES[value] }));
const SOURCE_OPTIONS = (['auto', 'manual'] as const).map((value) => ({ value, label: SOURCE_TITLES[value] }));
const PAYEE_OPTIONS = (['member', 'direct'] as const).map((value) => ({ value, label: PAYEE_TITLES[value] }));

/**
 * Policies (/plugin/freightins/policy): one per insured order, written by insuring (the desk's button or the
 * sweep as orders ship) and moved by cancelling, claims and expiry; read here, never edited. The order number
 * opens the order.
 */
export const policyResource = defineResource({
  entity: 'FreightinsPolicy',
  table: freightinsPolicies,
  columns: [
    col.hide(p.id),
    col.hide(p.orderId),
    col.text(p.orderSn, FREIGHTINS_TITLES.orderSn, {
      filter: 'text',
      width: 190,
      link: { page: 'OrderInfo', idKey: 'order_id' },
    }),
    col.text(p.policyNo, FREIGHTINS_TITLES.policyNo, { filter: 'text', width: 200 }),
    col.text(p.buyerName, FREIGHTINS_TITLES.buyer, { filter: 'text', width: 100 }),
    col.text(p.buyerPhone, FREIGHTINS_TITLES.buyerPhone, { filter: 'text', width: 120 }),
    col.money(p.premium, FREIGHTINS_TITLES.premium, { sortable: true, sum: true, width: 90 }),
    col.money(p.insuredAmount, FREIGHTINS_TITLES.insuredAmount, { sortable: true, width: 90 }),
    col.select(p.state, FREIGHTINS_TITLES.state, POLICY_OPTIONS, { filter: 'select', width: 90 }),
    col.select(p.source, FREIGHTINS_TITLES.source, SOURCE_OPTIONS, { filter: 'select', width: 110 }),
    col.text(p.refuseReason, FREIGHTINS_TITLES.refuseReason, { width: 180, visible: false }),
    col.text(p.cancelReason, FREIGHTINS_TITLES.cancelReason, { width: 180, visible: false }),
    col.datetime(p.effectiveAt, FREIGHTINS_TITLES.effectiveAt, { sortable: true, visible: false }),
    col.datetime(p.expiresAt, FREIGHTINS_TITLES.expiresAt, { sortable: true, filter: 'datetime' }),
    col.datetime(p.createdAt, FREIGHTINS_TITLES.createdAt, { sortable: true, filter: 'datetime' }),
  ],
  tabs: {
    all: { title: FREIGHTINS_TITLES.all },
    ...Object.fromEntries(POLICY_STATES.map((s) => [s, { title: POLICY_TITLES[s], where: eq(p.state, s) }])),
  },
  // A policy is known by its own number, not its order's.
  recordName: 'policy_no',
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});

/**
 * Claims (/plugin/freightins/claim): one per policy whose order came back, filed with the insurer and settled by
 * its notification; a paid claim shows where the money went (the buyer's balance, or paid by the insurer).
 */
export const claimResource = defineResource({
  entity: 'FreightinsClaim',
  table: freightinsClaims,
  joins: [joinTo(c.policyId), joinTo(c.orderId)],
  columns: [
    col.hide(c.id),
    col.hide(c.orderId),
    col.text(c.claimNo, FREIGHTINS_TITLES.claimNo, { filter: 'text', width: 150 }),
    col.text(orders.orderSn, FREIGHTINS_TITLES.orderSn, {
      as: 'order_sn',
      filter: 'text',
      width: 190,
      link: { page: 'OrderInfo', idKey: 'order_id' },
    }),
    col.text(p.policyNo, FREIGHTINS_TITLES.policyNo, { as: 'policy_no', filter: 'text', width: 200 }),
    col.text(p.buyerName, FREIGHTINS_TITLES.buyer, { as: 'buyer_name', filter: 'text', width: 100 }),
    col.money(c.amount, FREIGHTINS_TITLES.claimAmount, { sortable: true, sum: true, width: 90 }),
    col.money(c.paidAmount, FREIGHTINS_TITLES.paidAmount, { sortable: true, sum: true, width: 90 }),
    col.select(c.state, FREIGHTINS_TITLES.state, CLAIM_OPTIONS, { filter: 'select', width: 90 }),
    col.select(c.payee, FREIGHTINS_TITLES.payee, PAYEE_OPTIONS, { filter: 'select', width: 140 }),
    col.text(c.insurerClaimNo, FREIGHTINS_TITLES.insurerClaimNo, {
      filter: 'text',
      width: 170,
      visible: false,
    }),
    col.text(c.reason, FREIGHTINS_TITLES.reason, { width: 160 }),
    col.text(c.rejectReason, FREIGHTINS_TITLES.rejectReason, { width: 160, visible: false }),
    col.datetime(c.createdAt, FREIGHTINS_TITLES.filedAt, { sortable: true, filter: 'datetime' }),
    col.datetime(c.paidAt, FREIGHTINS_TITLES.paidAt, { sortable: true, visible: false }),
  ],
  tabs: {
    all: { title: FREIGHTINS_TITLES.all },
    ...Object.fromEntries(CLAIM_STATES.map((s) => [s, { title: CLAIM_TITLES[s], where: eq(c.state, s) }])),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
