import { MINUS } from '@yanye/protocol';
/**
 * Numeric input: only digits, '.', '-' (leading) and one decimal point are kept while typing; on
 * blur the value is truncated, not rounded, to the configured decimals.
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
 * A number box's change: the text it now holds, cleaned by `clean` (which may cut decimals or digits beyond the
 * box's, as typing one too many does nothing), or the text it held with why the change was refused. A change
 * that is not a number (a letter, a second dot, a minus inside) or a negative where none may go is refused whole,
 * never turned into another number: `12.3.4` is not 12.34, `-5` is not 5.
 */
export function numericChange(
  held: string,
  typed: string,
  clean: (text: string) => string,
  allowNegative: boolean,
): { readonly value: string; readonly refused?: NumericRefusal } {
  const bare = typed.replace(HARMLESS, '');
  if (!/^-?\d*\.?\d*$/.test(bare)) return { value: held, refused: 'notNumber' };
  if (bare.startsWith('-') && !allowNegative) return { value: held, refused: 'negative' };
  return { value: clean(bare) };
}

/** Cuts (never rounds) to `decimals` places; '' stays ''. */
export function truncateDecimals(text: string, decimals: number): string {
  if (text === '' || text === '-' || text === '.') return '';
  const [int = '', frac = ''] = text.split('.');
  const whole = int === '' || int === '-' ? `${int}0` : int;
  if (decimals <= 0) return whole;
  const cut = frac.slice(0, decimals);
  return cut ? `${whole}.${cut}` : whole;
}

/**
 * Price input: digits and one dot, two decimals by default; a leading minus only where the amount may be negative
 * (an adjustment that deducts: 输入负数则扣除); at most `intDigits` digits before the dot,
 * so a typing slip cannot run on without end.
 */
export function sanitizePrice(
  text: string,
  decimals = 2,
  allowNegative = false,
  intDigits = Number.POSITIVE_INFINITY,
): string {
  const clean = sanitizeNumeric(text, allowNegative);
  const [signed = '', frac] = clean.split('.');
  const sign = signed.startsWith('-') ? '-' : '';
  const int = `${sign}${signed.slice(sign.length, sign.length + intDigits)}`;
  return frac === undefined ? int : `${int}.${frac.slice(0, decimals)}`;
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
