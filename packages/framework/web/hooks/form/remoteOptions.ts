import { queryOptions } from '@tanstack/react-query';
import { type OptionItem, resourceCalls } from '@yanye/protocol';
import { call } from '../../api/client';
import { keys } from '../../api/query';

/** An option as `{api}Options` answers it: value, label, and values it suggests for sibling fields. */
export type RemoteOption = OptionItem & Readonly<Record<string, unknown>>;

export type OptionValue = string | number;

/** What a select holds: one value, several, or none. */
export type HeldValue = OptionValue | OptionValue[] | undefined | null;

/**
 * An options API may carry parameters (`…/CustomerOptions?type=vendor`): they are sent, and signed. A value
 * `{field}` is the form's current value of that field (`…/WarehouseOperatorList?warehouse_id={warehouse_id}`:
 * the operators of the warehouse chosen), left out while the field is empty.
 */
export function endpoint(api: string, fieldValue: (name: string) => unknown = () => undefined) {
  const [path = api, query = ''] = api.split('?');
  const params: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(query)) {
    const field = /^\{(\w+)\}$/.exec(raw)?.[1];
    const value = field ? fieldValue(field) : raw;
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return { path, fixed: params, dependent: /\{\w+\}/.test(query) };
}

/** Nothing picked: no value, an empty one, or an id of 0 or less (0 is how records say "none"). */
export function isNone(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return !(value > 0);
  return /^\s*-?\d+(\.\d+)?\s*$/.test(String(value)) && !(Number(value) > 0);
}

/** The values a select holds, those that are something. */
export function heldValues(value: HeldValue): OptionValue[] {
  const all = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return all.filter((v) => !isNone(v));
}

/**
 * The option of one value, asked by `ids` (its label, and what it suggests: a unit's decimals). Kept a minute:
 * every line holding the same unit asks once, and a value just picked is put here without asking.
 */
export function optionQuery(path: string, value: unknown) {
  const contract = resourceCalls.options(path);
  const input = { ids: String(value) };
  return queryOptions({
    queryKey: keys.call(contract, input),
    queryFn: () => call(contract, input, { quiet: true }) as Promise<RemoteOption[]>,
    select: (found: RemoteOption[]) => found.find((o) => String(o.value) === String(value)),
    enabled: !isNone(value),
    staleTime: 60_000,
  });
}
