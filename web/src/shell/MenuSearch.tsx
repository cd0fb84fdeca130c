import { SearchOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { currentLang } from '@yanye/framework/web';
import { AutoComplete, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { pageNamed } from './routeSet';
import type { menuSearch } from './search';
import { shellText } from './texts';

interface Props {
  readonly pages: readonly CatalogPage[];
  readonly pinyin: boolean;
  readonly onOpen: (page: CatalogPage) => void;
}

/** The menu search box: fuzzy over titles and paths, and pinyin in Chinese when the setting is on. */
export function MenuSearch({ pages, pinyin, onOpen }: Props) {
  const lang = currentLang();
  // Nothing is indexed, and neither the search (Fuse.js) nor the pinyin dictionary is fetched, until the box is
  // first used: the console's first screen does not wait for them.
  const [used, setUsed] = useState(false);
  const [searchOf, setSearchOf] = useState<typeof menuSearch>();
  useEffect(() => {
    if (!used || searchOf) return;
    import('./search').then(
      (m) => setSearchOf(() => m.menuSearch),
      (e: unknown) => console.warn('menu search unavailable', e),
    );
  }, [used, searchOf]);
  const [pinyinOf, setPinyinOf] = useState<(text: string) => string>();
  const wantPinyin = pinyin && lang === 'zh';
  useEffect(() => {
    if (!used || !wantPinyin || pinyinOf) return;
    import('./pinyin').then(
      (m) => setPinyinOf(() => m.pinyinOf),
      (e: unknown) => console.warn('pinyin unavailable', e),
    );
  }, [used, wantPinyin, pinyinOf]);
  const search = useMemo(
    () =>
      searchOf
        ? searchOf(
            pages,
            lang,
            wantPinyin ? pinyinOf : undefined,
            (name) => pageNamed(name)?.title[lang] ?? name,
          )
        : () => [],
    [searchOf, pages, lang, wantPinyin, pinyinOf],
  );
  const [query, setQuery] = useState('');
  const found = useMemo(() => search(query), [search, query]);
  return (
    <AutoComplete
      className="shell-search"
      value={query}
      onChange={setQuery}
      options={found.map((e) => ({
        value: e.page.name,
        label: (
          <span className="shell-search-option">
            <span>{e.title}</span>
            <span className="shell-search-trail">{e.trail}</span>
          </span>
        ),
      }))}
      notFoundContent={query.trim() ? shellText('noMatch') : undefined}
      onSelect={(name: string) => {
        const entry = found.find((e) => e.page.name === name);
        setQuery('');
        if (entry) onOpen(entry.page);
      }}
      popupMatchSelectWidth={320}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={shellText('menuSearch')}
        allowClear
        aria-label={shellText('menuSearch')}
        onFocus={() => setUsed(true)}
      />
    </AutoComplete>
  );
}
