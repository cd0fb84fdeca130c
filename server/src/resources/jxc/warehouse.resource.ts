import {
  accounts,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  escapeLike,
  field,
  nameColumn,
  purchases,
  route,
  warehouses,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { assertUnused } from './guards';
import { inbounds, outbounds, stocks } from './tables';
import { INVENTORY_TITLES } from './titles';

/** The store's active accounts, as the operators a warehouse may name. */
const accountOptions = {
  async load(db: Parameters<typeof assertUnused>[0]) {
    const rows = await db
      .select({ value: accounts.id, nick: accounts.nickName, username: accounts.username })
      .from(accounts)
      .where(eq(accounts.status, 1))
      .orderBy(asc(accounts.id));
    return rows.map((r) => ({
      value: Number(r.value),
      label: r.nick ? `${r.nick}（${r.username}）` : r.username,
    }));
  },
};

const w = warehouses;

/** Warehouses: their operators, and whether outbound may take stock below zero (docs/inventory.md, rule 3). */
export const warehouseResource = defineResource({
  entity: 'Warehouse',
  table: warehouses,
  columns: [
    col.text(w.code, INVENTORY_TITLES.code, {
      sortable: true,
      filter: 'text',
      form: { required: true, max: 20, unique: true },
    }),
    nameColumn(w.name, COMMON_TITLES.name, { width: 180, max: 40 }),
    col.text(w.address, COMMON_TITLES.address, { width: 240, form: { max: 200 } }),
    col.text(w.manager, INVENTORY_TITLES.manager, { filter: 'text', form: { max: 30 } }),
    col.text(w.phone, COMMON_TITLES.phone, { form: { type: 'phone' } }),
    field(w.operatorIds, INVENTORY_TITLES.operators, 'select', {
      options: accountOptions,
      multiple: true,
      tip: T('出库单的出库人从这些账号中选择'),
    }),
    col.select(w.allowNegative, INVENTORY_TITLES.allowNegative, YES_NO_OPTIONS, {
      filter: 'select',
      form: {
        type: 'switch',
        tip: T('开启后出库可以使库存为负（先出后入的场景）'),
      },
    }),
    col.status(w.status, ENABLED_OPTIONS, {
      form: { type: 'switch', title: INVENTORY_TITLES.enabled, default: 1 },
    }),
    col.created(w.createdAt, { filter: false }),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  options: {
    label: [w.code, w.name],
    search: [w.code, w.name],
    where: eq(w.status, 1),
    orderBy: w.id,
  },
  exportable: true,
  importable: false,
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: warehouses, name: warehouses.name }, [
      { table: stocks, column: stocks.warehouseId, by: 'usedByStock' },
      { table: purchases, column: purchases.warehouseId, by: 'usedByDocuments' },
      { table: inbounds, column: inbounds.warehouseId, by: 'usedByDocuments' },
      { table: outbounds, column: outbounds.warehouseId, by: 'usedByDocuments' },
    ]);
  },
});

/** The operators of a warehouse (or of every enabled warehouse), for the outbound form. */
export const warehouseRoutes = [
  route(API.jxc.warehouseOperators, {
    handler: async ({ db }, { query }) => {
      const rows = await db
        .select({ ids: warehouses.operatorIds })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.status, 1),
            query.warehouse_id ? eq(warehouses.id, query.warehouse_id) : undefined,
          ),
        );
      const wanted = query.ids ? query.ids.split(',').map(Number).filter(Number.isSafeInteger) : undefined;
      const ids = [...new Set(rows.flatMap((r) => r.ids))].filter((id) => !wanted || wanted.includes(id));
      if (ids.length === 0) return [];
      const people = await db
        .select({ value: accounts.id, nick: accounts.nickName, username: accounts.username })
        .from(accounts)
        .where(
          and(
            inArray(accounts.id, ids),
            query.keyword
              ? or(
                  ilike(accounts.nickName, `%${escapeLike(query.keyword)}%`),
                  ilike(accounts.username, `%${escapeLike(query.keyword)}%`),
                )
              : undefined,
          ),
        )
        .orderBy(asc(accounts.id));
      return people.map((p) => ({
        value: Number(p.value),
        label: p.nick ? `${p.nick}（${p.username}）` : p.username,
      }));
    },
  }),
];

/** Whether `accountId` operates `warehouseId` (an outbound's operator must). */
export async function operatesWarehouse(
  db: Parameters<typeof assertUnused>[0],
  warehouseId: number,
  accountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.id, warehouseId),
        sql`${warehouses.operatorIds} @> ${JSON.stringify([accountId])}::jsonb`,
      ),
    );
  return row !== undefined;
}
