import { T } from '@yanye/catalog';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, inbounds, outbounds, purchases, stocks, warehouses } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { escapeLike } from '../../engine/query';
import { defineResource } from '../../engine/resource';
import { conflict } from '../../platform/errors';
import { userRoute } from '../../platform/route';
import { assertUnused } from './guards';
import { ENABLED, JT, YES_NO } from './titles';

/** The store's active accounts, as the operators a warehouse may name. */
const accountOptions = {
  async load(db: Parameters<typeof assertUnused>[0]) {
    const rows = await db.tx
      .select({ value: accounts.id, nick: accounts.nickName, username: accounts.username })
      .from(accounts)
      .where(db.where(accounts, eq(accounts.status, 1)))
      .orderBy(asc(accounts.id));
    return rows.map((r) => ({
      value: Number(r.value),
      label: r.nick ? `${r.nick}（${r.username}）` : r.username,
    }));
  },
};

/** Warehouses: their operators, and whether outbound may take stock below zero (DOMAIN.md). */
export const warehouseResource = defineResource({
  name: 'Warehouse',
  api: '/v1/jxc/warehouse/Warehouse',
  title: T('仓库', 'warehouse', 'almacén', '倉庫'),
  table: warehouses,
  columns: {
    id: col.number(JT.id, warehouses.id, { sortable: true, width: '80', align: 'left' }),
    code: col.text(JT.code, warehouses.code, { sortable: true, filter: 'text' }),
    name: col.text(JT.name, warehouses.name, { sortable: true, filter: 'text', width: '180' }),
    address: col.text(JT.address, warehouses.address, { width: '240' }),
    manager: col.text(JT.manager, warehouses.manager, { filter: 'text' }),
    phone: col.text(JT.phone, warehouses.phone),
    allow_negative: col.select(JT.allowNegative, warehouses.allowNegative, YES_NO, { filter: 'select' }),
    status: col.select(JT.status, warehouses.status, ENABLED, { filter: 'select' }),
    created_at: col.datetime(JT.created, warehouses.createdAt, { sortable: true }),
  },
  defaultSort: { key: 'id', order: 'asc' },
  fields: [
    field('code', JT.code, 'text', warehouses.code, { required: true, max: 20 }),
    field('name', JT.name, 'text', warehouses.name, { required: true, max: 40 }),
    field('address', JT.address, 'text', warehouses.address, { max: 200 }),
    field('manager', JT.manager, 'text', warehouses.manager, { max: 30 }),
    field('phone', JT.phone, 'text', warehouses.phone, { max: 30 }),
    field('operator_ids', JT.operators, 'select', warehouses.operatorIds, {
      options: accountOptions,
      multiple: true,
      tip: T(
        '出库单的出库人从这些账号中选择',
        'Outbound documents name one of these accounts as their operator',
        'Las salidas nombran a una de estas cuentas como operador',
        '出庫伝票の担当者はこの中から選びます',
      ),
    }),
    field('allow_negative', JT.allowNegative, 'switch', warehouses.allowNegative, {
      tip: T(
        '开启后出库可以使库存为负（先出后入的场景）',
        'When on, outbound may take stock below zero (goods out before the receipt is booked)',
        'Si está activo, las salidas pueden dejar stock negativo',
        'オンにすると出庫で在庫がマイナスになることを許可します',
      ),
    }),
    field('status', JT.enabled, 'switch', warehouses.status, { default: 1 }),
  ],
  options: {
    label: [warehouses.code, warehouses.name],
    search: [warehouses.code, warehouses.name],
    where: eq(warehouses.status, 1),
    orderBy: warehouses.id,
  },
  exportable: true,
  importable: false,
  async beforeSave(db, values, id) {
    if (values.code !== undefined) {
      const [same] = await db.tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(db.where(warehouses, eq(warehouses.code, String(values.code))));
      if (same && Number(same.id) !== id) throw conflict('codeTaken', { code: String(values.code) });
    }
    return values;
  },
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
  userRoute({
    method: 'GET',
    url: '/v1/jxc/warehouse/WarehouseOperatorList',
    query: z.object({
      warehouse_id: z.coerce.number().int().positive().optional(),
      keyword: z.string().max(50).optional(),
      ids: z.string().max(2000).optional(),
    }),
    handler: async ({ db }, { query }) => {
      const rows = await db.tx
        .select({ ids: warehouses.operatorIds })
        .from(warehouses)
        .where(
          db.where(
            warehouses,
            eq(warehouses.status, 1),
            query.warehouse_id ? eq(warehouses.id, query.warehouse_id) : undefined,
          ),
        );
      const wanted = query.ids ? query.ids.split(',').map(Number).filter(Number.isSafeInteger) : undefined;
      const ids = [...new Set(rows.flatMap((r) => r.ids))].filter((id) => !wanted || wanted.includes(id));
      if (ids.length === 0) return [];
      const people = await db.tx
        .select({ value: accounts.id, nick: accounts.nickName, username: accounts.username })
        .from(accounts)
        .where(
          db.where(
            accounts,
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
  const [row] = await db.tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      db.where(
        warehouses,
        and(
          eq(warehouses.id, warehouseId),
          sql`${warehouses.operatorIds} @> ${JSON.stringify([accountId])}::jsonb`,
        ),
      ),
    );
  return row !== undefined;
}
