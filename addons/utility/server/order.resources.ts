import {
  col,
  defineFlow,
  defineResource,
  entityOptions,
  field,
  joinTo,
  MEMBER_TITLES,
  memberColumns,
  recordNoColumn,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { AUDIT_REASONS, ORDER_STATES, type UtilityKind } from '../contract';
import { ENTITY } from './order.view';
import { utilityOrders } from './tables';
import { KIND_TITLES, REASON_TITLES, STATE_TITLES, STEP_TITLES, UTILITY_TITLES } from './texts';

const o = utilityOrders;

export const STATE_OPTIONS = ORDER_STATES.map((value) => ({ value, label: STATE_TITLES[value] }));
export const KIND_OPTIONS = (['electric', 'petrol', 'mobile'] as const).map((value) => ({
  value,
  label: KIND_TITLES[value],
}));
/** The reasons a held order shows; an order that needed no review shows none. */
const REASON_OPTIONS = AUDIT_REASONS.filter((v) => v !== '').map((value) => ({
  value,
  label: REASON_TITLES[value],
}));

/**
 * The orders' states and the steps between them, as their history tells them. Every step is taken by the
 * add-on's own calls (placing, review, the provider's answers, a refund), never by a generic action.
 */
const orderFlow = defineFlow<typeof utilityOrders>({
  status: o.state,
  states: STATE_OPTIONS,
  initial: 'pending',
  steps: {},
  events: STEP_TITLES,
});

/** What every list of orders shows; the order number opens its page. */
const listColumns = () => [
  col.hide(o.id),
  recordNoColumn(o.orderNo, UTILITY_TITLES.orderNo, { width: 160, page: 'UtilityRechargeInfo' }),
  ...memberColumns(),
  col.text(o.productName, UTILITY_TITLES.productName, { filter: 'text', width: 150 }),
  col.text(o.account, UTILITY_TITLES.account, { filter: 'text', width: 180 }),
  col.money(o.faceValue, UTILITY_TITLES.faceValue, { sortable: true, width: 90 }),
  col.money(o.amount, UTILITY_TITLES.amount, { sortable: true, sum: true, filter: 'number', width: 100 }),
  col.select(o.state, UTILITY_TITLES.state, STATE_OPTIONS, { filter: 'select', width: 90 }),
  col.select(o.auditReason, UTILITY_TITLES.auditReason, REASON_OPTIONS, { width: 130, visible: false }),
  col.text(o.providerOrderNo, UTILITY_TITLES.providerOrderNo, { filter: 'text', width: 160, visible: false }),
  col.text(o.failReason, UTILITY_TITLES.failReason, { width: 180, visible: false }),
  col.datetime(o.createdAt, UTILITY_TITLES.createdAt, { sortable: true, filter: 'datetime' }),
  col.datetime(o.finishedAt, UTILITY_TITLES.finishedAt, { sortable: true, visible: false }),
];

const tabs = {
  all: { title: UTILITY_TITLES.all },
  ...Object.fromEntries(ORDER_STATES.map((s) => [s, { title: STATE_TITLES[s], where: eq(o.state, s) }])),
};

/** The top-ups of one kind (电费 / 油卡 / 话费 充值): a list over the orders, each row opening the order's page. */
function kindResource(kind: UtilityKind, entity: string) {
  return defineResource({
    entity,
    table: utilityOrders,
    joins: [joinTo(o.memberId)],
    scope: eq(o.kind, kind),
    columns: listColumns(),
    tabs,
    defaultSort: { key: 'created_at', order: 'desc' },
    deletable: false,
    exportable: true,
    exportAsync: true,
  });
}

export const electricResource = kindResource('electric', 'UtilityElectric');
export const petrolResource = kindResource('petrol', 'UtilityPetrol');
export const mobileResource = kindResource('mobile', 'UtilityMobile');

/**
 * Every top-up as one record (`RechargeInfo`: the review and details pages read it, with its history), and the
 * review list (`RechargeAuditManage`): the orders waiting for a person, each opening its review page.
 */
export const rechargeResource = defineResource({
  entity: ENTITY,
  table: utilityOrders,
  joins: [joinTo(o.memberId)],
  manageList: false,
  views: { Audit: { where: eq(o.state, 'audit') } },
  columns: [
    col.hide(o.id),
    col.text(o.orderNo, UTILITY_TITLES.orderNo, { sortable: true, filter: 'text', width: 160, form: true }),
    col.select(o.kind, UTILITY_TITLES.kind, KIND_OPTIONS, { filter: 'select', width: 90, form: true }),
    field(o.memberId, MEMBER_TITLES.name, 'select', { optionsApi: entityOptions('Member') }),
    ...memberColumns(),
    col.text(o.productName, UTILITY_TITLES.productName, { width: 150, form: true }),
    col.text(o.account, UTILITY_TITLES.account, { filter: 'text', width: 180, form: true }),
    col.money(o.faceValue, UTILITY_TITLES.faceValue, { width: 90, form: true }),
    col.money(o.amount, UTILITY_TITLES.amount, {
      sortable: true,
      sum: true,
      filter: 'number',
      width: 100,
      form: true,
    }),
    col.select(o.auditReason, UTILITY_TITLES.auditReason, REASON_OPTIONS, {
      filter: 'select',
      width: 140,
      form: true,
    }),
    col.select(o.state, UTILITY_TITLES.state, STATE_OPTIONS, { width: 90, form: true }),
    field(o.auditRemark, UTILITY_TITLES.auditRemark, 'textarea'),
    field(o.providerOrderNo, UTILITY_TITLES.providerOrderNo, 'text'),
    field(o.failReason, UTILITY_TITLES.failReason, 'text'),
    field(o.submitError, UTILITY_TITLES.submitError, 'text'),
    field(o.remark, UTILITY_TITLES.remark, 'textarea'),
    col.datetime(o.createdAt, UTILITY_TITLES.createdAt, { sortable: true, filter: 'datetime', form: true }),
    field(o.auditedAt, UTILITY_TITLES.auditedAt, 'datetime'),
    field(o.submittedAt, UTILITY_TITLES.submittedAt, 'datetime'),
    field(o.finishedAt, UTILITY_TITLES.finishedAt, 'datetime'),
    field(o.refundedAt, UTILITY_TITLES.refundedAt, 'datetime'),
  ],
  links: { Audit: { page: 'UtilityAudit', when: { state: ['audit'] } } },
  flow: orderFlow,
  defaultSort: { key: 'created_at', order: 'asc' },
  deletable: false,
  exportable: true,
});
