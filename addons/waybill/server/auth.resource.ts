import {
  badInput,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  ENABLED_OPTIONS,
  extraField,
  type OptionsSource,
  retyped,
  SECRET_MASK,
  type StoreDb,
  seal,
  section,
  T,
  unseal,
} from '@yanye/addon-kit/server';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { waybill } from '../addon';
import { courierOf } from './couriers';
import { waybillAuths, waybillRecords } from './tables';
import { WAYBILL_MESSAGES, WAYBILL_TITLES } from './texts';

const a = waybillAuths;

/** What the form shows of a key it holds: never the key, only that there is one. */

/** The store's carriers (the logistics companies while that add-on is installed), and any an account names. */
const companyOptions: OptionsSource = {
  async load(db) {
    const names = (await section(waybill, 'retail').carriers(db)).map((c) => c.name);
    const held = await db.select({ company: a.company }).from(a).groupBy(a.company);
    for (const { company } of held) if (!names.includes(company)) names.push(company);
    return names.map((name) => ({ value: name, label: name }));
  },
};

const DUPLICATE = T('{company}的客户编码“{partner}”已添加');

/** The courier of a company the store names, by its code among the store's carriers, or its name. */
async function courierOfCompany(db: StoreDb, company: string) {
  const carrier = (await section(waybill, 'retail').carriers(db)).find((c) => c.name === company) ?? {
    name: company,
    code: '',
  };
  const courier = courierOf(carrier);
  if (!courier) throw badInput(WAYBILL_MESSAGES.unknownCourier, { company });
  return courier;
}

/** A courier account's key in clear, for a request to the platform; '' when it cannot be opened. */
export function openKey(sealed: string, key: Buffer): string {
  return sealed ? (unseal(key, sealed) ?? '') : '';
}

/**
 * Courier accounts (/plugin/waybill/manage): the company is one of the store's carriers, its courier worked out
 * from it; what the account needs (a branch or a monthly account) is checked by the kind of courier, as the
 * platform would. The key is sealed on save and never read back.
 */
export const waybillAuthResource = defineResource({
  entity: 'WaybillAuth',
  table: waybillAuths,
  columns: [
    col.select(a.company, WAYBILL_TITLES.company, companyOptions, {
      filter: 'select',
      width: 130,
      form: { required: true },
    }),
    col.text(a.cpCode, WAYBILL_TITLES.cpCode, { filter: 'text', width: 100 }),
    col.text(a.partnerId, WAYBILL_TITLES.partnerId, {
      filter: 'text',
      width: 160,
      form: { required: true, max: 64, tip: WAYBILL_TITLES.partnerIdTip },
    }),
    extraField('partner_key', WAYBILL_TITLES.partnerKey, 'text', {
      max: 100,
      tip: WAYBILL_TITLES.partnerKeyTip,
    }),
    col.text(a.branchCode, WAYBILL_TITLES.branchCode, {
      width: 120,
      form: { max: 40, tip: WAYBILL_TITLES.branchTip },
    }),
    col.text(a.monthlyAccount, WAYBILL_TITLES.monthlyAccount, {
      width: 130,
      form: { max: 40, tip: WAYBILL_TITLES.monthlyTip },
    }),
    col.onOff(a.status, ENABLED_OPTIONS, { width: 90 }),
    col.text(a.remark, COMMON_TITLES.remark, { visible: false, form: { max: 100 } }),
    col.datetime(a.updatedAt, COMMON_TITLES.updated, { sortable: true }),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  options: {
    label: [a.company, a.partnerId],
    search: [a.company, a.partnerId],
    where: eq(a.status, 1),
    extra: { cp_code: a.cpCode },
  },
  exportable: true,
  async beforeSave(db, values, id) {
    const out = { ...values };
    for (const k of ['partnerId', 'branchCode', 'monthlyAccount'] as const)
      if (typeof out[k] === 'string') out[k] = out[k].trim();
    const [held] = id === undefined ? [] : await db.select().from(a).where(eq(a.id, id));
    const company = out.company ?? held?.company ?? '';
    const courier = await courierOfCompany(db, company);
    out.cpCode = courier.code;
    const partnerId = out.partnerId ?? held?.partnerId ?? '';
    if (courier.direct && !(out.monthlyAccount ?? held?.monthlyAccount))
      throw badInput(WAYBILL_MESSAGES.needsMonthly, { company });
    if (!courier.direct && !(out.branchCode ?? held?.branchCode))
      throw badInput(WAYBILL_MESSAGES.needsBranch, { company });
    const twin = await db
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.cpCode, courier.code),
          eq(a.partnerId, partnerId),
          id === undefined ? undefined : ne(a.id, id),
        ),
      );
    if (twin.length > 0) throw conflict(DUPLICATE, { company, partner: partnerId });
    return out;
  },
  extra: {
    async read(db, id) {
      const [row] = await db.select({ key: a.partnerKey }).from(a).where(eq(a.id, id));
      return { partner_key: row?.key ? SECRET_MASK : '' };
    },
    async save(db, id, values, ctx) {
      const typed = typeof values.partner_key === 'string' ? retyped(values.partner_key) : undefined;
      // Left as the form showed it (the mask) or blank: the key stays as it was.
      if (typed === undefined) {
        if (ctx.created) throw badInput(WAYBILL_MESSAGES.keyRequired);
        return undefined;
      }
      if (!ctx.sealKey) throw new Error('no seal key in the save context');
      await db
        .update(a)
        .set({ partnerKey: seal(ctx.sealKey, typed) })
        .where(eq(a.id, id));
      return undefined;
    },
  },
  async beforeDelete(db, ids) {
    const [used] = await db
      .select({ company: a.company, partner: a.partnerId })
      .from(waybillRecords)
      .innerJoin(a, eq(a.id, waybillRecords.authId))
      .where(inArray(waybillRecords.authId, [...ids]))
      .limit(1);
    if (used) throw conflict(WAYBILL_MESSAGES.accountUsed, { name: `${used.company} ${used.partner}` });
  },
});
