import type { CatalogPage } from '@yanye/catalog';
import { currentLang, type ShellView } from '@yanye/framework/web';
import { CACHED_VIEWS } from '@yanye/protocol';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Location, useNavigate } from 'react-router';
import { pageNamed } from './routeSet';
import { closeTags, nextAfterClose, openTag, type Tag, type TagAction, touchCache } from './tags';
import { shellText } from './texts';
import { createViewDetails, type ViewDetails } from './viewDetails';

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
  /** What the views say of themselves, which `titleOf` reads: the tags follow it (`useViewDetails`). */
  readonly details: ViewDetails;
  /** The page that was on screen when the view at `key` was opened (the list an edit form was opened from). */
  readonly openedFrom: (key: string) => string | undefined;
  /** What the view's screen may ask of the shell (`useShellView()`). */
  readonly handleOf: (key: string) => ShellView;
  readonly onTagAction: (action: TagAction, tag: Tag) => void;
  /** Builds the view at `key` afresh (`/redirect/<key>`). */
  readonly refresh: (key: string) => void;
  /** Closes every tag but the pinned ones and drops every view (sign-out). */
  readonly reset: () => void;
  /** Runs `go` (a sign-out) at once, or once the user agrees to lose the changes views hold unsaved. */
  readonly leave: (go: () => void) => void;
}

/** Two visits of one address: the same path, query, fragment and navigation state (what a screen reads). */
function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
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
  // Views holding changes not saved (`useUnsavedChanges`): kept alive, and asked about before they close.
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const pinned = useMemo(() => new Set([...affixTags.map((t) => t.key), ...dirty]), [affixTags, dirty]);
  const { modal } = App.useApp();
  const [tags, setTags] = useState<Tag[]>(affixTags);
  // The page shown first is built in the frame's first render.
  const [cache, setCache] = useState<string[]>(() => (shown ? [key] : []));
  const [generations, setGenerations] = useState<Readonly<Record<string, number>>>({});
  // What views say of themselves beyond their page's title (ShellView.name), by tag key.
  const [details] = useState(createViewDetails);
  const views = useRef(new Map<string, View>());
  const handles = useRef(new Map<string, ShellView>());
  // The page each view was opened from: a view opened from a list lights that list.
  const [openers, setOpeners] = useState<Readonly<Record<string, string>>>({});
  // The address and page shown last, by which a new one is told.
  const [last, setLast] = useState<{ readonly key: string; readonly page: CatalogPage } | undefined>(
    undefined,
  );

  // The view keeps its address object while the address is the same (coming back through its tag makes a new
  // one): its screen is memoised on it, so a kept view shown again is not drawn again.
  if (shown) {
    const kept = views.current.get(key);
    if (!kept || kept.page !== shown || !sameAddress(kept.location, location))
      views.current.set(key, { location, page: shown });
  }

  // A new address shown gets its tag and its place among the views kept, in this render (React draws the frame
  // again at once, before anything is shown) rather than in an effect, which would draw the whole frame a second
  // time after every click.
  if (shown && (last?.key !== key || last.page !== shown)) {
    setLast({ key, page: shown });
    const from = last?.page.name;
    if (from && from !== shown.name) setOpeners((o) => (key in o ? o : { ...o, [key]: from }));
    setTags((t) => openTag(t, { key, name: shown.name, affix: shown.affix }));
    setCache((c) => (c.at(-1) === key ? c : touchCache(c, key, CACHED_VIEWS, pinned)));
  }

  const forget = useCallback(
    (gone: ReadonlySet<string>) => {
      setCache((c) => c.filter((k) => !gone.has(k)));
      for (const k of gone) {
        views.current.delete(k);
        handles.current.delete(k);
      }
      details.update((d) => withoutKeys(d, gone));
      setOpeners((o) => withoutKeys(o, gone));
    },
    [details],
  );

  const titleOf = useCallback(
    (tag: Tag) => {
      const p = pageNamed(tag.name);
      const id = views.current.get(tag.key)?.location.pathname.match(/\/(\d+)$/)?.[1];
      const detail = details.get()[tag.key];
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
          details.update((d) => {
            if (d[k] === detail) return d;
            const rest = withoutKeys(d, [k]);
            return detail ? { ...rest, [k]: detail } : rest;
          }),
        unsaved: (isDirty) =>
          setDirty((d) => {
            if (d.has(k) === isDirty) return d;
            const next = new Set(d);
            if (isDirty) next.add(k);
            else next.delete(k);
            return next;
          }),
      };
      handles.current.set(k, handle);
    }
    return handle;
  };

  /** Runs `go` at once, or once the user agrees to lose the unsaved changes of the views at `keys`. */
  const askToDiscard = (keys: Iterable<string>, go: () => void) => {
    const losing = [...keys].filter((k) => dirty.has(k));
    if (losing.length === 0) return go();
    const named = losing.map((k) => {
      const tag = tags.find((t) => t.key === k);
      return `「${tag ? titleOf(tag) : k}」`;
    });
    modal.confirm({
      title: shellText('unsavedTitle'),
      content: shellText('unsavedText', { pages: named.join('') }),
      okText: shellText('discardChanges'),
      okButtonProps: { danger: true },
      cancelText: shellText('keepEditing'),
      onOk: () => {
        setDirty((d) => new Set([...d].filter((k) => !losing.includes(k))));
        go();
      },
    });
  };

  const onTagAction = (action: TagAction, tag: Tag) => {
    if (action === 'refresh') {
      askToDiscard([tag.key], () => navigate(`/redirect${tag.key}`));
      return;
    }
    const after = closeTags(tags, action, tag.key);
    const gone = new Set(tags.filter((t) => !after.includes(t)).map((t) => t.key));
    askToDiscard(gone, () => {
      setTags(after);
      forget(gone);
      if (gone.has(key)) navigate(nextAfterClose(tags, after, action === 'close' ? tag.key : key, home));
      else if (action !== 'close' && tag.key !== key) navigate(tag.key);
    });
  };

  // Reloading, closing the window or leaving the console while a view holds unsaved changes: the browser asks.
  useEffect(() => {
    if (dirty.size === 0) return;
    const hold = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [dirty]);

  const refresh = useCallback((target: string) => {
    setGenerations((g) => ({ ...g, [target]: (g[target] ?? 0) + 1 }));
  }, []);

  const reset = () => {
    setTags(affixTags);
    setCache([]);
    setLast(undefined);
    setDirty(new Set());
  };

  return {
    tags,
    cache,
    viewOf: (k) => views.current.get(k),
    generationOf: (k) => generations[k] ?? 0,
    titleOf,
    details,
    openedFrom: (k) => openers[k],
    handleOf,
    onTagAction,
    refresh,
    reset,
    leave: (go) => askToDiscard(dirty, go),
  };
}
