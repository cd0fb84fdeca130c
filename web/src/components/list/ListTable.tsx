import type { ColumnMeta, TableMeta } from '@yanye/protocol';
import { Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { Sort } from '../../hooks/list/listState';
import type { Row } from '../../hooks/list/row';
import { rowKey, type Selection } from '../../hooks/list/useSelection';
import { t } from '../../i18n/texts';
import { cellRenderers } from './cells';

/** The totals row: the label in the first cell, then each summed column's total (SPEC.md §2.5, §9). */
function TotalsRow(props: {
  readonly meta: TableMeta;
  readonly shown: readonly string[];
  readonly totals: Readonly<Record<string, number>>;
  readonly trailing: boolean;
}) {
  const { meta, shown, totals } = props;
  return (
    <Table.Summary.Row className="list-summary">
      <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
      {shown.map((name, i) => {
        const c = meta.rows[name] as ColumnMeta;
        const value = c.sum ? cellRenderers.number(totals[name] ?? 0, c) || '0' : '';
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

/** The list's table: a selection column, striped rows, server-side sorting and the totals row. */
export function ListTable(props: {
  readonly meta: TableMeta;
  readonly rows: readonly Row[];
  readonly columns: ColumnsType<Row>;
  readonly shown: readonly string[];
  readonly totals: Readonly<Record<string, number>>;
  readonly loading: boolean;
  readonly selection: Selection;
  readonly onSort: (sort: Sort | undefined) => void;
}) {
  const { meta, shown, columns } = props;
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      loading={props.loading}
      dataSource={[...props.rows]}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...props.selection.keys],
        onChange: props.selection.set,
        columnWidth: 48,
      }}
      rowClassName={(_, index) => (index % 2 === 1 ? 'list-row-striped' : '')}
      summary={
        meta.show_sum
          ? () => (
              <TotalsRow
                meta={meta}
                shown={shown}
                totals={props.totals}
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
  );
}
