import { col, defineResource, departments, field, joinTo } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { AUDIT_AFTER, auditAction, markAudited, markUnaudited, unauditAction } from './audit';
import { docColumn } from './doc-columns';
import { DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, stampNew } from './docs';
import { docPrint } from './print';
import { purchaseApplies, purchaseApplyLines } from './tables';
import { INVENTORY_TITLES } from './titles';

const a = purchaseApplies;

/** Purchase requests: what a department asks to buy; audited, they move nothing (docs/inventory.md). */
export const purchaseApplyResource = defineResource({
  entity: 'PurchaseApply',
  table: purchaseApplies,
  joins: [joinTo(a.deptId)],
  columns: [
    ...docColumn.number(a),
    col.text(departments.name, INVENTORY_TITLES.dept, { as: 'dept', filter: 'text' }),
    field(a.deptId, INVENTORY_TITLES.dept, 'tree', { required: true, optionsApi: API.jxc.deptTree }),
    col.text(a.applicant, INVENTORY_TITLES.applicant, { filter: 'text', form: { required: true, max: 30 } }),
    col.date(a.expectedAt, INVENTORY_TITLES.expectedAt, { sortable: true, filter: 'date', form: true }),
    ...docColumn.totals(a, false),
    col.status(a.status, DOC_STATUS_OPTIONS),
    ...docColumn.closing(a),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: docLines(purchaseApplyLines, { priced: false }),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(
      (db, id, accountId, now) => markAudited(db, purchaseApplies, id, accountId, now),
      AUDIT_AFTER.purchaseApply,
    ),
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
