import { T } from '@yanye/catalog';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { departments, shops } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { recycleBin } from '../../engine/recycle';
import { defineResource } from '../../engine/resource';
import { badInput, conflict } from '../../platform/errors';
import type { TenantDb } from '../../platform/tenancy';
import { RT } from './titles';

const DEPT_TREE = '/v1/jxc/dept/GetDeptTreeList';

const SHOP_STATUS = [
  { value: 1, label: T('营业中', 'Open', 'Abierta', '営業中') },
  { value: 0, label: T('暂停营业', 'Closed', 'Cerrada', '休業中') },
];

/** A department id the store has (0: none). */
async function assertDept(db: TenantDb, deptId: number): Promise<void> {
  if (deptId === 0) return;
  const [dept] = await db.tx
    .select({ id: departments.id })
    .from(departments)
    .where(db.where(departments, eq(departments.id, deptId)));
  if (!dept) throw badInput('fieldInvalid', { field: 'dept_id', reason: { key: 'reasonValue' } });
}

/** Refuses a name another shop in business has. */
async function assertNameFree(db: TenantDb, name: string, id: number | undefined): Promise<void> {
  const [same] = await db.tx
    .select({ id: shops.id })
    .from(shops)
    .where(
      db.where(shops, and(eq(shops.name, name), isNull(shops.deletedAt), id ? ne(shops.id, id) : undefined)),
    );
  if (same) throw conflict('shopNameTaken', { name });
}

/** Retail shops (DOMAIN.md): deleting one moves it to the recycle bin (`delshop`), where it can be reverted. */
export const shopResource = defineResource({
  name: 'Shop',
  api: '/v1/seller/shop/Shop',
  title: T('门店', 'shop', 'tienda', '店舗'),
  table: shops,
  joins: [{ table: departments, on: eq(departments.id, shops.deptId) }],
  columns: {
    id: col.number(RT.id, shops.id, { sortable: true, width: '80', align: 'left' }),
    name: col.text(RT.name, shops.name, { sortable: true, filter: 'text', width: '180' }),
    dept: col.text(RT.dept, departments.name, { filter: 'text' }),
    manager: col.text(RT.manager, shops.manager, { filter: 'text' }),
    phone: col.text(RT.phone, shops.phone, { filter: 'text' }),
    address: col.text(RT.shopAddress, shops.address, { width: '240' }),
    hours: col.text(RT.hours, shops.hours),
    status: col.select(RT.status, shops.status, SHOP_STATUS, { filter: 'select' }),
    sort: col.number(RT.sort, shops.sort, { sortable: true, visible: false }),
    created_at: col.datetime(RT.createdAt, shops.createdAt, { sortable: true }),
  },
  scope: isNull(shops.deletedAt),
  trash: shops.deletedAt,
  defaultSort: { key: 'id', order: 'desc' },
  fields: [
    field('name', RT.name, 'text', shops.name, { required: true, max: 40 }),
    field('dept_id', RT.dept, 'tree', shops.deptId, { optionsApi: DEPT_TREE, default: 0 }),
    field('manager', RT.manager, 'text', shops.manager, { max: 30 }),
    field('phone', RT.phone, 'text', shops.phone, { max: 30 }),
    field('address', RT.shopAddress, 'text', shops.address, { max: 200 }),
    field('hours', RT.hours, 'text', shops.hours, {
      max: 40,
      tip: T('如 08:30-21:00', 'e.g. 08:30-21:00', 'p. ej. 08:30-21:00', '例：08:30-21:00'),
    }),
    field('status', RT.status, 'radio', shops.status, { options: SHOP_STATUS, default: 1 }),
    field('sort', RT.sort, 'number', shops.sort, { min: 0, max: 9999, decimals: 0 }),
  ],
  actions: {
    ChangeDepart: {
      summary: T('调整所属部门', 'Change department', 'Cambiar departamento', '所属部門を変更'),
      batch: true,
      fields: [field('dept_id', RT.dept, 'tree', shops.deptId, { required: true, optionsApi: DEPT_TREE })],
      async run({ db }, row, input) {
        const deptId = Number(input.dept_id);
        await assertDept(db, deptId);
        await db.tx
          .update(shops)
          .set({ deptId })
          .where(db.where(shops, eq(shops.id, Number(row.id))));
      },
    },
  },
  exportable: true,
  async beforeSave(db, values, id) {
    if (values.name !== undefined) await assertNameFree(db, String(values.name), id);
    if (values.deptId !== undefined) await assertDept(db, Number(values.deptId));
    return values;
  },
});

/** The shops' recycle bin: deleted shops, newest first, each revertible unless its name was taken meanwhile. */
export const deletedShopResource = recycleBin(shopResource, {
  api: '/v1/seller/shop/ShopRecycle',
  title: T('门店回收站', 'deleted shops', 'tiendas eliminadas', '削除済み店舗'),
  revert: T('恢复', 'Restore', 'Restaurar', '復元'),
  beforeRevert: (db, row) => assertNameFree(db, String(row.name), undefined),
  onConflict: (row) => conflict('shopNameTaken', { name: String(row.name) }),
});
