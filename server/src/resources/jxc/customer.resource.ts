import { T } from '@yanye/catalog';
import { eq, inArray } from 'drizzle-orm';
import { customers, outbounds, purchases } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { AppError, conflict } from '../../platform/errors';
import { Answer } from '../../platform/route';
import { assertUnused } from './guards';
import { JT } from './titles';

const TYPES = [
  { value: 'customer', label: T('客户', 'Customer', 'Cliente', '顧客') },
  { value: 'vendor', label: T('供应商', 'Vendor', 'Proveedor', '仕入先') },
  { value: 'both', label: T('客户兼供应商', 'Customer and vendor', 'Cliente y proveedor', '顧客兼仕入先') },
];

export const CUSTOMER_STATUS = [
  { value: 'pending', label: T('待审核', 'Pending', 'Pendiente', '審査待ち') },
  { value: 'approved', label: T('已通过', 'Approved', 'Aprobado', '承認') },
  { value: 'rejected', label: T('已驳回', 'Rejected', 'Rechazado', '却下') },
];

const VERDICTS = [
  { value: 'approved', label: T('通过', 'Approve', 'Aprobar', '承認') },
  { value: 'rejected', label: T('驳回', 'Reject', 'Rechazar', '却下') },
];

/** Customers and vendors (DOMAIN.md): audited once, approved or rejected; documents use approved ones only. */
export const customerResource = defineResource({
  name: 'Customer',
  api: '/v1/jxc/customer/Customer',
  title: T('客户', 'customer', 'cliente', '顧客'),
  table: customers,
  columns: {
    id: col.number(JT.id, customers.id, { sortable: true, width: '80', align: 'left' }),
    name: col.text(JT.name, customers.name, { sortable: true, filter: 'text', width: '200' }),
    type: col.select(JT.type, customers.type, TYPES, { filter: 'select' }),
    contact: col.text(JT.contact, customers.contact, { filter: 'text' }),
    phone: col.text(JT.phone, customers.phone, { filter: 'text' }),
    address: col.text(JT.address, customers.address, { visible: false }),
    credit_limit: col.money(JT.creditLimit, customers.creditLimit, { sortable: true, filter: 'number' }),
    status: col.select(JT.auditStatus, customers.status, CUSTOMER_STATUS, { filter: 'select' }),
    audit_remark: col.text(JT.auditRemark, customers.auditRemark, { visible: false }),
    audited_at: col.datetime(JT.auditedAt, customers.auditedAt, { visible: false }),
    created_at: col.datetime(JT.created, customers.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'id', order: 'desc' },
  fields: [
    field('name', JT.name, 'text', customers.name, { required: true, max: 60 }),
    field('type', JT.type, 'radio', customers.type, { required: true, options: TYPES, default: 'customer' }),
    field('contact', JT.contact, 'text', customers.contact, { max: 30 }),
    field('phone', JT.phone, 'text', customers.phone, { max: 30 }),
    field('address', JT.address, 'text', customers.address, { max: 200 }),
    field('credit_limit', JT.creditLimit, 'money', customers.creditLimit, { max: 10_000_000_000 }),
    field('remark', JT.remark, 'textarea', customers.remark, { max: 500 }),
  ],
  actions: {
    Audit: {
      summary: T('审核客户', 'Audit customer', 'Auditar cliente', '顧客を審査'),
      when: { status: ['pending'] },
      fields: [
        field('result', T('审核结果', 'Verdict', 'Resultado', '審査結果'), 'radio', customers.status, {
          required: true,
          options: VERDICTS,
        }),
        field('audit_remark', JT.auditRemark, 'textarea', customers.auditRemark, { max: 500 }),
      ],
      // The conditional update is the audit: a second one, or two at once, finds nothing pending.
      async run({ db, deps, principal }, row, input) {
        const [done] = await db.tx
          .update(customers)
          .set({
            status: input.result as 'approved' | 'rejected',
            auditRemark: String(input.audit_remark ?? ''),
            auditedBy: principal.accountId,
            auditedAt: deps.now(),
          })
          .where(db.where(customers, eq(customers.id, Number(row.id)), eq(customers.status, 'pending')))
          .returning({ id: customers.id, status: customers.status });
        if (!done) throw new AppError('CONFLICT', 'alreadyAudited');
        return new Answer(done, 'auditDone');
      },
    },
  },
  options: {
    label: [customers.name],
    search: [customers.name, customers.contact, customers.phone],
    where: eq(customers.status, 'approved'),
    filters: {
      type: (value) =>
        value === 'vendor' || value === 'customer' ? inArray(customers.type, [value, 'both']) : undefined,
    },
    orderBy: customers.name,
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    if (values.name !== undefined) {
      const [same] = await db.tx
        .select({ id: customers.id })
        .from(customers)
        .where(db.where(customers, eq(customers.name, String(values.name))));
      if (same && Number(same.id) !== id) throw conflict('nameTaken', { name: String(values.name) });
    }
    return values;
  },
  // Edits stay open (a phone number changes); an approved customer stays, documents refer to it.
  async beforeDelete(db, ids) {
    const [approved] = await db.tx
      .select({ id: customers.id })
      .from(customers)
      .where(db.where(customers, inArray(customers.id, [...ids]), eq(customers.status, 'approved')));
    if (approved) throw conflict('customerLocked');
    await assertUnused(db, ids, { table: customers, name: customers.name }, [
      { table: purchases, column: purchases.vendorId, by: 'usedByDocuments' },
      { table: outbounds, column: outbounds.customerId, by: 'usedByDocuments' },
    ]);
  },
});
