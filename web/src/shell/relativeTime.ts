import type { Lang } from '@yanye/i18n';

const WORDS: Record<Lang, { now: string; minutes: string; hours: string; day: string }> = {
  zh: { now: '刚刚', minutes: '{n}分钟前', hours: '{n}小时前', day: '1天前' },
  en: { now: 'just now', minutes: '{n} min ago', hours: '{n} h ago', day: '1 day ago' },
  es: { now: 'ahora mismo', minutes: 'hace {n} min', hours: 'hace {n} h', day: 'hace 1 día' },
  ja: { now: 'たった今', minutes: '{n}分前', hours: '{n}時間前', day: '1日前' },
};

/**
 * How long ago `seconds` (unix) was: under 30 s just now, minutes under an hour, hours under
 * a day, one day under two days; older times are written as a date by `format`.
 */
export function relativeTime(
  seconds: number,
  nowSeconds: number,
  lang: Lang,
  format: (seconds: number) => string,
): string {
  const diff = nowSeconds - seconds;
  const w = WORDS[lang];
  if (diff < 30) return w.now;
  if (diff < 3600) return w.minutes.replace('{n}', String(Math.max(1, Math.floor(diff / 60))));
  if (diff < 86400) return w.hours.replace('{n}', String(Math.floor(diff / 3600)));
  if (diff < 172800) return w.day;
  return format(seconds);
}
