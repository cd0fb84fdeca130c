import { AppError, materials, qtyText, type StoreDb } from '@yanye/framework/server';
import type { MessageKey, Texts } from '@yanye/i18n';
import { eq } from 'drizzle-orm';

// What a refused stock movement says (docs/inventory.md, rule 3): an audit's outbound, an un-audit's reversal.

/** A material's name, for a refusal (its id when it is gone). */
export async function materialName(db: StoreDb, id: number): Promise<string> {
  const [material] = await db.select({ name: materials.name }).from(materials).where(eq(materials.id, id));
  return material?.name ?? String(id);
}

/** What a refused guarded update says: the material, the warehouse, what is there and what was needed. */
export async function shortage(
  db: StoreDb,
  warehouse: string,
  line: { readonly materialId: number; readonly baseQty: string },
  available: string,
  message: MessageKey | Texts = 'stockShort',
): Promise<AppError> {
  return new AppError('CONFLICT', message, {
    material: await materialName(db, line.materialId),
    warehouse,
    available: qtyText(available),
    needed: qtyText(line.baseQty),
  });
}
