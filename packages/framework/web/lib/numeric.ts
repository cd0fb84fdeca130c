import { decimalPlaces, MINUS } from '@yanye/protocol';

/**
 * A number filter's box: only digits, '.', '-' (leading) and one decimal point are kept while typing (a filter's
 * bound, not a value that is saved).
 */
export function sanitizeNumeric(text: string, allowNegative = true): string {
  let out = '';
  let dot = false;
  for (const [i, ch] of [...text].entries()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    } else if (ch === '-' && allowNegative && i === 0) out += ch;
  }
  return out;
}

/** Why a number box refused what was typed or pasted into it. */
export type NumericRefusal = 'notNumber' | 'negative';

/** What a copied amount may carry that a number box drops without asking: grouping, spaces, the currency. */
const HARMLESS = /[,，\s¥￥元]/g;

/**
 * A number box's change: the text it now holds, as typed (a copied amount's grouping and currency dropped), or the
 * text it held with why the change was refused. A change that is not a number (a letter, a second dot, a minus
 * inside) or a negative where none may go is refused whole, never turned into another number: `12.3.4` is not
 * 12.34, `-5` is not 5. Decimals beyond the field's are kept as typed, for the field's rule to refuse in words
 * (`decimalsOver`): 3.5 bags is never saved as 3.
 */
export function numericChange(
  held: string,
  typed: string,
  allowNegative: boolean,
): { readonly value: string; readonly refused?: NumericRefusal } {
  const bare = typed.replace(HARMLESS, '');
  if (!/^-?\d*\.?\d*$/.test(bare)) return { value: held, refused: 'notNumber' };
  if (bare.startsWith('-') && !allowNegative) return { value: held, refused: 'negative' };
  return { value: bare };
}

/** The text has more decimal places than `decimals` (its trailing zeros not counted: `3.0` is a whole 3). */
export function decimalsOver(text: string, decimals: number): boolean {
  return decimalPlaces(text) > Math.max(decimals, 0);
}

/**
 * A measure with its decimals (a quantity in its unit's precision, an amount in its own unit) as lists show it and
 * the export's number format writes it: thousands separators, `−` before a negative (`1,234.500`, `−20.00`), the
 * way money reads (protocol money.ts). Not a finite number: as it came.
 */
export function formatDecimal(value: unknown, decimals: number): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  const text = Math.abs(n).toFixed(decimals);
  const [int = '', frac] = text.split('.');
  const shown = `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac === undefined ? '' : `.${frac}`}`;
  return n < 0 && Number(text) !== 0 ? `${MINUS}${shown}` : shown;
}
