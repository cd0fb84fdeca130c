import { AppError, badInput, type StoreDb, storeSettings } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { changedKeys, type SettingsDef, type SettingsValue, storedOver } from './define';

/** A store's settings record as it stands: its values over the defaults, and when it was saved (0: never). */
export interface HeldSettings<S extends z.ZodObject> {
  readonly value: SettingsValue<S>;
  readonly updatedAt: number;
}

/**
 * The store's record of `def` (the caller's store: the handle's), its values over the defaults. `lock` holds the
 * row for the rest of the transaction, so two saves of one record are told apart by what the first saved.
 */
export async function readSettings<S extends z.ZodObject>(
  db: StoreDb,
  def: SettingsDef<S>,
  lock = false,
): Promise<HeldSettings<S>> {
  const query = db
    .select({ value: storeSettings.value, updatedAt: storeSettings.updatedAt })
    .from(storeSettings)
    .where(eq(storeSettings.name, def.name));
  const [row] = lock ? await query.for('update') : await query;
  return { value: storedOver(def, row?.value), updatedAt: row?.updatedAt ?? 0 };
}

/** What a save did: the values now held, when, which of them it changed (in declaration order), and before. */
export interface SavedSettings<S extends z.ZodObject> extends HeldSettings<S> {
  readonly changed: readonly string[];
  readonly before: SettingsValue<S>;
}

/**
 * Saves the values sent (already checked by the contract's schema) over what the store holds: the rules across
 * values, then the unchanged-save guard (a save that changes nothing is refused, docs/business-rules.md), then one
 * upsert, in the request's transaction.
 */
export async function saveSettings<S extends z.ZodObject>(
  db: StoreDb,
  def: SettingsDef<S>,
  sent: Partial<SettingsValue<S>>,
  who: { readonly accountId: number; readonly now: number },
): Promise<SavedSettings<S>> {
  const held = await readSettings(db, def, true);
  const next = { ...held.value, ...definedOnly(sent) } as SettingsValue<S>;
  const refusal = def.check?.(next);
  if (refusal) throw new AppError('BAD_INPUT', refusal.message, { field: refusal.field });
  const changed = changedKeys(Object.keys(def.schema.shape), held.value, next);
  if (changed.length === 0) throw badInput('unchanged');
  const row = { value: next as Record<string, unknown>, updatedBy: who.accountId, updatedAt: who.now };
  await db
    .insert(storeSettings)
    .values({ name: def.name, ...row })
    .onConflictDoUpdate({ target: [storeSettings.supplierId, storeSettings.name], set: row });
  return { value: next, updatedAt: who.now, changed, before: held.value };
}

/** The values a body carries: a key sent as undefined (left out by the form) keeps what is held. */
function definedOnly<T extends object>(sent: T): Partial<T> {
  return Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) as Partial<T>;
}
