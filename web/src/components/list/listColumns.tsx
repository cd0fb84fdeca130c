import type { ColumnMeta, RowAction, TableMeta } from '@yanye/protocol';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { linkTo } from '../../hooks/list/listPages';
import type { Sort } from '../../hooks/list/listState';
import type { Row } from '../../hooks/list/row';
import type { ListAccess } from '../../hooks/list/useListAccess';
import { t } from '../../i18n/texts';
import { actionColumnWidth } from './actionLayout';
import { cellRenderers, columnWidth } from './cells';
import { offerItems, RowActions } from './RowActions';

export interface ColumnsInput {
  readonly meta: TableMeta;
  readonly shown: readonly string[];
  readonly sort: Sort | undefined;
  readonly access: ListAccess;
  readonly rows: readonly Row[];
  /** The actions column stays in sight on the right, except on a phone. */
  readonly mobile: boolean;
  readonly onAction: (action: RowAction, row: Row) => void;
}

/** The table's columns as the metadata describes them, a linked cell a link the user may follow. */
function dataColumns({ meta, shown, sort, access }: ColumnsInput): ColumnsType<Row> {
  return shown.map((name) => {
    const c = meta.rows[name] as ColumnMeta;
    return {
      key: name,
      dataIndex: name,
      title: c.title,
      width: columnWidth(c),
      align: c.item_align,
      sorter: c.sort,
      sortOrder: sort?.field === name ? (sort.ascending ? 'ascend' : 'descend') : null,
      render: (value: unknown, row: Row) => {
        const shownValue = cellRenderers[c.type](value, c, row);
        const to = c.link ? linkTo(c.link.page, row[c.link.id_key]) : undefined;
        return to && access.can(to.page) ? <Link to={to.path}>{shownValue}</Link> : shownValue;
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
  const { access, rows, mobile, onAction } = input;
  if (!access.hasRowActions) return columns;
  const offers = rows.map((row) => offerItems(access.offer(row)).map((item) => item.label));
  columns.push({
    key: '__actions',
    title: t('actions'),
    fixed: mobile ? undefined : 'right',
    width: actionColumnWidth(offers, t('actions')),
    render: (_: unknown, row: Row) => (
      <RowActions offer={access.offer(row)} onRun={(a) => onAction(a, row)} />
    ),
  });
  return columns;
}
