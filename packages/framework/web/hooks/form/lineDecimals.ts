import type { RemoteOption } from './remoteOptions';

/** The fields of a document line the editor reckons with by name: the quantity, its unit and its price. */
export const LINE = { qty: 'qty', unit: 'unit_id', price: 'price' } as const;

/**
 * The decimals a line's quantity is typed with: its unit's, when the unit's option says them (`decimals`: a bag
 * is counted whole, a kilogram to 3 places), else the quantity column's.
 */
export function qtyDecimals(unit: RemoteOption | undefined, column: number | null): number {
  const own = unit?.decimals;
  if (typeof own === 'number' && Number.isInteger(own) && own >= 0 && own <= 10) return own;
  return column ?? 0;
}
