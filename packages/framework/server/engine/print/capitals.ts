/**
 * An amount in Chinese capitals (大写金额), as invoices, receipts and cheques write it so that no figure can be
 * altered: 壹仟贰佰叁拾肆元伍角陆分, 零元整, 壹万零伍元整, 负壹佰元整. Cents in, exact (no floating point).
 *
 * The rules followed (the People's Bank of China's rules for writing amounts on bills):
 * - digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟 within a group of four, groups 万 and 亿 (亿亿 beyond 10^16);
 * - zeros between digits are written once as 零 (1005 元 → 壹仟零伍元), a group of zeros ending a group is
 *   dropped (壹万元整), and a zero group between two non-zero ones gives one 零 (1 0000 0001 → 壹亿零壹元);
 * - 整 follows 元 when there are no cents, and 角 when there are no fen; 元 is followed by 零 before fen alone
 *   (壹元零伍分); an amount under one yuan starts with its jiao or fen (伍角, 伍分).
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const IN_GROUP = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿', '万亿'] as const;

/** Four digits (0 < n < 10000) in capitals: a run of zeros inside is one 零, zeros at the end are dropped. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let pos = 3; pos >= 0; pos -= 1) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += DIGITS[0];
    zero = false;
    out += DIGITS[d]! + IN_GROUP[pos];
  }
  return out;
}

/** The yuan part (a whole number ≥ 1) in capitals, without 元. */
function yuanText(yuan: bigint): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
  if (groups.length > GROUPS.length) throw new RangeError('amount too large to write in capitals');
  let out = '';
  let pendingZero = false;
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const g = groups[i]!;
    if (g === 0) {
      pendingZero = out !== '';
      continue;
    }
    // A lower group below 1000 (or after a zero group) is joined by 零.
    const joined = out !== '' && (pendingZero || g < 1000);
    out += (joined ? DIGITS[0] : '') + group(g) + GROUPS[i];
    pendingZero = false;
  }
  return out;
}

/** `cents` (a whole number, may be negative) in Chinese capitals. */
export function moneyInCapitals(cents: number | bigint): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError('an amount in capitals takes whole cents');
  const value = BigInt(cents);
  if (value < 0n) return `负${moneyInCapitals(-value)}`;
  const yuan = value / 100n;
  const jiao = Number((value / 10n) % 10n);
  const fen = Number(value % 10n);
  if (yuan === 0n && jiao === 0 && fen === 0) return '零元整';
  let out = yuan > 0n ? `${yuanText(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0n) out += DIGITS[0];
  if (fen > 0) out += `${DIGITS[fen]}分`;
  else out += '整';
  return out;
}
