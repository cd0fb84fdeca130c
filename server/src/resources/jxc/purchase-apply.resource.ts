import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { departments, purchaseApplies, purchaseApplyLines } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { auditAction, DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, markAudited, stampNew } from './docs';
import { JT } from './titles';

/** Purchase requests: what a department asks to buy; audited, they move nothing (DOMAIN.md). */
export const purchaseApplyResource = defineResource({
  name: 'PurchaseApply',
  api: '/v1/jxc/purchaseApply/PurchaseApply',
  title: T('采购申请', 'purchase request', 'solicitud de compra', '購買申請'),
  table: purchaseApplies,
  joins: [{ table: departments, on: eq(departments.id, purchaseApplies.deptId) }],
  columns: {
    id: col.hide(JT.id, purchaseApplies.id),
    no: col.text(JT.no, purchaseApplies.no, { sortable: true, filter: 'text', width: '170' }),
    dept: col.text(JT.dept, departments.name, { filter: 'text' }),
    applicant: col.text(JT.applicant, purchaseApplies.applicant, { filter: 'text' }),
    expected_at: col.date(JT.expectedAt, purchaseApplies.expectedAt, { sortable: true, filter: 'date' }),
    total_qty: col.number(JT.totalQty, purchaseApplies.totalQty, { decimals: 3, sum: true }),
    status: col.select(JT.status, purchaseApplies.status, DOC_STATUS_OPTIONS, { filter: 'select' }),
    remark: col.text(JT.remark, purchaseApplies.remark, { visible: false }),
    created_at: col.datetime(JT.created, purchaseApplies.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  fields: [
    field('dept_id', JT.dept, 'tree', purchaseApplies.deptId, {
      required: true,
      optionsApi: '/v1/jxc/dept/GetDeptTreeList',
    }),
    field('applicant', JT.applicant, 'text', purchaseApplies.applicant, { required: true, max: 30 }),
    field('expected_at', JT.expectedAt, 'date', purchaseApplies.expectedAt),
    field('remark', JT.remark, 'textarea', purchaseApplies.remark, { max: 500 }),
  ],
  lines: docLines(purchaseApplyLines, { priced: false }),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction((db, id, accountId, now) => markAudited(db, purchaseApplies, id, accountId, now)),
  },
  exportable: true,
  beforeSave: stampNew('CGSQ'),
});
