import { SearchOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { Input, Modal } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { currentLang } from '../i18n/lang';
import { pageNamed } from './routeSet';
import { menuSearch } from './search';
import { keyLabel, SHORTCUTS } from './shortcuts';
import { shellText } from './texts';
import type { TypeAhead } from './typeAhead';

interface Props {
  readonly open: boolean;
  /** The pages the user may open from the menu (the menu search's). */
  readonly pages: readonly CatalogPage[];
  readonly pinyin: boolean;
  /** What was typed after Mod+K before the search took the focus. */
  readonly typeAhead: TypeAhead;
  readonly onOpen: (page: CatalogPage) => void;
  readonly onClose: () => void;
}

/** With nothing typed, the page search offers the menu's first pages, in its order. */
const FIRST = 12;

/**
 * The page search (Mod+K): every page and action of the menu the user may open, found by title, path or (in
 * Chinese, with the setting on) pinyin, as the header's menu search finds them; ↑/↓ choose, Enter opens.
 */
export default function CommandPalette({ open, pages, pinyin, typeAhead, onOpen, onClose }: Props) {
  const lang = currentLang();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(0);
  const [pinyinOf, setPinyinOf] = useState<(text: string) => string>();
  const wantPinyin = pinyin && lang === 'zh';
  useEffect(() => {
    if (!wantPinyin || pinyinOf) return;
    import('./pinyin').then(
      (m) => setPinyinOf(() => m.pinyinOf),
      (e: unknown) => console.warn('pinyin unavailable', e),
    );
  }, [wantPinyin, pinyinOf]);
  const search = useMemo(
    () =>
      menuSearch(
        pages,
        lang,
        wantPinyin ? pinyinOf : undefined,
        (name) => pageNamed(name)?.title[lang] ?? name,
      ),
    [pages, lang, wantPinyin, pinyinOf],
  );
  const found = useMemo(
    () =>
      query.trim()
        ? search(query)
        : pages.slice(0, FIRST).map((page) => ({
            page,
            title: page.title[lang],
            trail: page.trail
              .slice(0, -1)
              .map((name) => pageNamed(name)?.title[lang] ?? name)
              .join(' / '),
          })),
    [search, query, pages, lang],
  );
  // Closed, the search forgets its words (and stops holding keys, if it closed before taking the focus).
  useEffect(() => {
    if (open) return;
    setQuery('');
    typeAhead.take();
  }, [open, typeAhead]);
  // Enter typed before the focus came opens the first page found once the held words are searched.
  const [goFirst, setGoFirst] = useState(false);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const go = (i: number) => {
    const entry = found[i];
    if (!entry) return;
    onClose();
    onOpen(entry.page);
  };
  useEffect(() => {
    if (!goFirst) return;
    setGoFirst(false);
    go(0);
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      title={null}
      width={560}
      className="command-palette"
      destroyOnHidden
      aria-label={shellText('palette')}
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={shellText('paletteHint')}
        aria-label={shellText('palette')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={found[chosen] ? optionId(chosen) : undefined}
        value={query}
        onFocus={() => {
          const held = typeAhead.take();
          if (held.text) {
            setQuery((q) => q + held.text);
            setChosen(0);
          }
          if (held.enter) setGoFirst(true);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          // A new search chooses its first result.
          setChosen(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setChosen((i) => (found.length === 0 ? 0 : (i + step + found.length) % found.length));
          } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            go(chosen);
          }
        }}
      />
      <div id={listId} role="listbox" className="command-palette-list" aria-label={shellText('palette')}>
        {found.map((entry, i) => (
          // The input keeps the focus and the keys; a click opens too.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys for its options
          <div
            key={entry.page.name}
            tabIndex={-1}
            id={optionId(i)}
            role="option"
            aria-selected={i === chosen}
            className={i === chosen ? 'is-chosen' : undefined}
            onMouseEnter={() => setChosen(i)}
            onClick={() => go(i)}
          >
            <span>{entry.title}</span>
            {entry.trail && <span className="command-palette-trail">{entry.trail}</span>}
          </div>
        ))}
        {found.length === 0 && <div className="command-palette-empty">{shellText('noMatch')}</div>}
      </div>
      <div className="command-palette-keys" aria-hidden>
        {[SHORTCUTS.move, SHORTCUTS.open, SHORTCUTS.close].map((s) => (
          <span key={s.does}>
            {s.keys.map((k) => (
              <kbd key={k}>{keyLabel(k)}</kbd>
            ))}{' '}
            {shellText(s.does)}
          </span>
        ))}
      </div>
    </Modal>
  );
}
