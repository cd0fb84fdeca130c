import { useQuery } from '@tanstack/react-query';
import { API, type InputOf, type OutputOf, type SavedView } from '@yanye/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { apiQuery } from '../../api/query';
import { useNotify } from '../notify';
import { useApiWrite } from '../useApi';
import { VIEW_PARAM } from './listParams';
import type { ListStart } from './listState';
import { viewText } from './viewTexts';

type Answer = OutputOf<typeof API.lists.listViews>;
export type ViewRole = Answer['roles'][number];
/** A view to keep: with `state`, the list as it is shown now (a new view, or the open one updated). */
export type ViewSave = Omit<InputOf<typeof API.lists.listViewSave>, 'list'>;

/** Where a saved view opens its list. */
export function startOf(view: SavedView): ListStart {
  const { state } = view;
  return {
    filters: state.filters,
    ...(state.tab ? { tab: state.tab } : {}),
    ...(state.sort ? { sort: { field: state.sort.field, ascending: state.sort.ascending } } : {}),
    limit: state.limit,
  };
}

/** The view id a page's query names: a number above 0, 0 for the whole list, undefined for none. */
export function viewIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get(VIEW_PARAM);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Whether a page's query asks for anything of the list itself (filters, a tab) besides a view. */
function asksOwnStart(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((k) => k !== VIEW_PARAM);
}

/** Writes the open view into the address, so it can be copied and sent: `view=<id>`, or none for the whole list. */
function writeAddress(id: number | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(VIEW_PARAM);
  else url.searchParams.set(VIEW_PARAM, String(id));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}

export interface ListViews {
  /** The list offers saved views (a page's own list, not one embedded in another screen). */
  readonly enabled: boolean;
  readonly views: readonly SavedView[];
  /** The roles of the store a view may be shared with (they open the list). */
  readonly roles: readonly ViewRole[];
  readonly defaultId: number | null;
  /** The open view; undefined: the whole list. */
  readonly active: SavedView | undefined;
  /**
   * The list waits for the views: one of them may be what it opens with (the address names one, or the user
   * has a default).
   */
  readonly pending: boolean;
  /** Where the list opens when a view is what it opens with. */
  readonly opening: ListStart | undefined;
  /** Picks a view (undefined: the whole list); answers where the list then opens. */
  readonly pick: (id: number | undefined) => ListStart;
  readonly save: (input: ViewSave) => Promise<SavedView | undefined>;
  readonly remove: (view: SavedView) => Promise<boolean>;
  readonly setDefault: (id: number | null) => Promise<void>;
}

const NONE: readonly SavedView[] = [];
const NO_ROLES: readonly ViewRole[] = [];

/**
 * A list's saved views (`API.lists` ListViews…): which the user may open, which is open, the one it opens with
 * (the address's `view`, else the user's default unless the address asks for filters of its own), and saving,
 * deleting and choosing the default. The open view is kept in the address; the list's own state is the
 * controller's, which the screen tells to apply a picked view.
 */
export function useListViews(routeName: string, enabled: boolean): ListViews {
  const notify = useNotify();
  const read = useQuery({
    ...apiQuery(API.lists.listViews, { list: routeName }),
    enabled,
  });
  const data = read.data;
  const views = data?.views ?? NONE;
  // What the address asked for when the list was opened.
  const { search } = useLocation();
  const asked = useRef<{ id: number | undefined; own: boolean }>(undefined);
  asked.current ??= { id: viewIdOf(search), own: asksOwnStart(search) };

  // The view the list opened with, fixed when the views first come; then the user's picks.
  const first = useRef<number | null | undefined>(undefined);
  if (data && first.current === undefined) {
    const { id, own } = asked.current;
    if (id !== undefined) first.current = id > 0 && views.some((v) => v.id === id) ? id : null;
    else first.current = own ? null : data.default_id;
  }
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const activeId = picked !== undefined ? picked : (first.current ?? null);
  const active = activeId === null ? undefined : views.find((v) => v.id === activeId);

  // A link to a view this user may not open says so once, and the whole list is shown.
  const warned = useRef(false);
  useEffect(() => {
    const id = asked.current?.id;
    if (!data || warned.current || id === undefined || id === 0) return;
    warned.current = true;
    if (!views.some((v) => v.id === id)) notify.warning(viewText('unavailable'));
  }, [data, views, notify]);

  // The address names the open view, again each time the list is shown (the shell's tags keep the address they
  // were opened at). The whole list is `view=0` where the user has a default, which the bare address opens.
  const defaultId = data?.default_id ?? null;
  useEffect(() => {
    if (enabled && data) writeAddress(active ? active.id : defaultId !== null ? 0 : null);
  }, [enabled, data, active, defaultId]);

  const waiting = enabled && read.isPending && !read.isError;
  const mayOpenWithView = asked.current.id !== undefined ? asked.current.id > 0 : !asked.current.own;
  const opening = useMemo(() => {
    const view = first.current ? views.find((v) => v.id === first.current) : undefined;
    return view ? startOf(view) : undefined;
  }, [views]);

  const pick = useCallback(
    (id: number | undefined): ListStart => {
      setPicked(id ?? null);
      const view = id === undefined ? undefined : views.find((v) => v.id === id);
      return view ? startOf(view) : {};
    },
    [views],
  );

  const saveWrite = useApiWrite(API.lists.listViewSave).mutateAsync;
  const delWrite = useApiWrite(API.lists.listViewDel).mutateAsync;
  const defaultWrite = useApiWrite(API.lists.listViewDefault).mutateAsync;

  const save = useCallback(
    async (input: ViewSave): Promise<SavedView | undefined> => {
      try {
        const { data: saved } = await saveWrite({ ...input, list: routeName });
        notify.success(input.id ? viewText('renamed') : viewText('saved'));
        // A view kept from the list on screen is the open one.
        if (input.state) setPicked(saved.id);
        return saved;
      } catch {
        // Refused: the error catalogue said why; the dialog stays open.
        return undefined;
      }
    },
    [routeName, saveWrite, notify],
  );

  const remove = useCallback(
    async (view: SavedView): Promise<boolean> => {
      try {
        await delWrite({ id: view.id });
      } catch {
        return false;
      }
      notify.success(viewText('deleted'));
      return true;
    },
    [delWrite, notify],
  );

  const setDefault = useCallback(
    async (id: number | null) => {
      try {
        await defaultWrite({ list: routeName, id: id ?? 0 });
      } catch {
        return;
      }
      notify.success(id === null ? viewText('defaultCleared') : viewText('defaultSet'));
    },
    [defaultWrite, routeName, notify],
  );

  return {
    // A list the server keeps no views of (a bespoke data path) offers none.
    enabled: enabled && !read.isError,
    views,
    roles: data?.roles ?? NO_ROLES,
    defaultId,
    active,
    pending: waiting && mayOpenWithView,
    opening,
    pick,
    save,
    remove,
    setDefault,
  };
}
