import type { RowAction, TableMeta } from '@yanye/protocol';
import type { ColumnsType } from 'antd/es/table/interface';
import { type RefCallback, useCallback, useMemo, useState } from 'react';
import { type ListLayout, listColumns, listLayout } from '../../components/list/listColumns';
import type { Row } from '../../hooks/list/row';
import type { ListAccess } from '../../hooks/list/useListAccess';
import type { ListController } from '../../hooks/list/useListController';
import type { ColumnChoice } from '../../hooks/list/visibility';
import { useElementWidth } from '../../lib/useElementWidth';

/**
 * A list's table laid out for the room it has: the columns shown, at the widths chosen (a header's edge being
 * dragged follows the pointer until let go, then is kept by `setWidth`), planned for the width of the card's body.
 * The body is measured while its placeholder shows, so the first page is laid out once, for the width it is shown
 * at (docs/shell.md, "A list's first render").
 */
export function useTableLayout(input: {
  readonly meta: TableMeta | undefined;
  readonly choice: ColumnChoice;
  readonly setWidth: (name: string, width: number) => void;
  readonly list: Pick<ListController, 'rows' | 'totals' | 'sort'>;
  readonly access: ListAccess;
  readonly mobile: boolean;
  readonly onAction: (action: RowAction, row: Row) => void;
}): {
  /** The card's body, whose width is the table's room. */
  readonly body: RefCallback<HTMLDivElement>;
  readonly layout: ListLayout | undefined;
  readonly columns: ColumnsType<Row>;
} {
  const { meta, choice, setWidth, list, access, mobile, onAction } = input;
  const [body, available] = useElementWidth<HTMLDivElement>();
  const [dragging, setDragging] = useState<{ readonly name: string; readonly width: number }>();
  const widths = useMemo(
    () => (dragging ? { ...choice.widths, [dragging.name]: dragging.width } : choice.widths),
    [choice.widths, dragging],
  );
  const { rows, totals, sort } = list;
  const layout = useMemo(
    () =>
      meta
        ? listLayout({ meta, shown: choice.shown, rows, totals, widths, access, mobile, available })
        : undefined,
    [meta, choice.shown, rows, totals, widths, access, mobile, available],
  );
  const onResize = useCallback((name: string, width: number) => setDragging({ name, width }), []);
  const onResizeEnd = useCallback(
    (name: string, width: number) => {
      setWidth(name, width);
      setDragging(undefined);
    },
    [setWidth],
  );
  const columns = useMemo(
    () =>
      meta && layout
        ? listColumns({ meta, layout, sort, access, mobile, onAction, onResize, onResizeEnd })
        : [],
    [meta, layout, sort, access, mobile, onAction, onResize, onResizeEnd],
  );
  return { body, layout, columns };
}
