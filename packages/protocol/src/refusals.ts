import type { MessageKey, MessageParams } from '@yanye/i18n';
import { formatMoney, formatNumber } from './money';

/** What a bound limits: a text's characters, a list's items, a number, or an amount in cents. */
export type BoundOf = 'text' | 'items' | 'number' | 'money';

/** A field's limits as it declares them; a side it does not declare is left out of the message. */
export interface Bounds {
  readonly min?: number | null;
  readonly max?: number | null;
}

/** A refusal as a message of the catalogue: its key and what fills it. */
export interface Said {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/**
 * The rule a value outside its field's bounds breaks, said with the limit as the form shows it: `名称最多 50 个字`,
 * `价格须在 0.01 到 99,999,999.99 之间` (both sides named when the field declares both), `数量不能小于 1`. The
 * server and the browser say a bound the same way through this. `side` is the bound broken; `exclusive` when
 * the bound itself is not taken either (`须大于 0`).
 */
export function boundRefusal(
  of: BoundOf,
  field: string,
  bounds: Bounds,
  side: 'min' | 'max',
  exclusive = false,
): Said {
  const min = bounds.min ?? undefined;
  const max = bounds.max ?? undefined;
  if (of === 'text') {
    if (side === 'max') return { key: 'fieldTooLong', params: { field, max: formatNumber(max ?? 0) } };
    return (min ?? 1) <= 1
      ? { key: 'fieldRequired', params: { field } }
      : { key: 'fieldTooShort', params: { field, min: formatNumber(min ?? 1) } };
  }
  if (of === 'items') {
    return side === 'max'
      ? { key: 'fieldManyItems', params: { field, max: formatNumber(max ?? 0) } }
      : { key: 'fieldFewItems', params: { field, min: formatNumber(min ?? 1) } };
  }
  const shown = of === 'money' ? formatMoney : formatNumber;
  if (!exclusive && min !== undefined && max !== undefined)
    return { key: 'fieldRange', params: { field, min: shown(min), max: shown(max) } };
  if (side === 'min')
    return { key: exclusive ? 'fieldAbove' : 'fieldAtLeast', params: { field, min: shown(min ?? 0) } };
  return { key: exclusive ? 'fieldBelow' : 'fieldAtMost', params: { field, max: shown(max ?? 0) } };
}

/**
 * A number with more decimal places than its field takes, said as the rule: a whole number where it takes none
 * (`数量应为整数`), else the most (`价格最多 2 位小数`). The server and the browser say it the same way.
 */
export function decimalsRefusal(field: string, digits: number): Said {
  return digits <= 0
    ? { key: 'fieldWhole', params: { field } }
    : { key: 'fieldDecimals', params: { field, digits: String(digits) } };
}

/** A quantity with more places than its unit counts: `袋(50kg)只能填整数`, `千克的数量最多 3 位小数`. */
export function qtyDecimalsRefusal(unit: string, decimals: number): Said {
  return decimals <= 0
    ? { key: 'qtyWhole', params: { unit } }
    : { key: 'qtyDecimals', params: { unit, decimals: String(decimals) } };
}

/**
 * The decimal places a number written as text has, its trailing zeros not counted (`3.50` → 1, `3.0` → 0): what
 * a field's decimals hold it to.
 */
export function decimalPlaces(text: string): number {
  const frac = /\.(\d*)$/.exec(text.trim())?.[1] ?? '';
  return frac.replace(/0+$/, '').length;
}

/** The decimal places a step allows (`0.01` → 2); 0 for a whole step. */
export function decimalsOfStep(step: number): number {
  for (let digits = 0; digits <= 12; digits++) {
    const scaled = step * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return digits;
  }
  return 12;
}
