/**
 * Numeric input of SPEC.md §5: only digits, '.', '-' (leading) and one decimal point are kept while typing; on
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
 * (an adjustment that deducts: SPEC.md's amountTip, 输入负数则扣除).
 */
export function sanitizePrice(text: string, decimals = 2, allowNegative = false): string {
  const clean = sanitizeNumeric(text, allowNegative);
  const [int = '', frac] = clean.split('.');
  return frac === undefined ? int : `${int}.${frac.slice(0, decimals)}`;
}

/** Cents as yuan text with two decimals; 0 for nothing (SPEC.md §9: totals shown as 0 if falsy). */
export function centsToYuan(cents: unknown): string {
  const n = Number(cents);
  if (!n) return '0';
  return (n / 100).toFixed(2);
}

/** Yuan text to integer cents without floating-point drift ("0.29" is 29, not 28.999...). */
export function yuanToCents(text: string): number | undefined {
  const m = /^(-?)(\d*)(?:\.(\d{0,2})\d*)?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const [, sign, int = '', frac = ''] = m;
  const cents = Number(int || '0') * 100 + Number(frac.padEnd(2, '0'));
  return sign ? -cents : cents;
}
