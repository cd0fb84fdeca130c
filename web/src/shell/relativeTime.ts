import { type Lang, T, textOf } from '@yanye/i18n';

const JUST_NOW = T('刚刚');

const formats = new Map<Lang, Intl.RelativeTimeFormat>();

function formatIn(lang: Lang): Intl.RelativeTimeFormat {
  const known = formats.get(lang);
  if (known) return known;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  formats.set(lang, format);
  return format;
}

/**
 * How long ago `seconds` (unix) was: under 30 s just now, minutes under an hour, hours under a day, one day under
 * two days, in the words of `Intl.RelativeTimeFormat`; older times are written as a date by `format`.
 */
export function relativeTime(
  seconds: number,
  nowSeconds: number,
  lang: Lang,
  format: (seconds: number) => string,
): string {
  const diff = nowSeconds - seconds;
  if (diff < 30) return textOf(JUST_NOW, lang);
  if (diff < 3600) return formatIn(lang).format(-Math.max(1, Math.floor(diff / 60)), 'minute');
  if (diff < 86400) return formatIn(lang).format(-Math.floor(diff / 3600), 'hour');
  if (diff < 172800) return formatIn(lang).format(-1, 'day');
  return format(seconds);
}
