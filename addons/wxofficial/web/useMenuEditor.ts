import {
  currentLang,
  type InputOf,
  type MessageParams,
  type Texts,
  textOf,
  useApiQuery,
  useApiWrite,
  useNotify,
} from '@yanye/addon-kit/web';
import { useCallback, useMemo, useState } from 'react';
import { menuFetch, menuInfo, menuPublish, menuSave } from '../contract';
import { issueMessage, type MenuIssue, menuIssues, sameMenu } from '../menu-rules';
import {
  addSub,
  addTop,
  type Draft,
  type EditEntry,
  entryAt,
  fromMenu,
  moveTo,
  remove,
  type Spot,
  step,
  toMenu,
  update,
} from './menuModel';
import { wxText } from './texts';

/** A problem of the draft as the editor shows it: its words, and the entry it is on (0-based). */
export interface ShownIssue {
  readonly text: string;
  readonly spot: Spot | undefined;
}

const say = (texts: Texts, params: MessageParams) => textOf(texts, currentLang(), params);

function shown(issue: MenuIssue): ShownIssue {
  const { texts, params } = issueMessage(issue);
  const at = issue.at;
  return {
    text: say(texts, params),
    spot: at ? { top: at.top - 1, ...(at.sub === undefined ? {} : { sub: at.sub - 1 }) } : undefined,
  };
}

/**
 * The menu editor without its layout: the saved draft from the server, the edits made since (none until the
 * first), the entry picked, WeChat's rules checked as the operator types, and saving, publishing (saving first)
 * and loading WeChat's menu (which replaces the edits). A write makes the menu read again.
 */
export function useMenuEditor() {
  const info = useApiQuery(menuInfo);
  const save = useApiWrite(menuSave);
  const publish = useApiWrite(menuPublish);
  const fetchLive = useApiWrite(menuFetch);
  const notify = useNotify();
  const [edits, setEdits] = useState<Draft>();
  const [picked, setPicked] = useState<Spot>();

  const saved = info.data?.draft;
  const draft: Draft = useMemo(() => edits ?? (saved ? fromMenu(saved) : []), [edits, saved]);
  const menu = useMemo(() => toMenu(draft), [draft]);
  const issues = useMemo(() => (draft.length === 0 ? [] : menuIssues(menu).map(shown)), [draft, menu]);
  const dirty = saved !== undefined && edits !== undefined && !sameMenu(menu, saved);

  const change = useCallback((next: Draft, spot?: Spot) => {
    setEdits(next);
    if (spot !== undefined) setPicked(spot);
  }, []);

  const edit = {
    addTop: () => change(...addTop(draft, wxText('newTop'))),
    addSub: (top: number) => change(...addSub(draft, top, wxText('newSub'))),
    remove: (spot: Spot) => {
      const [next, pick] = remove(draft, spot);
      setEdits(next);
      setPicked(pick);
    },
    move: (from: Spot, to: Spot) => change(...moveTo(draft, from, to)),
    step: (spot: Spot, by: -1 | 1) => change(...step(draft, spot, by)),
    set: (spot: Spot, patch: Partial<EditEntry>) => change(update(draft, spot, patch)),
  };

  const saveDraft = useCallback(async (): Promise<boolean> => {
    // The contract's arrays are mutable; the draft's are not: the same values either way.
    const done = await save.mutateAsync(menu as InputOf<typeof menuSave>).catch(() => undefined);
    if (!done) return false;
    // The edits stay on screen: once the menu is read again they are the saved draft, and nothing is unsaved.
    notify.success(done.msg);
    return true;
  }, [save, menu, notify]);

  const publishMenu = useCallback(async () => {
    if (dirty && !(await saveDraft())) return;
    const done = await publish.mutateAsync({}).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [dirty, saveDraft, publish, notify]);

  const loadLive = useCallback(async () => {
    const done = await fetchLive.mutateAsync({}).catch(() => undefined);
    if (!done) return;
    notify.success(done.msg);
    setEdits(undefined);
    setPicked(undefined);
  }, [fetchLive, notify]);

  return {
    info: info.data,
    loading: info.isLoading,
    error: info.error,
    draft,
    picked,
    pick: setPicked,
    entry: entryAt(draft, picked),
    issues,
    dirty,
    edit,
    discard: () => setEdits(undefined),
    saveDraft,
    publishMenu,
    loadLive,
    busy: save.isPending || publish.isPending || fetchLive.isPending,
  };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
