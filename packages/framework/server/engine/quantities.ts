/** Quantities and ratios have 3 decimals: they are reckoned in thousandths, as integers, to stay exact. */
export const toMilli = (value: unknown): number => Math.round(Number(value) * 1000);
export const fromMilli = (milli: number): string => (milli / 1000).toFixed(3);

/** Shown in messages: a quantity without trailing zeros. */
export const qtyText = (value: unknown): string => String(Number(Number(value).toFixed(3)));
