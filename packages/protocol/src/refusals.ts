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

/** The decimal places a step allows (`0.01` → 2); 0 for a whole step. */
export function decimalsOfStep(step: number): number {
  for (let digits = 0; digits <= 12; digits++) {
    const scaled = step * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return digits;
  }
  return 12;
}
