import {
  AMOUNT_FORM,
  Answer,
  AppError,
  COMMON_TITLES,
  type CUSTOMER_STATUSES,
  type CUSTOMER_TYPES,
  col,
  conflict,
  customers,
  DOC_STATUS,
  defineResource,
  field,
  input,
  nameColumn,
  optionsOf,
  purchases,
  reasonInput,
  type StoreDb,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { AUDIT_TEXTS, documentNumbers } from './audit';
import { assertUnused } from './guards';
import { outbounds } from './tables';
import { INVENTORY_TITLES } from './titles';

const TYPES = optionsOf<(typeof CUSTOMER_TYPES)[number]>({
  customer: T('客户', 'customer'),
  vendor: T('供应商'),
  both: T('客户兼供应商'),
});

export const CUSTOMER_STATUS = optionsOf<(typeof CUSTOMER_STATUSES)[number]>({
  pending: T('待审核', 'pending'),
  approved: T('已通过'),
  rejected: T('已驳回', 'rejected'),
});

const VERDICTS = [
  { value: 'approved', label: T('通过') },
  { value: 'rejected', label: T('驳回') },
];

const MESSAGES = {
  customerLocked: T('已审核通过的客户不能删除'),
  notReviewed: T('该客户尚未审核，不能反审核'),
  unauditAfter: T('客户回到待审核，审核通过前新单据不能选用它。'),
  openDocuments: T('未审核的单据 {nos} 使用了该客户，不能反审核：请先审核或删除这些单据'),
};

/**
 * What a merchant expects of taking a review back: the customer waits for review again, and documents cannot
 * pick it meanwhile. Audited documents are history and keep it. Open drafts naming it would be left with a
 * customer no document may name, so they are audited or deleted first; the row lock the action takes, and the
 * share lock a draft's save takes on its customer (`assertApproved`), keep a draft from slipping in meanwhile.
 */
async function openDocuments(db: StoreDb, id: number): Promise<string | undefined> {
  const open = [
    await documentNumbers(
      db,
      purchases,
      and(eq(purchases.vendorId, id), eq(purchases.status, DOC_STATUS.unaudited))!,
    ),
    await documentNumbers(
      db,
      outbounds,
      and(eq(outbounds.customerId, id), eq(outbounds.status, DOC_STATUS.unaudited))!,
    ),
  ].filter((n) => n !== undefined);
  return open.length > 0 ? open.join(', ') : undefined;
}

const c = customers;

/** Customers and vendors (docs/inventory.md): audited once, approved or rejected; documents use approved ones only. */
export const customerResource = defineResource({
  entity: 'Customer',
  table: customers,
  columns: [
    nameColumn(c.name, COMMON_TITLES.name, { width: 200, max: 60, unique: true }),
    col.select(c.type, INVENTORY_TITLES.type, TYPES, {
      filter: 'select',
      form: { type: 'radio', required: true, default: 'customer' },
    }),
    col.text(c.contact, INVENTORY_TITLES.contact, { filter: 'text', form: { max: 30 } }),
    col.text(c.phone, COMMON_TITLES.phone, { filter: 'text', form: { type: 'phone' } }),
    col.text(c.address, COMMON_TITLES.address, { visible: false, form: { max: 200 } }),
    col.money(c.creditLimit, INVENTORY_TITLES.creditLimit, {
      sortable: true,
      filter: 'number',
      form: AMOUNT_FORM,
    }),
    col.select(c.status, INVENTORY_TITLES.auditStatus, CUSTOMER_STATUS, { filter: 'select' }),
    col.text(c.auditRemark, INVENTORY_TITLES.auditRemark, { visible: false }),
    col.datetime(c.auditedAt, INVENTORY_TITLES.auditedAt, { visible: false }),
    col.created(c.createdAt),
    field(c.remark, COMMON_TITLES.remark, 'textarea', { max: 500 }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  actions: {
    Audit: {
      when: { status: ['pending'] },
      fields: [
        input('result', T('审核结果'), 'radio', {
          required: true,
          options: VERDICTS,
        }),
        input('audit_remark', INVENTORY_TITLES.auditRemark, 'textarea', { max: 500 }),
      ],
      // The conditional update is the audit: a second one, or two at once, finds nothing pending.
      async run({ db, deps, principal }, row, asked) {
        const [done] = await db
          .update(customers)
          .set({
            status: asked.result as 'approved' | 'rejected',
            auditRemark: asked.audit_remark ?? '',
            auditedBy: principal.accountId,
            auditedAt: deps.now(),
          })
          .where(and(eq(c.id, row.id), eq(c.status, 'pending')))
          .returning({ id: c.id, status: c.status });
        if (!done) throw new AppError('CONFLICT', 'alreadyAudited');
        return new Answer(done, 'auditDone');
      },
    },
    Unaudit: {
      when: { status: ['approved', 'rejected'] },
      fields: [reasonInput(AUDIT_TEXTS.unauditReason)],
      after: MESSAGES.unauditAfter,
      // The conditional update first (the loser of two un-audits finds nothing reviewed); a refusal after it
      // rolls it back with the request.
      async run({ db }, row) {
        const [done] = await db
          .update(customers)
          .set({ status: 'pending', auditedBy: null, auditedAt: null })
          .where(and(eq(c.id, row.id), inArray(c.status, ['approved', 'rejected'])))
          .returning({ id: c.id, status: c.status });
        if (!done) throw new AppError('CONFLICT', MESSAGES.notReviewed);
        const nos = await openDocuments(db, row.id);
        if (nos) throw new AppError('CONFLICT', MESSAGES.openDocuments, { nos });
        return new Answer(done, AUDIT_TEXTS.unauditDone);
      },
    },
  },
  options: {
    label: [c.name],
    search: [c.name, c.contact, c.phone],
    where: eq(c.status, 'approved'),
    filters: {
      type: (value) =>
        value === 'vendor' || value === 'customer' ? inArray(c.type, [value, 'both']) : undefined,
    },
    orderBy: c.name,
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  // Edits stay open (a phone number changes); an approved customer stays, documents refer to it.
  async beforeDelete(db, ids) {
    const [approved] = await db
      .select({ id: c.id })
      .from(customers)
      .where(and(inArray(c.id, [...ids]), eq(c.status, 'approved')));
    if (approved) throw conflict(MESSAGES.customerLocked);
    await assertUnused(db, ids, { table: customers, name: c.name }, [
      { table: purchases, column: purchases.vendorId, by: 'usedByDocuments' },
      { table: outbounds, column: outbounds.customerId, by: 'usedByDocuments' },
    ]);
  },
});
