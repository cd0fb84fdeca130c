import type { Lang } from '@yanye/i18n';
import { yuanAndFen } from '@yanye/protocol';
import { moneyInCapitals } from './capitals';

/**
 * An amount in words as a bill writes it in its reader's language, so that the figures cannot be altered unseen:
 * 人民币 and the Chinese capitals in zh and ja (大写金额 is what a Chinese bill says, and Japanese reads it), and
 * the yuan and fen in words in en and es (an English or Spanish document carries no Chinese but its data).
 * Cents in, exact.
 */
export function amountInWords(cents: number, lang: Lang): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('an amount in words takes whole cents');
  return WRITERS[lang](cents);
}

const WRITERS: Record<Lang, (cents: number) => string> = {
  zh: (cents) => `人民币${moneyInCapitals(cents)}`,
  ja: (cents) => `人民币${moneyInCapitals(cents)}`,
  en: english,
  es: spanish,
};

// English: one thousand two hundred thirty-four yuan and fifty-six fen.

const EN_SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'] as const;

/** 0 < n < 1000 in English words. */
function enBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens =
    rest < 20
      ? EN_SMALL[rest]!
      : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_SMALL[rest % 10]}` : ''}`;
  if (hundreds === 0) return tens;
  return rest === 0 ? `${EN_SMALL[hundreds]} hundred` : `${EN_SMALL[hundreds]} hundred ${tens}`;
}

/** A whole number (≥ 0) in English words. */
function enWhole(n: number): string {
  if (n === 0) return EN_SMALL[0];
  const parts: string[] = [];
  for (let scale = 0, rest = n; rest > 0; scale += 1, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group > 0)
      parts.unshift(EN_SCALES[scale] ? `${enBelow1000(group)} ${EN_SCALES[scale]}` : enBelow1000(group));
  }
  return parts.join(' ');
}

function english(cents: number): string {
  if (cents < 0) return `minus ${english(-cents)}`;
  const { yuan, fen } = yuanAndFen(cents);
  const head = `RMB ${enWhole(yuan)} yuan`;
  return fen > 0 ? `${head} and ${enWhole(fen)} fen` : `${head} only`;
}

// Spanish: mil doscientos treinta y cuatro yuanes con cincuenta y seis fen. Before a noun (yuanes, mil, millones)
// uno is un and veintiuno veintiún.

const ES_SMALL = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
] as const;
const ES_TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
] as const;
const ES_HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
] as const;

/** 0 < n < 100 in Spanish, shortened before a noun. */
function esBelow100(n: number): string {
  if (n === 1) return 'un';
  if (n === 21) return 'veintiún';
  if (n < 30) return ES_SMALL[n]!;
  const unit = n % 10;
  const tens = ES_TENS[Math.floor(n / 10)]!;
  if (unit === 0) return tens;
  return `${tens} y ${unit === 1 ? 'un' : ES_SMALL[unit]}`;
}

/** 0 < n < 1000 in Spanish, shortened before a noun. */
function esBelow1000(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds > 0 ? ES_HUNDREDS[hundreds]! : '', rest > 0 ? esBelow100(rest) : ''];
  return parts.filter(Boolean).join(' ');
}

/** 0 ≤ n < 1 000 000 in Spanish: mil, dos mil, veintiún mil, ciento un mil. */
function esBelowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'mil' : `${esBelow1000(thousands)} mil`;
  return [head, rest > 0 ? esBelow1000(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number (≥ 0) in Spanish, shortened before a noun; millones and billones are of six digits each. */
function esWhole(n: number): string {
  if (n === 0) return ES_SMALL[0];
  const billions = Math.floor(n / 1e12);
  const millions = Math.floor(n / 1e6) % 1e6;
  const rest = n % 1e6;
  const big = (count: number, one: string, many: string) =>
    count === 0 ? '' : count === 1 ? `un ${one}` : `${esBelowMillion(count)} ${many}`;
  return [big(billions, 'billón', 'billones'), big(millions, 'millón', 'millones'), esBelowMillion(rest)]
    .filter(Boolean)
    .join(' ');
}

function spanish(cents: number): string {
  if (cents < 0) return `menos ${spanish(-cents)}`;
  const { yuan, fen } = yuanAndFen(cents);
  // Whole millions take de before the noun: un millón de yuanes.
  const of = yuan >= 1e6 && yuan % 1e6 === 0 ? 'de ' : '';
  const head = `RMB ${esWhole(yuan)} ${of}${yuan === 1 ? 'yuan' : 'yuanes'}`;
  return fen > 0 ? `${head} con ${esWhole(fen)} fen` : `${head} ${yuan === 1 ? 'exacto' : 'exactos'}`;
}
