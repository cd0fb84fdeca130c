import type { ColumnMeta, TableMeta } from '@yanye/protocol';
import { Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { memo } from 'react';
import type { Sort } from '../../hooks/list/listState';
import type { Row } from '../../hooks/list/row';
import { rowKey, type Selection } from '../../hooks/list/useSelection';
import { t } from '../../i18n/texts';
import { onRowKey } from '../../lib/keys';
import { cellRenderers } from './cells';
import { SELECTION_WIDTH } from './columnLayout';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { listText } from './texts';

/**
 * A cell cut by its column's width says its whole text on hover (one listener for the table); one shown whole
 * needs no title.
 */
function wholeOnHover(e: MouseEvent): void {
  const cell = (e.target as Element | null)?.closest?.('.list-cell');
  if (!(cell instanceof HTMLElement)) return;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}

/** The table's box listens for the hover (a ref callback of its own: it never changes, so never runs again). */
function hoverBox(node: HTMLDivElement | null): (() => void) | undefined {
  if (!node) return undefined;
  node.addEventListener('mouseover', wholeOnHover);
  return () => node.removeEventListener('mouseover', wholeOnHover);
}

/** Headers resizable by their right edge. */
const COMPONENTS = { header: { cell: ResizableHeaderCell } };

/** The totals row: the label in the first cell, then each summed column's total. */
function TotalsRow(props: {
  readonly meta: TableMeta;
  readonly shown: readonly string[];
  readonly totals: Readonly<Record<string, number>>;
  readonly estimated: boolean;
  readonly trailing: boolean;
}) {
  const { meta, shown, totals } = props;
  // Estimated totals read "约 1,234" (docs/engine.md, "Counts").
  const about = (value: string) => (props.estimated ? listText('about', { count: value }) : value);
  return (
    <Table.Summary.Row className="list-summary">
      <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
      {shown.map((name, i) => {
        const c = meta.rows[name] as ColumnMeta;
        const value = c.sum ? about(String(cellRenderers.number(totals[name] ?? 0, c) || '0')) : '';
        return (
          <Table.Summary.Cell key={name} index={i + 1} align={c.item_align}>
            {value}
          </Table.Summary.Cell>
        );
      })}
      {props.trailing && <Table.Summary.Cell index={shown.length + 1} />}
    </Table.Summary.Row>
  );
}

/**
 * The list's table: a selection column, striped rows, server-side sorting and the totals row. Its columns keep
 * the widths they are given (fixed layout); what does not fit scrolls inside the table.
 */
export const ListTable = memo(function ListTable(props: {
  readonly meta: TableMeta;
  readonly rows: readonly Row[];
  readonly columns: ColumnsType<Row>;
  /** The data columns in the order drawn. */
  readonly shown: readonly string[];
  readonly totals: Readonly<Record<string, number>>;
  /** The totals are an estimate. */
  readonly estimated?: boolean;
  readonly loading: boolean;
  readonly selection: Selection;
  readonly onSort: (sort: Sort | undefined) => void;
  /**
   * The width of all its columns: the table is that wide (or as wide as its box), so each column keeps the width
   * given; the content's own width (`max-content`) would widen a column holding a long text.
   */
  readonly width?: number;
}) {
  const { meta, shown, columns } = props;
  return (
    <div ref={hoverBox} className="list-table-box">
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        loading={props.loading}
        dataSource={[...props.rows]}
        columns={columns}
        pagination={false}
        tableLayout="fixed"
        components={COMPONENTS}
        scroll={{ x: props.width ?? 'max-content' }}
        rowSelection={{
          selectedRowKeys: [...props.selection.keys],
          onChange: props.selection.set,
          columnWidth: SELECTION_WIDTH,
        }}
        rowClassName={(_, index) => (index % 2 === 1 ? 'list-row-striped' : '')}
        // The rows by keys (lib/keys.ts): Tab reaches the first, ↑/↓ the others.
        onRow={(_, index) => ({ tabIndex: index === 0 ? 0 : -1, onKeyDown: onRowKey })}
        summary={
          meta.show_sum
            ? () => (
                <TotalsRow
                  meta={meta}
                  shown={shown}
                  totals={props.totals}
                  estimated={props.estimated === true}
                  trailing={columns.length > shown.length}
                />
              )
            : undefined
        }
        onChange={(_p, _f, sorter) => {
          const s = sorter as SorterResult<Row>;
          props.onSort(s.order ? { field: String(s.columnKey), ascending: s.order === 'ascend' } : undefined);
        }}
      />
    </div>
  );
});
