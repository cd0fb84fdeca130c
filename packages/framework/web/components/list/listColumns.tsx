import type { ColumnMeta, RowAction, TableMeta } from '@yanye/protocol';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { linkTo } from '../../hooks/list/listPages';
import type { Sort } from '../../hooks/list/listState';
import type { Row } from '../../hooks/list/row';
import type { ListAccess } from '../../hooks/list/useListAccess';
import { t } from '../../i18n/texts';
import { actionColumnWidth, type Laid } from './actionLayout';
import { cellRenderers, cellText, rowCells } from './cells';
import { columnSpec, type Measure, type Plan, planColumns, SELECTION_WIDTH } from './columnLayout';
import type { HeaderResize } from './ResizableHeaderCell';
import { isPinned, offerItems, RowActions } from './RowActions';
import { measureText } from './textWidth';

export interface LayoutInput {
  readonly meta: TableMeta;
  /** The columns shown, in the user's order. */
  readonly shown: readonly string[];
  readonly rows: readonly Row[];
  /** The totals row's figures, which money columns must show whole too. */
  readonly totals: Readonly<Record<string, number>>;
  /** Widths the user set (or is dragging), by column. */
  readonly widths: Readonly<Record<string, number>>;
  readonly access: ListAccess;
  /** The actions column stays in sight on the right, except on a phone. */
  readonly mobile: boolean;
  /** The table's room in px (undefined until measured). */
  readonly available: number | undefined;
  readonly measure?: Measure;
}

export interface ListLayout extends Plan {
  /** The actions column's width; 0 when no row may offer an action. */
  readonly actionsWidth: number;
  /** The width of every column together, the selection's and the actions' included. */
  readonly tableWidth: number;
}

/** The labels of each row's actions, and which must be in sight, as the actions column lays them out. */
function offersOf(access: ListAccess, rows: readonly Row[]): Laid[][] {
  return rows.map((row) =>
    offerItems(access.offer(row)).map((item) => ({ label: item.label, pinned: isPinned(item) })),
  );
}

/**
 * Where each column goes and how wide it is (`planColumns`): each sized by its kind against the page's cells
 * and totals, in the user's order and widths, the status column kept in sight.
 */
export function listLayout(input: LayoutInput): ListLayout {
  const { meta, rows, totals, widths, access, measure = measureText } = input;
  const specs = input.shown.map((name) => {
    const c = meta.rows[name] as ColumnMeta;
    const texts = rows.map((row) => cellText(c, row[name], row));
    if (c.sum) texts.push(cellText(c, totals[name] ?? 0));
    return columnSpec(c, texts, measure, widths[name], input.mobile);
  });
  const actionsWidth = access.hasRowActions ? actionColumnWidth(offersOf(access, rows), t('actions')) : 0;
  const plan = planColumns({ specs, available: input.available, actionsWidth, mobile: input.mobile });
  const data = Object.values(plan.widths).reduce((sum, w) => sum + w, 0);
  return { ...plan, actionsWidth, tableWidth: SELECTION_WIDTH + data + actionsWidth };
}

export interface ColumnsInput {
  readonly meta: TableMeta;
  readonly layout: ListLayout;
  readonly sort: Sort | undefined;
  readonly access: ListAccess;
  readonly mobile: boolean;
  readonly onAction: (action: RowAction, row: Row) => void;
  /** A header's edge dragged: the width under the pointer. */
  readonly onResize: (name: string, width: number) => void;
  /** A header's edge let go: the width to keep. */
  readonly onResizeEnd: (name: string, width: number) => void;
}

/**
 * The table's columns as the layout places them: each cell on one line, cut with an ellipsis where its column
 * is narrower (said whole on hover); a linked cell a link the user may follow; each header resizable.
 */
function dataColumns({ meta, layout, sort, access, onResize, onResizeEnd }: ColumnsInput): ColumnsType<Row> {
  return layout.order.map((name) => {
    const c = meta.rows[name] as ColumnMeta;
    const resize: HeaderResize = {
      title: c.title,
      width: layout.widths[name] ?? 0,
      onResize: (width) => onResize(name, width),
      onResizeEnd: (width) => onResizeEnd(name, width),
    };
    return {
      key: name,
      dataIndex: name,
      title: c.title,
      width: layout.widths[name],
      fixed: layout.pinned === name ? 'right' : undefined,
      className: `list-col-${c.kind}`,
      align: c.item_align,
      sorter: c.sort,
      sortOrder: sort?.field === name ? (sort.ascending ? 'ascend' : 'descend') : null,
      onHeaderCell: () => ({ resize }) as HTMLAttributes<HTMLElement>,
      render: (value: unknown, row: Row) => {
        const shownValue = cellRenderers[c.type](value, c, row);
        const to = c.link ? linkTo(c.link.page, row[c.link.id_key]) : undefined;
        const content = to && access.can(to.page) ? <Link to={to.path}>{shownValue}</Link> : shownValue;
        if (c.type === 'image') return content;
        // One line; `ListTable` gives a cut one its whole text as a title on hover.
        return <span className="list-cell">{content}</span>;
      },
    };
  });
}

/**
 * The data columns, then the row actions when any row may offer some: fixed on the right, as wide as the rows
 * on the page need (two actions, or one and "more"), so the data columns keep the room.
 */
export function listColumns(input: ColumnsInput): ColumnsType<Row> {
  const columns = dataColumns(input);
  const { access, mobile, onAction, layout } = input;
  if (!access.hasRowActions) return columns;
  columns.push({
    key: '__actions',
    title: t('actions'),
    fixed: mobile ? undefined : 'right',
    className: 'list-col-actions',
    width: layout.actionsWidth,
    render: (_: unknown, row: Row) => (
      <RowActions
        offer={access.offer(row)}
        cell={rowCells(row, input.meta.rows)}
        onRun={(a) => onAction(a, row)}
      />
    ),
  });
  return columns;
}
