import { API } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { departments, purchaseApplies, purchaseApplyLines } from '../../db/schema';
import { col, field } from '../../engine/columns';
import { defineResource } from '../../engine/resource';
import { COMMON_TITLES } from '../../engine/titles';
import { auditAction, markAudited, markUnaudited, unauditAction } from './audit';
import { DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, stampNew } from './docs';
import { docPrint } from './print';
import { INVENTORY_TITLES } from './titles';

const a = purchaseApplies;

/** Purchase requests: what a department asks to buy; audited, they move nothing (docs/inventory.md). */
export const purchaseApplyResource = defineResource({
  entity: 'PurchaseApply',
  table: purchaseApplies,
  joins: [{ table: departments, on: eq(departments.id, a.deptId) }],
  columns: [
    col.hide(a.id),
    col.text(a.no, INVENTORY_TITLES.no, { sortable: true, filter: 'text', width: 170 }),
    col.text(departments.name, INVENTORY_TITLES.dept, { as: 'dept', filter: 'text' }),
    field(a.deptId, INVENTORY_TITLES.dept, 'tree', { required: true, optionsApi: API.jxc.deptTree }),
    col.text(a.applicant, INVENTORY_TITLES.applicant, { filter: 'text', form: { required: true, max: 30 } }),
    col.date(a.expectedAt, INVENTORY_TITLES.expectedAt, { sortable: true, filter: 'date', form: true }),
    col.number(a.totalQty, INVENTORY_TITLES.totalQty, { decimals: 3, sum: true }),
    col.select(a.status, COMMON_TITLES.status, DOC_STATUS_OPTIONS, { filter: 'select' }),
    col.text(a.remark, COMMON_TITLES.remark, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.datetime(a.createdAt, COMMON_TITLES.created, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: docLines(purchaseApplyLines, { priced: false }),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction((db, id, accountId, now) => markAudited(db, purchaseApplies, id, accountId, now)),
    // A request moves nothing and no document refers to it (an order does not name the request it came from).
    Unaudit: unauditAction((db, id) => markUnaudited(db, purchaseApplies, id)),
  },
  exportable: true,
  print: docPrint(purchaseApplies, purchaseApplyLines, {
    facts: ['dept', 'applicant', 'expected_at', 'status', 'created_at'],
    priced: false,
    signatures: ['maker', 'auditor', 'handler'],
  }),
  beforeSave: stampNew('CGSQ'),
});
