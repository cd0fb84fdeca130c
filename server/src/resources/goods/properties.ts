import type { OptionGroups, OptionsSource, StoreDb } from '@yanye/framework/server';
import { asc, desc, eq } from 'drizzle-orm';
import { OWN_CODES, type OwnCode } from './property-usage';
import { type GoodsProperty, goodsProperties } from './tables';

/**
 * The store's goods properties as the goods form uses them: grade and origin as the options of their own
 * fields (typed while the store has not defined them), the others as one grouped select.
 */

const p = goodsProperties;

/**
 * The enabled properties, larger sort first. Read FOR SHARE: a change of a property's values (which locks it)
 * waits for a goods being saved against them, and a goods saved after that change reads the new values.
 */
export async function enabledProperties(db: StoreDb): Promise<GoodsProperty[]> {
  return db.select().from(p).where(eq(p.status, 1)).orderBy(desc(p.sort), asc(p.id)).for('share');
}

/** The values of the property `code` as a select's options; none while the store does not define it. */
export function propertyOptions(code: OwnCode): OptionsSource {
  return {
    async load(db) {
      const found = (await enabledProperties(db)).find((d) => d.code === code);
      return (found?.values ?? []).map((v) => ({ value: v, label: v }));
    },
  };
}

/** Every enabled property but grade and origin, as the groups of the goods' `props`. */
export const propertyGroups: OptionGroups = {
  async load(db) {
    return (await enabledProperties(db))
      .filter((d) => !(OWN_CODES as string[]).includes(d.code))
      .map((d) => ({ name: d.code, title: d.name, required: d.required === 1, values: d.values }));
  },
};
