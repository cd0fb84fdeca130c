import { type Lang, message } from '@yanye/i18n';
import {
  decimalPlaces,
  decimalsRefusal,
  type FieldMeta,
  formatMoney,
  MONEY_RANGE,
  parseYuan,
} from '@yanye/protocol';

/** An amount's places: yuan and fen. */
const MONEY_DECIMALS = 2;

/** The amounts (cents) a money field takes: its own rules, else what every money field takes (protocol money.ts). */
export function moneyRange(f: Pick<FieldMeta, 'rules'>): { readonly min: number; readonly max: number } {
  return { min: f.rules.min ?? MONEY_RANGE.min, max: f.rules.max ?? MONEY_RANGE.max };
}

/**
 * Why an amount typed in a money field is refused, or undefined when it will do: blank is left to `required`;
 * a third decimal says that an amount has two at most; a text that is no amount or lies outside the field's range
 * names the range, as the server would.
 */
export function moneyProblem(
  f: Pick<FieldMeta, 'rules' | 'title'>,
  text: unknown,
  lang: Lang,
): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  if (decimalPlaces(text) > MONEY_DECIMALS) {
    const said = decimalsRefusal(f.title, MONEY_DECIMALS);
    return message(lang, said.key, said.params);
  }
  const cents = parseYuan(text);
  const { min, max } = moneyRange(f);
  if (cents !== undefined && cents >= min && cents <= max) return undefined;
  return message(lang, 'fieldRange', { field: f.title, min: formatMoney(min), max: formatMoney(max) });
}

/**
 * An action's field held to the row it acts on (`max_key`: a refund's 可退金额): the row's value becomes the most
 * it takes, so the dialog shows it and refuses more before sending. Undefined bound when the row says nothing.
 */
export function boundByRow(
  f: FieldMeta,
  row: Readonly<Record<string, unknown>> | undefined,
): { readonly field: FieldMeta; readonly bound: number | undefined } {
  const raw = f.max_key && row ? row[f.max_key] : undefined;
  const bound = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  if (!Number.isSafeInteger(bound)) {
    // Nothing to hold it to here (a details page whose record lacks the column): the server still does.
    const { max_key: _unbound, ...field } = f;
    return { field, bound: undefined };
  }
  const { max } = moneyRange(f);
  return { field: { ...f, rules: { ...f.rules, max: Math.min(max, bound) } }, bound };
}
