import { SearchOutlined } from '@ant-design/icons';
import { type CatalogPage, pageByName, recordKind } from '@yanye/catalog';
import { currentLang, Modal } from '@yanye/framework/web';
import { Input } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageNamed } from './routeSet';
import { menuSearch } from './search';
import { keyLabel, SHORTCUTS } from './shortcuts';
import { shellText } from './texts';
import type { TypeAhead } from './typeAhead';
import { useRecordSearch } from './useRecordSearch';

/** A line of the search: a page, or a record found by the server (its kind named before it). */
interface Option {
  readonly key: string;
  readonly title: string;
  readonly trail: string;
  readonly kind?: string | undefined;
  readonly open: () => void;
}

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
  // Records (orders, goods, members) follow the pages, once the server has answered for the words typed.
  const navigate = useNavigate();
  const records = useRecordSearch(query);
  const options: readonly Option[] = [
    ...found.map((e) => ({ key: e.page.name, title: e.title, trail: e.trail, open: () => onOpen(e.page) })),
    ...records.hits.map((hit) => {
      const kind = recordKind(hit.kind);
      const page = kind ? pageByName(kind.page) : undefined;
      return {
        key: `${hit.kind}-${hit.id}`,
        title: hit.title,
        trail: hit.sub,
        kind: kind?.title[lang],
        open: () => {
          if (page) void navigate(page.path.replace(':id', String(hit.id)));
        },
      };
    }),
  ];
  // Enter typed before the focus came opens the first thing found once the held words are searched.
  const [goFirst, setGoFirst] = useState(false);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const go = (i: number) => {
    const option = options[i];
    if (!option) return;
    onClose();
    option.open();
  };
  useEffect(() => {
    if (!goFirst || (options.length === 0 && records.pending)) return;
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
        aria-activedescendant={options[chosen] ? optionId(chosen) : undefined}
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
            setChosen((i) => (options.length === 0 ? 0 : (i + step + options.length) % options.length));
          } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            go(chosen);
          }
        }}
      />
      <div id={listId} role="listbox" className="command-palette-list" aria-label={shellText('palette')}>
        {options.map((option, i) => (
          // The input keeps the focus and the keys; a click opens too.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys for its options
          <div
            key={option.key}
            tabIndex={-1}
            id={optionId(i)}
            role="option"
            aria-selected={i === chosen}
            className={i === chosen ? 'is-chosen' : undefined}
            onMouseEnter={() => setChosen(i)}
            onClick={() => go(i)}
          >
            {option.kind && <span className="command-palette-kind">{option.kind}</span>}
            <span>{option.title}</span>
            {option.trail && <span className="command-palette-trail">{option.trail}</span>}
          </div>
        ))}
        {options.length === 0 && !records.pending && (
          <div className="command-palette-empty">{shellText('paletteNoMatch')}</div>
        )}
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
