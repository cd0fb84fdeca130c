import type { CatalogPage } from '@yanye/catalog';
import type { Lang } from '@yanye/i18n';
import Fuse from 'fuse.js';

export interface SearchEntry {
  readonly page: CatalogPage;
  readonly title: string;
  /** Section and parent titles before the page's own, for the result line. */
  readonly trail: string;
  readonly path: string;
  /** Full pinyin without tones and the initials, both run together (`xiaoshouzhong xsz`). */
  readonly pinyin: string;
}

/**
 * The menu search: Fuse.js over titles (weight 0.7), paths (0.3) and, in Chinese with
 * the setting on, pinyin (0.3), threshold 0.4. `pinyinOf` comes from ./pinyin, loaded only when wanted (its
 * dictionary is most of the menu search's weight).
 */
export function menuSearch(
  pages: readonly CatalogPage[],
  lang: Lang,
  pinyinOf: ((text: string) => string) | undefined,
  titleOf: (name: string) => string,
): (query: string) => SearchEntry[] {
  const usePinyin = pinyinOf !== undefined && lang === 'zh';
  const entries: SearchEntry[] = pages.map((page) => ({
    page,
    title: page.title[lang],
    trail: page.trail.slice(0, -1).map(titleOf).join(' / '),
    path: page.path,
    pinyin: usePinyin ? pinyinOf(page.title.zh) : '',
  }));
  const keys = [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
    ...(usePinyin ? [{ name: 'pinyin', weight: 0.3 }] : []),
  ];
  const fuse = new Fuse(entries, { keys, threshold: 0.4, ignoreLocation: true });
  return (query) => {
    const q = query.trim();
    return q ? fuse.search(q, { limit: 20 }).map((r) => r.item) : [];
  };
}
