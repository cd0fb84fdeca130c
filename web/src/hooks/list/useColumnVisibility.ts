import type { TableMeta } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';
import { choosableColumns, saveVisibleColumns, visibleColumns } from './visibility';

export interface ColumnVisibility {
  /** The columns shown, in the metadata's order. */
  readonly shown: readonly string[];
  /** The columns the dialog offers. */
  readonly choosable: readonly string[];
  /** Keeps a choice (localStorage `showTableDataRows_` + route name) and shows it. */
  readonly choose: (names: readonly string[]) => void;
}

/** The visible columns of a list (SPEC.md §3, §4): the saved choice, else the server's defaults. */
export function useColumnVisibility(meta: TableMeta | undefined, routeName: string): ColumnVisibility {
  const [chosen, setChosen] = useState<readonly string[]>();
  const shown = useMemo(
    () => (meta ? (chosen ?? visibleColumns(meta, routeName)) : []),
    [meta, chosen, routeName],
  );
  const choosable = useMemo(() => (meta ? choosableColumns(meta) : []), [meta]);
  const choose = useCallback(
    (names: readonly string[]) => {
      saveVisibleColumns(routeName, names);
      setChosen(names);
    },
    [routeName],
  );
  return { shown, choosable, choose };
}
