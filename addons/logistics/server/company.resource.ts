import {
  badInput,
  type Carrier,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  ENABLED_OPTIONS,
  nameColumn,
  SORT_FORM,
  type StoreDb,
  T,
} from '@yanye/addon-kit/server';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { logisticsCompanies } from './tables';

const c = logisticsCompanies;

const LOGISTICS_TITLES = {
  name: T('公司名称', 'name'),
  code: T('公司编码'),
  codeTip: T('快递公司在开放平台的编码（菜鸟 cpCode），如 SF、ZTO、YTO；电子面单按它识别快递公司'),
  phone: T('客服电话', 'phone'),
  site: T('官网'),
  siteTip: T('以 http:// 或 https:// 开头，用于人工查询物流'),
  codeRule: T('公司编码只能由大写字母、数字和下划线组成，如 SF、ZTO'),
  codeTaken: T('公司编码“{code}”已存在'),
  siteRule: T('官网须以 http:// 或 https:// 开头'),
};

const CODE = /^[A-Z0-9_]{1,20}$/;
const SITE = /^https?:\/\/[^\s]+$/;

/**
 * The store's express companies (/plugin/logistics): while the add-on is installed, the enabled ones are what
 * the order ship form and the e-waybill accounts offer, larger sort first (`logisticsCarriers`).
 */
export const logisticsResource = defineResource({
  entity: 'Logistics',
  table: logisticsCompanies,
  columns: [
    nameColumn(c.name, LOGISTICS_TITLES.name, { width: 160, max: 30, unique: true }),
    nameColumn(c.code, LOGISTICS_TITLES.code, {
      width: 110,
      max: 20,
      unique: true,
      tip: LOGISTICS_TITLES.codeTip,
    }),
    col.text(c.phone, LOGISTICS_TITLES.phone, {
      filter: 'text',
      width: 140,
      form: { type: 'phone', phone: 'service' },
    }),
    col.text(c.site, LOGISTICS_TITLES.site, {
      width: 220,
      form: { max: 200, tip: LOGISTICS_TITLES.siteTip },
    }),
    col.number(c.sort, COMMON_TITLES.sort, { sortable: true, width: 80, form: SORT_FORM }),
    col.onOff(c.status, ENABLED_OPTIONS, { width: 90 }),
    col.datetime(c.updatedAt, COMMON_TITLES.updated, { sortable: true }),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  // A few couriers, typed in by hand: no import, whose template would have to teach the codes' rules.
  exportable: true,
  exportAsync: true,
  async beforeSave(db, values, id) {
    const out = { ...values };
    if (out.code !== undefined) {
      // People type sf as often as SF: the code is the courier's, in capitals, so sf is SF's twin.
      out.code = out.code.trim().toUpperCase();
      if (!CODE.test(out.code)) throw badInput(LOGISTICS_TITLES.codeRule);
      const twin = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.code, out.code), id === undefined ? undefined : ne(c.id, id)));
      if (twin.length > 0) throw conflict(LOGISTICS_TITLES.codeTaken, { code: out.code });
    }
    if (out.site && !SITE.test(out.site.trim())) throw badInput(LOGISTICS_TITLES.siteRule);
    return out;
  },
});

/** The enabled companies, as the order ship form and the e-waybill accounts pick them. */
export async function logisticsCarriers(db: StoreDb): Promise<readonly Carrier[]> {
  return db
    .select({ name: c.name, code: c.code })
    .from(c)
    .where(eq(c.status, 1))
    .orderBy(desc(c.sort), asc(c.id));
}
