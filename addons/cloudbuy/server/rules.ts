import { badInput, conflict, qtyText, toMilli } from '@yanye/addon-kit/server';
import { type cloudbuyOffers, OFFER_STATUS } from './tables';
import { CLOUDBUY_MESSAGES } from './texts';

type Offer = Pick<typeof cloudbuyOffers.$inferSelect, 'name' | 'unit' | 'moq' | 'stock' | 'status'>;

/**
 * Units of measure an offer may be counted in, by the names merchants write, as the inventory keeps them (a
 * base unit and the ratio to it): these take fractions (12.5 吨) and convert to the store's own units of the same
 * base. Anything else (袋, 箱, 块) is a pack, counted whole.
 */
export const MEASURES: Readonly<Record<string, { readonly base: string; readonly ratio: string }>> = {
  千克: { base: 'kg', ratio: '1' },
  公斤: { base: 'kg', ratio: '1' },
  kg: { base: 'kg', ratio: '1' },
  KG: { base: 'kg', ratio: '1' },
  斤: { base: 'kg', ratio: '0.5' },
  克: { base: 'kg', ratio: '0.001' },
  g: { base: 'kg', ratio: '0.001' },
  吨: { base: 'kg', ratio: '1000' },
  t: { base: 'kg', ratio: '1000' },
  升: { base: 'L', ratio: '1' },
  L: { base: 'L', ratio: '1' },
};

/** Whether an offer's unit is a pack, ordered in whole numbers. */
export const countedWhole = (unit: string): boolean => MEASURES[unit] === undefined;

/**
 * The rules a quantity of an offer keeps in the cart and in an order: the offer is open, the quantity is at
 * least its minimum, within what it has to supply, and whole for a pack. Refuses with the goods named.
 */
export function checkQuantity(offer: Offer, qty: unknown): void {
  const milli = toMilli(qty);
  const say = { goods: offer.name, unit: offer.unit, qty: qtyText(qty) };
  if (offer.status !== OFFER_STATUS.active) throw conflict(CLOUDBUY_MESSAGES.offerStopped, say);
  if (countedWhole(offer.unit) && milli % 1000 !== 0) throw badInput(CLOUDBUY_MESSAGES.wholeUnits, say);
  if (milli < toMilli(offer.moq))
    throw badInput(CLOUDBUY_MESSAGES.belowMoq, { ...say, moq: qtyText(offer.moq) });
  if (milli > toMilli(offer.stock))
    throw conflict(CLOUDBUY_MESSAGES.overStock, { ...say, stock: qtyText(offer.stock) });
}
