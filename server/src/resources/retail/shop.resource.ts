import {
  assertInStore,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  departments,
  field,
  input,
  joinTo,
  nameColumn,
  recycleBin,
  type StoreDb,
  shops,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { RETAIL_TITLES } from './titles';

const MESSAGES = {
  shopNameTaken: T('已有同名门店“{name}”，请先修改名称'),
};

const SHOP_STATUS = [
  { value: 1, label: T('营业中') },
  { value: 0, label: T('暂停营业') },
];

/** Refuses a name another shop in business has. */
async function assertNameFree(db: StoreDb, name: string, id: number | undefined): Promise<void> {
  const [same] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.name, name), isNull(shops.deletedAt), id ? ne(shops.id, id) : undefined));
  if (same) throw conflict(MESSAGES.shopNameTaken, { name });
}

/** Retail shops (docs/retail.md): deleting one moves it to the recycle bin (`delshop`), where it can be reverted. */
export const shopResource = defineResource({
  entity: 'Shop',
  table: shops,
  joins: [joinTo(shops.deptId)],
  columns: [
    nameColumn(shops.name, RETAIL_TITLES.name, { width: 180, max: 40 }),
    col.text(departments.name, RETAIL_TITLES.dept, { as: 'dept', filter: 'text' }),
    field(shops.deptId, RETAIL_TITLES.dept, 'tree', { optionsApi: API.jxc.deptTree, default: 0 }),
    col.text(shops.manager, RETAIL_TITLES.manager, { filter: 'text', form: { max: 30 } }),
    col.text(shops.phone, COMMON_TITLES.phone, { filter: 'text', form: { type: 'phone' } }),
    col.text(shops.address, COMMON_TITLES.address, { width: 240, form: { max: 200 } }),
    col.text(shops.hours, RETAIL_TITLES.hours, {
      form: {
        max: 40,
        tip: T('如 08:30-21:00'),
      },
    }),
    col.onOff(shops.status, SHOP_STATUS),
    col.number(shops.sort, COMMON_TITLES.sort, {
      sortable: true,
      visible: false,
      form: { min: 0, max: 9999, decimals: 0 },
    }),
    col.created(shops.createdAt, { filter: false }),
  ],
  scope: isNull(shops.deletedAt),
  trash: shops.deletedAt,
  defaultSort: { key: 'id', order: 'desc' },
  actions: {
    ChangeDepart: {
      batch: true,
      fields: [
        input(shops.deptId.name, RETAIL_TITLES.dept, 'tree', {
          required: true,
          optionsApi: API.jxc.deptTree,
        }),
      ],
      async run({ db, lang }, row, asked) {
        const deptId = Number(asked[shops.deptId.name]);
        // The action's input is no field of the form, so the engine does not check it as it checks a Save.
        await assertInStore(db, shops.deptId, [deptId], RETAIL_TITLES.dept[lang]);
        await db.update(shops).set({ deptId }).where(eq(shops.id, row.id));
      },
    },
  },
  exportable: true,
  async beforeSave(db, values, id) {
    // The department is checked by the engine, as every reference is (0: none).
    if (values.name !== undefined) await assertNameFree(db, values.name, id);
    return values;
  },
});

/** The shops' recycle bin: deleted shops, newest first, each revertible unless its name was taken meanwhile. */
export const deletedShopResource = recycleBin(shopResource, {
  entity: 'DelShop',
  beforeRevert: (db, row) => assertNameFree(db, row.name, undefined),
  onConflict: (row) => conflict(MESSAGES.shopNameTaken, { name: row.name }),
});
