/**
 * Money, one way on both ends. Amounts are kept and sent as integer cents (docs/business-rules.md); people read and
 * type yuan.
 * Shown, an amount always has two decimals and thousands separators (`0.00`, `139,052.75`, `−12.50`), whatever the
 * language: a merchant compares figures across screens, exports and printed documents, so they must look alike.
 * Everything here is integer arithmetic on cents: no float ever stands for an amount of yuan on its way in.
 */

/** The largest amount a money field takes: 99,999,999.99 yuan, in cents. */
export const MAX_MONEY_CENTS = 9_999_999_999;

/**
 * What a money field takes unless it says otherwise: nothing below 0 (a field that deducts allows less, one that
 * must be paid asks at least 0.01) and nothing past `MAX_MONEY_CENTS`. The server checks by it and sends it as the
 * field's rules; the browser's input and its check read the rules.
 */
export const MONEY_RANGE = { min: 0, max: MAX_MONEY_CENTS } as const;

/** How many digits the whole yuan of amounts up to `maxCents` have: 8 for 99,999,999.99. */
export function yuanDigits(maxCents: number): number {
  return String(Math.floor(Math.abs(maxCents) / 100)).length;
}

/** The minus sign shown before a negative amount (U+2212, as typeset; `parseYuan` reads it and '-' alike). */
export const MINUS = '\u2212';

/** Groups the digits of a whole number of yuan by thousands: `139052` → `139,052`. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A number as a limit or a quantity is shown: thousands grouped, its decimals as they are, the true minus
 * (`1,000,000,000,000`, `0.5`, `−3`). Money has `formatMoney`.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '0', part] = String(Math.abs(n)).split('.');
  const text = part ? `${grouped(whole)}.${part}` : grouped(whole);
  return n < 0 ? `${MINUS}${text}` : text;
}

/** Integer cents of a value that should hold them (a number, or digits as text); null when it holds none. */
export function centsOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/**
 * Cents as yuan for reading: two decimals and thousands separators, `−` before a negative amount; nothing (null,
 * '', not a number) reads `0.00`, as a total of no rows does.
 */
export function formatMoney(cents: unknown): string {
  const n = centsOf(cents) ?? 0;
  const abs = Math.abs(n);
  const text = `${grouped(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  return n < 0 ? `${MINUS}${text}` : text;
}

/** `formatMoney` with the yuan sign: `¥139,052.75`, `−¥12.50`. */
export function formatYuan(cents: unknown): string {
  const text = formatMoney(cents);
  return text.startsWith(MINUS) ? `${MINUS}¥${text.slice(1)}` : `¥${text}`;
}

/**
 * Cents as plain yuan text for an input or a file that is read back (`139052.75`, `-12.50`): no separators, the
 * ASCII minus. '' for nothing.
 */
export function centsToYuanText(cents: unknown): string {
  const n = centsOf(cents);
  if (n === null) return '';
  const abs = Math.abs(n);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return n < 0 ? `-${text}` : text;
}

/** Whole cents (not negative) as whole yuan and the fen left over: what an amount in words names. */
export function yuanAndFen(cents: number): { readonly yuan: number; readonly fen: number } {
  return { yuan: Math.floor(cents / 100), fen: cents % 100 };
}

/**
 * Cents as a number of yuan for a spreadsheet's numeric cell (written with the `#,##0.00` format, so the file
 * shows what the screen shows and still adds up): the double nearest the amount, which reads back as the same
 * decimal text (`String(yuanNumber(29))` is `0.29`). Null for nothing.
 */
export function yuanNumber(cents: unknown): number | null {
  const text = centsToYuanText(cents);
  return text === '' ? null : Number(text);
}

/**
 * Yuan held as a number (a setting typed in a number box, a price written in demo data: `12.5`) in cents,
 * exactly; a number of more than two decimals, or none at all, is refused with a RangeError: it is a bug, not
 * input (what people type goes through `parseYuan`).
 */
export function centsOfYuan(yuan: number): number {
  const cents = Number.isFinite(yuan) ? parseYuan(String(yuan)) : undefined;
  if (cents === undefined) throw new RangeError(`${yuan} is no amount of yuan`);
  return cents;
}

/**
 * Yuan written by an outside service that may give more than two decimals (an affiliate union's `25.805`, a
 * provider's balance), rounded half up to cents without float drift: plain digits, a `-` allowed. Undefined for
 * anything else. What people type goes through `parseYuan`, which refuses a third decimal instead.
 */
export function roundedCents(text: string): number | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const [, sign, int = '', frac = ''] = m;
  const padded = `${frac}000`;
  const cents = Number(int) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign && cents !== 0 ? -cents : cents;
}

/** The number format of money cells in a spreadsheet: two decimals, thousands separators. */
export const MONEY_NUMBER_FORMAT = '#,##0.00';

/**
 * Yuan as typed or written in a sheet to integer cents, without float drift (`0.29` is 29): digits with at most
 * two decimals, thousands separators and a leading `¥` allowed, `-` or `−` for a negative amount. Undefined when the
 * text is no amount, or has more than two decimals (`1.005` is refused, not rounded).
 */
export function parseYuan(text: string): number | undefined {
  const clean = text.trim().replace(/^([-\u2212]?)\s*[¥￥]\s*/, '$1');
  // Zeros past the fen say nothing more: 1.500 is 1.50.
  const m = /^([-\u2212]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2})0*)?$/.exec(clean);
  if (!m) return undefined;
  const [, sign, int = '', frac = ''] = m;
  if (int === '' && frac === '') return undefined;
  const cents = Number(int.replaceAll(',', '') || '0') * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign && cents !== 0 ? -cents : cents;
}
