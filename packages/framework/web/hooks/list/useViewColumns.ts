import { useCallback, useMemo, useState } from 'react';
import type { useColumnVisibility } from './useColumnVisibility';
import type { ListController } from './useListController';
import type { ListViews } from './useListViews';
import { type ColumnChoice, resolveColumns } from './visibility';

/** The list's columns as shown: the open view's when it keeps its own, else the user's (`useColumnVisibility`). */
export interface ShownColumns {
  readonly choice: ColumnChoice;
  readonly settling: boolean;
  readonly choose: (choice: ColumnChoice) => void;
  readonly setWidth: (name: string, width: number) => void;
  readonly reset: () => void;
  /** Drops what was changed over the open view's columns (another view is picked). */
  readonly forget: () => void;
}

/**
 * While a view that keeps columns is open, the columns chosen or resized change what is shown (and what saving
 * the view keeps), not the user's own column settings; a reset goes back to the view's.
 */
export function useViewColumns(
  own: ReturnType<typeof useColumnVisibility>,
  views: ListViews,
  meta: ListController['meta'],
  routeName: string,
): ShownColumns {
  const [changed, setChanged] = useState<ColumnChoice>();
  const kept = views.active?.state.columns;
  const viewChoice = useMemo(
    () => (meta && kept ? resolveColumns(meta, routeName, kept) : undefined),
    [meta, kept, routeName],
  );
  const choice = viewChoice ? (changed ?? viewChoice) : own.choice;
  const forget = useCallback(() => setChanged(undefined), []);
  const choose = useCallback(
    (next: ColumnChoice) => (viewChoice ? setChanged(next) : own.choose(next)),
    [viewChoice, own.choose],
  );
  const setWidth = useCallback(
    (name: string, width: number) =>
      viewChoice
        ? setChanged((c) => {
            const base = c ?? viewChoice;
            return { ...base, widths: { ...base.widths, [name]: width } };
          })
        : own.setWidth(name, width),
    [viewChoice, own.setWidth],
  );
  const reset = useCallback(
    () => (viewChoice ? setChanged(undefined) : own.reset()),
    [viewChoice, own.reset],
  );
  return { choice, settling: own.settling, choose, setWidth, reset, forget };
}
