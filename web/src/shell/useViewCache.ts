import type { CatalogPage } from '@yanye/catalog';
import { CACHED_VIEWS } from '@yanye/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Location, useNavigate } from 'react-router';
import { currentLang } from '../i18n/lang';
import { pageNamed } from './routeSet';
import { closeTags, nextAfterClose, openTag, type Tag, type TagAction, touchCache } from './tags';
import type { ShellView } from './view';

/** A visited screen: where it was opened and its page. */
export interface View {
  readonly location: Location;
  readonly page: CatalogPage;
}

export interface ViewCache {
  readonly tags: readonly Tag[];
  /** Keys of the views kept alive, least recently used first. */
  readonly cache: readonly string[];
  readonly viewOf: (key: string) => View | undefined;
  /** Bumped by a refresh: the view is built afresh under a new React key. */
  readonly generationOf: (key: string) => number;
  /**
   * The tag's title: its page's and what the view says of itself (`零售订单 · 待发货`, `编辑客户 · 张三`), else
   * `#id` for a record not named yet.
   */
  readonly titleOf: (tag: Tag) => string;
  /** The page that was on screen when the view at `key` was opened (the list an edit form was opened from). */
  readonly openedFrom: (key: string) => string | undefined;
  /** What the view's screen may ask of the shell (`useShellView()`). */
  readonly handleOf: (key: string) => ShellView;
  readonly onTagAction: (action: TagAction, tag: Tag) => void;
  /** Builds the view at `key` afresh (`/redirect/<key>`). */
  readonly refresh: (key: string) => void;
  /** Closes every tag but the pinned ones and drops every view (sign-out). */
  readonly reset: () => void;
}

function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: Iterable<string>): Record<string, T> {
  const out = { ...record };
  for (const k of keys) delete out[k];
  return out;
}

/**
 * The tags of visited screens and the views kept alive behind them: every screen shown gets a
 * tag; at most {@link CACHED_VIEWS} views stay alive, the least recently used one that is not pinned dropped
 * first while its tag stays. `shown` is the page on screen, undefined when the address shows no screen.
 */
export function useViewCache(
  pages: readonly CatalogPage[],
  location: Location,
  shown: CatalogPage | undefined,
  home: string,
): ViewCache {
  const navigate = useNavigate();
  const lang = currentLang();
  const key = location.pathname + location.search;
  const affixTags = useMemo<Tag[]>(
    () => pages.filter((p) => p.affix).map((p) => ({ key: p.path, name: p.name, affix: true })),
    [pages],
  );
  const pinned = useMemo(() => new Set(affixTags.map((t) => t.key)), [affixTags]);
  const [tags, setTags] = useState<Tag[]>(affixTags);
  // The page shown first is built in the frame's first render, not one render later from the effect below.
  const [cache, setCache] = useState<string[]>(() => (shown ? [key] : []));
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});
  // What views say of themselves beyond their page's title (ShellView.name), by tag key.
  const [details, setDetails] = useState<Readonly<Record<string, string>>>({});
  const views = useRef(new Map<string, View>());
  const handles = useRef(new Map<string, ShellView>());
  // The page each view was opened from, and the page shown last: a view opened from a list lights that list.
  const [openers, setOpeners] = useState<Readonly<Record<string, string>>>({});
  const lastShown = useRef<string | undefined>(undefined);

  if (shown) views.current.set(key, { location, page: shown });

  useEffect(() => {
    if (!shown) return;
    const from = lastShown.current;
    lastShown.current = shown.name;
    if (from && from !== shown.name) setOpeners((o) => (key in o ? o : { ...o, [key]: from }));
    setTags((t) => openTag(t, { key, name: shown.name, affix: shown.affix }));
    setCache((c) => (c.at(-1) === key ? c : touchCache(c, key, CACHED_VIEWS, pinned)));
  }, [key, shown, pinned]);

  const forget = useCallback((gone: ReadonlySet<string>) => {
    setCache((c) => c.filter((k) => !gone.has(k)));
    for (const k of gone) {
      views.current.delete(k);
      handles.current.delete(k);
    }
    setDetails((d) => withoutKeys(d, gone));
    setOpeners((o) => withoutKeys(o, gone));
  }, []);

  const titleOf = useCallback(
    (tag: Tag) => {
      const p = pageNamed(tag.name);
      const id = views.current.get(tag.key)?.location.pathname.match(/\/(\d+)$/)?.[1];
      const detail = details[tag.key];
      const title = p?.title[lang] ?? tag.key;
      if (detail) return `${title} · ${detail}`;
      return id && p?.path.endsWith(':id') ? `${title} #${id}` : title;
    },
    [lang, details],
  );

  const handleOf = (k: string): ShellView => {
    let handle = handles.current.get(k);
    if (!handle) {
      handle = {
        close: () => {
          setTags((t) => t.filter((tag) => tag.key !== k || tag.affix));
          forget(new Set([k]));
        },
        name: (detail) =>
          setDetails((d) => {
            if (d[k] === detail) return d;
            const rest = withoutKeys(d, [k]);
            return detail ? { ...rest, [k]: detail } : rest;
          }),
      };
      handles.current.set(k, handle);
    }
    return handle;
  };

  const onTagAction = (action: TagAction, tag: Tag) => {
    if (action === 'refresh') {
      navigate(`/redirect${tag.key}`);
      return;
    }
    const after = closeTags(tags, action, tag.key);
    const gone = new Set(tags.filter((t) => !after.includes(t)).map((t) => t.key));
    setTags(after);
    forget(gone);
    if (gone.has(key)) navigate(nextAfterClose(tags, after, action === 'close' ? tag.key : key, home));
    else if (action !== 'close' && tag.key !== key) navigate(tag.key);
  };

  const refresh = useCallback((target: string) => {
    setGenerations((g) => ({ ...g, [target]: (g[target] ?? 0) + 1 }));
  }, []);

  const reset = () => {
    setTags(affixTags);
    setCache([]);
  };

  return {
    tags,
    cache,
    viewOf: (k) => views.current.get(k),
    generationOf: (k) => generations[k] ?? 0,
    titleOf,
    openedFrom: (k) => openers[k],
    handleOf,
    onTagAction,
    refresh,
    reset,
  };
}
