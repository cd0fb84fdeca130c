import { PROVINCES, regionName } from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { SUPPLY_STATES } from '@yanye/protocol';

/** The states of a supply offer, as lists show them. */
export const SUPPLY = [
  { value: SUPPLY_STATES.none, label: T('未供货') },
  { value: SUPPLY_STATES.active, label: T('供货中') },
  {
    value: SUPPLY_STATES.stopped,
    label: T('已停止供货'),
  },
];

/** The country as a whole among the provinces an offer delivers to (the division code of China). */
export const NATIONWIDE = '100000';

const NATIONWIDE_TITLE = T('全国');

/** Where an offer may deliver: nationwide, or provinces by their division codes. */
export const REGION_OPTIONS = [{ value: NATIONWIDE, label: NATIONWIDE_TITLE }, ...PROVINCES];

/**
 * The regions of an offer as words: 全国, or the provinces' names. A list cell has no language of its own, and the
 * provinces' names are Chinese, so it says 全国 there; the offer's own page says it in the reader's language.
 */
export function regionsText(value: unknown, lang: Lang = 'zh'): string {
  const codes = Array.isArray(value) ? value.map(String) : [];
  if (codes.includes(NATIONWIDE)) return NATIONWIDE_TITLE[lang];
  return codes.map((c) => regionName(c) || c).join('、');
}
