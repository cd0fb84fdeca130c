import { T } from '@yanye/i18n';
import { formatMoney } from '@yanye/protocol';
import { badInput } from '../../platform/errors';

const MESSAGES = {
  supplyOverRetail: T(
    '供货价 {supply} 不能高于零售价 {retail}',
    'The supply price {supply} cannot be above the retail price {retail}',
    'El precio de suministro {supply} no puede superar el precio de venta {retail}',
    '供給価格 {supply} は販売価格 {retail} を超えられません',
  ),
  retailUnderSupply: T(
    '零售价 {retail} 不能低于正在供货的供货价 {supply}',
    'The retail price {retail} cannot be below the supply price {supply} of the running offer',
    'El precio de venta {retail} no puede ser inferior al precio de suministro {supply} de la oferta en curso',
    '販売価格 {retail} は供給中の供給価格 {supply} を下回れません',
  ),
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
