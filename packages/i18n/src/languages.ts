/** The console's languages, Chinese first: the language of a text when a reader's cannot be told. */
export const LANGS = ['zh', 'en', 'es', 'ja'] as const;
export type Lang = (typeof LANGS)[number];

/** The language a header or a browser names (`en-US` is `en`); Chinese for anything else. */
export function toLang(value: unknown): Lang {
  if (typeof value !== 'string') return 'zh';
  const short = value.slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(short) ? (short as Lang) : 'zh';
}
