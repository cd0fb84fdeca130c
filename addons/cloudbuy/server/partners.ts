import {
  conflict,
  customers,
  materials,
  materialUnits,
  type SaveContext,
  type StoreDb,
  warehouses,
} from '@yanye/addon-kit/server';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { countedWhole, MEASURES } from './rules';
import { CLOUDBUY_MESSAGES, MATERIAL_CATEGORY, MATERIAL_REMARK, VENDOR_REMARK } from './texts';

/**
 * What an order's purchase document refers to in the store's basic data, found or made: the supplier store as a
 * vendor, the offer's unit as a unit, its goods as a material. Each is found by its unique name or code, and a
 * new one is inserted with `on conflict do nothing` and read again, so two orders making the same one at once
 * both end up with the one row.
 */

/**
 * The supplier store as a vendor of the store, by its name: an existing vendor is reused (a customer of that
 * name becomes both), a new one is made approved, the platform having certified the store. One that waits for
 * its audit or was rejected is left to the purchase's own check, which refuses it by name.
 */
export async function vendorFor(db: StoreDb, name: string, ctx: SaveContext): Promise<number> {
  await db
    .insert(customers)
    .values({
      name,
      type: 'vendor',
      status: 'approved',
      auditRemark: VENDOR_REMARK,
      auditedBy: ctx.accountId || null,
      auditedAt: ctx.now,
      remark: VENDOR_REMARK,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: customers.id, type: customers.type })
    .from(customers)
    .where(eq(customers.name, name));
  if (row!.type === 'customer')
    await db.update(customers).set({ type: 'both', updatedAt: ctx.now }).where(eq(customers.id, row!.id));
  return Number(row!.id);
}

/**
 * The warehouse purchase documents receive into: the settings' code, or the first enabled warehouse. A code that
 * names no enabled warehouse is refused rather than quietly replaced.
 */
export async function warehouseFor(db: StoreDb, code: string): Promise<number> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.status, 1), code ? eq(warehouses.code, code) : undefined))
    .orderBy(asc(warehouses.id))
    .limit(1);
  if (row) return Number(row.id);
  throw code ? conflict(CLOUDBUY_MESSAGES.warehouseCode, { code }) : conflict(CLOUDBUY_MESSAGES.noWarehouse);
}

interface Unit {
  readonly id: number;
  readonly baseUnit: string;
}

/**
 * The store's unit named as the offer's unit: an order's line keeps the offer's unit, so its quantity and price
 * carry over as they are. A missing one is made: a measure on its base (吨 is 1000 kg), a pack as a base of its own.
 */
export async function unitFor(db: StoreDb, name: string, now: number): Promise<Unit> {
  const measure = MEASURES[name];
  await db
    .insert(materialUnits)
    .values({
      name,
      baseUnit: measure?.base ?? name,
      ratio: measure?.ratio ?? '1',
      decimals: countedWhole(name) ? 0 : 3,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: materialUnits.id, baseUnit: materialUnits.baseUnit })
    .from(materialUnits)
    .where(eq(materialUnits.name, name));
  return { id: Number(row!.id), baseUnit: row!.baseUnit };
}

/** The goods of an order's line, as the material for it is looked for and made. */
export interface LineGoods {
  readonly offerId: number;
  readonly name: string;
  readonly code: string;
  readonly spec: string;
  readonly price: number;
}

/**
 * The store's material for an offer's goods, kept in a unit of the same base as the offer's: the one of the
 * goods' code, else of its name and spec, else of its name, if enabled and convertible; otherwise a new one
 * (code YG and the offer's number), made once per offer.
 */
export async function materialFor(
  db: StoreDb,
  goods: LineGoods,
  unit: Unit,
  supplier: string,
  now: number,
): Promise<number> {
  const keys = [goods.code, `YG${String(goods.offerId).padStart(6, '0')}`].filter(Boolean);
  const found = await db
    .select({
      id: materials.id,
      code: materials.code,
      name: materials.name,
      spec: materials.spec,
      baseUnit: materialUnits.baseUnit,
    })
    .from(materials)
    .innerJoin(materialUnits, eq(materialUnits.id, materials.unitId))
    .where(
      and(
        eq(materials.status, 1),
        eq(materialUnits.baseUnit, unit.baseUnit),
        or(inArray(materials.code, keys), eq(materials.name, goods.name)),
      ),
    );
  const rank = (m: (typeof found)[number]) => {
    if (keys.includes(m.code)) return 0;
    if (m.name === goods.name && m.spec === goods.spec) return 1;
    return 2;
  };
  const best = [...found].sort((a, b) => rank(a) - rank(b) || Number(a.id) - Number(b.id))[0];
  if (best) return Number(best.id);
  const code = `YG${String(goods.offerId).padStart(6, '0')}`;
  await db
    .insert(materials)
    .values({
      code,
      name: goods.name,
      spec: goods.spec,
      category: MATERIAL_CATEGORY,
      unitId: unit.id,
      price: goods.price,
      remark: MATERIAL_REMARK(supplier),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [made] = await db.select({ id: materials.id }).from(materials).where(eq(materials.code, code));
  return Number(made!.id);
}
