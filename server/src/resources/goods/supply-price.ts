import { badInput } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { formatMoney } from '@yanye/protocol';

const MESSAGES = {
  supplyOverRetail: T('供货价 {supply} 不能高于零售价 {retail}'),
  retailUnderSupply: T('零售价 {retail} 不能低于正在供货的供货价 {supply}'),
} as const;

/**
 * A store offering goods to the platform's other stores never asks them more than its own members pay: the supply
 * price is at most the retail price. Held on both sides, by the offer's save (`changed: 'supply'`) and by the
 * goods' save or import while an offer runs (`changed: 'retail'`), each refusal naming the field it came from and
 * both prices in yuan.
 */
export function assertSupplyWithinRetail(supply: number, retail: number, changed: 'supply' | 'retail'): void {
  if (supply <= retail) return;
  const params = { supply: formatMoney(supply), retail: formatMoney(retail) };
  if (changed === 'supply') throw badInput(MESSAGES.supplyOverRetail, { ...params, field: 'supply_price' });
  throw badInput(MESSAGES.retailUnderSupply, { ...params, field: 'price' });
}
