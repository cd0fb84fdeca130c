import { rawRows, withStore } from '@yanye/framework/server';
import type { Client, TestApp } from '@yanye/framework/testing';
import { addDays, DEFAULT_TIME_ZONE, dayStart, formatDate } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';

/** The inventory tests' shared calls: documents made and audited through the API, figures read by SQL. */

export const JXC_API = '/v1/jxc/';

type Body = { status: boolean; data?: unknown; msg: string };

/** The data of a reply that must succeed. */
export async function data<T>(reply: Promise<{ body: Body }>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

export type DocKind = 'purchaseApply' | 'purchase' | 'inbound' | 'outbound';

/** `inbound` → `/v1/jxc/inbound/Inbound{call}`. */
export const docCall = (kind: DocKind, call: string): string =>
  `${JXC_API}${kind}/${kind.charAt(0).toUpperCase()}${kind.slice(1)}${call}`;

/** A stock row's figures: quantity in the material's unit, value in cents. */
export interface Figures {
  readonly qty: number;
  readonly amount: number;
}

/** A ledger row of a document, as the tests compare them. */
export interface LedgerRow {
  readonly event: string;
  readonly round: number;
  readonly line_id: number;
  readonly qty_delta: number;
  readonly amount_delta: number;
}

/** Reads of one store's inventory, for the figures the tests hold the API to. */
export class Books {
  constructor(
    readonly t: TestApp,
    readonly admin: Client,
  ) {}

  query<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return withStore(this.t.database.db, Number(this.admin.suid), (db) => rawRows<T>(db.tx, query));
  }

  async stock(warehouseId: number, materialId: number): Promise<Figures> {
    const [row] = await this.query<{ qty: string; amount: string }>(
      sql`select qty::text, amount::text from stocks where warehouse_id = ${warehouseId} and material_id = ${materialId}`,
    );
    return { qty: Number(row?.qty ?? 0), amount: Number(row?.amount ?? 0) };
  }

  /**
   * The stock of the warehouses, by `warehouse:material`: rows holding nothing left out, since a stock row made
   * by an audit stays, at zero, after its un-audit.
   */
  async snapshot(warehouseIds: readonly number[]): Promise<Record<string, Figures>> {
    const rows = await this.query<{ w: number; m: number; qty: string; amount: string }>(
      sql`select warehouse_id::int as w, material_id::int as m, qty::text, amount::text from stocks
           where warehouse_id in ${warehouseIds} and (qty <> 0 or amount <> 0) order by 1, 2`,
    );
    return Object.fromEntries(
      rows.map((r) => [`${r.w}:${r.m}`, { qty: Number(r.qty), amount: Number(r.amount) }]),
    );
  }

  async ledger(kind: 'inbound' | 'outbound', docId: number): Promise<LedgerRow[]> {
    const rows = await this.query<LedgerRow>(
      sql`select event, round, line_id::int as line_id, qty_delta::float8 as qty_delta,
                 amount_delta::float8 as amount_delta
            from stock_logs where doc_type = ${kind} and doc_id = ${docId} order by id`,
    );
    return rows.map((r) => ({ ...r, qty_delta: Number(r.qty_delta), amount_delta: Number(r.amount_delta) }));
  }

  async status(kind: DocKind, id: number): Promise<number> {
    const table = {
      purchaseApply: 'purchase_applies',
      purchase: 'purchases',
      inbound: 'inbounds',
      outbound: 'outbounds',
    }[kind];
    const [row] = await this.query<{ status: number }>(
      sql`select status from ${sql.raw(table)} where id = ${id}`,
    );
    return Number(row?.status);
  }

  /** The id of a material's lot by its number. */
  async lotId(materialId: number, lotNo: string): Promise<number> {
    const [row] = await this.query<{ id: string }>(
      sql`select id::text from lots where material_id = ${materialId} and lot_no = ${lotNo}`,
    );
    return Number(row!.id);
  }

  mismatches() {
    return withStore(this.t.database.db, Number(this.admin.suid), (db) => ledgerMismatches(db));
  }
}

/** A material of the test's own, counted in kilograms, so the demo's documents do not blur its figures. */
export async function kiloMaterial(admin: Client, kg: number, code: string, name: string): Promise<number> {
  return (
    await data<{ id: number }>(admin.post(`${JXC_API}material/MaterialSave`, { code, name, unit_id: kg }))
  ).id;
}

/** The id of the kilogram unit. */
export async function kilogram(admin: Client): Promise<number> {
  const units = await data<{ value: number; label: string }[]>(
    admin.get(`${JXC_API}materialunit/MaterialUnitOptions`),
  );
  return units.find((u) => u.label === '千克')!.value;
}

/** An operator of the warehouse, for outbound documents. */
export async function operatorOf(admin: Client, warehouseId: number): Promise<number> {
  const list = await data<{ value: number }[]>(
    admin.get(`${JXC_API}warehouse/WarehouseOperatorList`, { warehouse_id: warehouseId }),
  );
  return list[0]!.value;
}

/** Saves a document of lines `[material, kilograms, price in cents]`; answers its id. */
export async function saveDoc(
  admin: Client,
  kind: 'inbound' | 'outbound',
  o: { warehouse: number; kg: number; operator?: number; customer?: number; id?: number },
  lines: readonly (readonly [number, number, number])[],
): Promise<number> {
  const body = {
    ...(o.id ? { id: o.id } : {}),
    warehouse_id: o.warehouse,
    business_type: kind === 'inbound' ? 'other' : o.customer ? 'sale' : 'loss',
    ...(kind === 'outbound' ? { operator_id: o.operator, customer_id: o.customer ?? 0 } : {}),
    lines: lines.map(([material, qty, price]) => ({ material_id: material, unit_id: o.kg, qty, price })),
  };
  return (await data<{ id: number }>(admin.post(docCall(kind, 'Save'), body))).id;
}

/** The start of the day `n` days from today on the store's clock (the test apps keep the default zone). */
export const dayFromToday = (n: number): number =>
  dayStart(addDays(formatDate(Date.now() / 1000, DEFAULT_TIME_ZONE), n), DEFAULT_TIME_ZONE)!;
