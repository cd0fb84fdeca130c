import type { ColumnsType } from 'antd/es/table/interface';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { planColumns, SELECTION_WIDTH } from './columnLayout';

const NO_ROWS: readonly never[] = [];

/**
 * The list's layout rule (`planColumns`, docs/engine.md "Column kinds") for a table whose columns are not a
 * list's (a review screen's), its last column the actions fixed on the right: each column is first drawn as wide
 * as its content, measured, then kept at that width, except that one that would start in sight and end under the
 * actions starts where they do, the columns before it widened. Measured again for each page of rows.
 */
export function useWholeColumns<Row>(
  columns: ColumnsType<Row>,
  rows: readonly Row[],
): {
  readonly box: RefObject<HTMLDivElement | null>;
  readonly columns: ColumnsType<Row>;
  readonly fixed: boolean;
  readonly width: number | 'max-content';
} {
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ readonly rows: readonly Row[]; readonly widths: number[] }>();
  // No rows are the same page whatever array says so (a query's `?? []` is a new one each render).
  const page = rows.length === 0 ? NO_ROWS : rows;
  // Without actions fixed on the right nothing covers a column: the table keeps its content's widths.
  const pinned = columns[columns.length - 1]?.fixed === 'right';
  const widths = measured?.rows === page ? measured.widths : undefined;
  useLayoutEffect(() => {
    if (widths || !box.current || !pinned) return;
    const scroller = box.current.querySelector('.ant-table-content, .ant-table-body');
    const heads = [...box.current.querySelectorAll('.ant-table-thead > tr > th')];
    if (!scroller || heads.length !== columns.length || columns.length < 2) return;
    const natural = heads.map((th) => Math.ceil(th.getBoundingClientRect().width));
    const specs = natural
      .slice(0, -1)
      .map((w, i) => ({ name: String(i), kind: 'number' as const, preferred: w, min: w }));
    // The plan counts from the edge of a list's selection column, which this table has not.
    const plan = planColumns({
      specs,
      available: scroller.clientWidth + SELECTION_WIDTH,
      actionsWidth: natural[natural.length - 1]!,
      mobile: false,
    });
    setMeasured({
      rows: page,
      widths: [...specs.map((s) => plan.widths[s.name]!), natural[natural.length - 1]!],
    });
  }, [widths, page, columns.length, pinned]);
  if (!widths) return { box, columns, fixed: false, width: 'max-content' };
  return {
    box,
    columns: columns.map((c, i) => ({ ...c, width: widths[i] })),
    fixed: true,
    width: widths.reduce((sum, w) => sum + w, 0),
  };
}
