import { Button } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '../../i18n/texts';

/** Above this height the filter area collapses. */
const COLLAPSE_AT = 60;
/** Collapsed, the area shows its first line of controls. */
export const COLLAPSED_HEIGHT = 44;

/** Whether the filter area is taller than a line (so it folds), and whether the user unfolded it. */
export interface Fold {
  readonly tall: boolean;
  readonly open: boolean;
}

/**
 * The fold's state, a store of its own rather than the filter bar's: it is known only once the area is measured
 * after its first layout, and as the bar's state it drew the bar's form and every field in it a second time before
 * the list's first paint. Held here, the area's frame and the toggle alone are drawn again.
 */
export interface FoldStore {
  get(): Fold;
  set(next: Partial<Fold>): void;
  subscribe(listener: () => void): () => void;
}

export function createFold(): FoldStore {
  let fold: Fold = { tall: false, open: false };
  const listeners = new Set<() => void>();
  return {
    get: () => fold,
    set(next) {
      const merged = { ...fold, ...next };
      if (merged.tall === fold.tall && merged.open === fold.open) return;
      fold = merged;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function useFold(store: FoldStore): Fold {
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * The fields' area, folded to its first line when taller. A list opened with filters set (a link's query: a
 * member's page opens a log by the member's mobile) shows them: a set filter folded away below the first line
 * unfolds the area, so the user sees it and can clear it.
 */
export function FoldArea({
  store,
  given,
  formName,
  children,
}: {
  readonly store: FoldStore;
  /** The names of the filters the list opened with. */
  readonly given: readonly string[];
  /** The form's name, which antd puts in each control's id. */
  readonly formName: string;
  readonly children: ReactNode;
}) {
  const { tall, open } = useFold(store);
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef(given);
  // Measured as the area is first laid out, before the browser paints it: the fold must be in place in the first
  // frame that shows the list, or the rows below jump up by the filters' height once it folds (a layout shift of
  // 0.18 on a phone, when only a resize observer measured it: its answer was drawn a frame late). After that the
  // observer follows the area's height (a window turned, fields that change their width).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => store.set({ tall: el.scrollHeight > COLLAPSE_AT });
    measure();
    const top = el.getBoundingClientRect().top;
    // Once: a kept view shown again runs this again, and the user may have folded the area since.
    const hidden = opened.current.some((name) => {
      // The control's id is antd's: the form's name and the field's.
      const item = el.querySelector(`#${CSS.escape(`${formName}_${name}`)}`);
      return item !== null && item.getBoundingClientRect().top - top >= COLLAPSED_HEIGHT;
    });
    opened.current = [];
    if (hidden) store.set({ open: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [store, formName]);
  return (
    <div
      ref={box}
      className="list-filters-body"
      style={tall && !open ? { maxHeight: COLLAPSED_HEIGHT, overflow: 'hidden' } : undefined}
      data-testid="filter-area"
    >
      {children}
    </div>
  );
}

/** 展开 / 收起, shown while the area is taller than a line. */
export function FoldToggle({ store }: { readonly store: FoldStore }) {
  const { tall, open } = useFold(store);
  if (!tall) return null;
  return (
    <Button type="link" onClick={() => store.set({ open: !open })}>
      {open ? t('collapse') : t('expand')}
    </Button>
  );
}
