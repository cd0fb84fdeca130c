import type { SavedView } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { filterParams } from '../../hooks/list/filters';
import type { useListController } from '../../hooks/list/useListController';
import type { useListViews, ViewSave } from '../../hooks/list/useListViews';
import type { useViewColumns } from '../../hooks/list/useViewColumns';
import { settingsOf } from '../../hooks/list/visibility';
import type { ViewDialog } from './ViewDialogs';

/**
 * A list's saved views as its screen offers them (docs/engine.md, "Saved views"): picking one (its filters, sort,
 * tab, columns and page size applied, the filter area built afresh), the dialog open (save or manage), what the
 * list stands at now as a view would keep it, and removing one (the list goes back to the whole list when it was
 * the one shown).
 */
export function useViewChoices(
  list: ReturnType<typeof useListController>,
  views: ReturnType<typeof useListViews>,
  columns: ReturnType<typeof useViewColumns>,
) {
  const { meta } = list;
  // Each view applied builds the filter area afresh with its values.
  const [applied, setApplied] = useState(0);
  const { apply } = list;
  const { pick } = views;
  const { forget: forgetViewColumns } = columns;
  const pickView = useCallback(
    (id: number | undefined) => {
      forgetViewColumns();
      apply(pick(id));
      setApplied((n) => n + 1);
    },
    [apply, pick, forgetViewColumns],
  );
  const [viewDialog, setViewDialog] = useState<ViewDialog>();
  const viewState = useCallback(
    (): NonNullable<ViewSave['state']> => ({
      filters: meta ? filterParams(meta.top_search, list.filters) : {},
      sort: list.sort ? { field: list.sort.field, ascending: list.sort.ascending } : null,
      tab: list.tab ?? null,
      columns: settingsOf(columns.choice),
      limit: list.limit,
    }),
    [meta, list.filters, list.sort, list.tab, list.limit, columns.choice],
  );
  const { remove: removeView } = views;
  const activeViewId = views.active?.id;
  const onRemoveView = useCallback(
    async (view: SavedView) => {
      if ((await removeView(view)) && view.id === activeViewId) pickView(undefined);
    },
    [removeView, activeViewId, pickView],
  );
  return { applied, pickView, viewDialog, setViewDialog, viewState, onRemoveView };
}
