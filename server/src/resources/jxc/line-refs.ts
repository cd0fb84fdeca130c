import { materials, materialUnits, type StoreDb } from '@yanye/framework/server';
import { eq, inArray, sql } from 'drizzle-orm';

// What a document's lines name of the store (their materials and units), read in one statement for a save.

/** The materials and the units a document's lines name, as `prepare` checks them. */
export interface LineRefs {
  readonly materials: Map<number, { name: string; status: number; baseUnit: string; ratio: string }>;
  readonly units: Map<number, { name: string; baseUnit: string; ratio: string; decimals: number }>;
}

/**
 * The store's materials `materialIds` (with their own unit's base and ratio) and units `unitIds`, in one
 * statement (each is a message of its own to PostgreSQL, a save's largest cost): a UNION ALL of the two reads,
 * each row tagged with its kind. None asked, none read.
 */
export async function readLineRefs(
  db: StoreDb,
  materialIds: readonly number[],
  unitIds: readonly number[],
): Promise<LineRefs> {
  const out: LineRefs = { materials: new Map(), units: new Map() };
  if (materialIds.length === 0 && unitIds.length === 0) return out;
  // The tag and the columns one side lacks are constants of ours, written in so each column has one type.
  const ofMaterials = db
    .select({
      kind: sql<number>`${sql.raw('0')}`,
      id: materials.id,
      name: materials.name,
      status: materials.status,
      baseUnit: materialUnits.baseUnit,
      ratio: materialUnits.ratio,
      decimals: sql<number>`${sql.raw('0')}`,
    })
    .from(materials)
    .innerJoin(materialUnits, eq(materialUnits.id, materials.unitId))
    .where(inArray(materials.id, [...materialIds]));
  const ofUnits = db
    .select({
      kind: sql<number>`${sql.raw('1')}`,
      id: materialUnits.id,
      name: materialUnits.name,
      status: sql<number>`${sql.raw('1')}`,
      baseUnit: materialUnits.baseUnit,
      ratio: materialUnits.ratio,
      decimals: sql<number>`${materialUnits.decimals}`,
    })
    .from(materialUnits)
    .where(inArray(materialUnits.id, [...unitIds]));
  const rows =
    materialIds.length === 0
      ? await ofUnits
      : unitIds.length === 0
        ? await ofMaterials
        : await ofMaterials.unionAll(ofUnits);
  for (const r of rows) {
    const { name, baseUnit, ratio } = r;
    if (Number(r.kind) === 0)
      out.materials.set(Number(r.id), { name, status: Number(r.status), baseUnit, ratio });
    else out.units.set(Number(r.id), { name, baseUnit, ratio, decimals: Number(r.decimals) });
  }
  return out;
}
