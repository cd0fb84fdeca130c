import { useCallback, useMemo, useState } from 'react';
import type { Row } from './row';

/** A row's key in the table and in the selection: its id, else the row itself as text. */
export const rowKey = (row: Row): string => String(row.id ?? JSON.stringify(row));

export interface Selection {
  readonly keys: readonly string[];
  /** The selected rows of the page shown. */
  readonly rows: readonly Row[];
  readonly set: (keys: readonly React.Key[]) => void;
  readonly clear: () => void;
}

/** The rows ticked in the selection column, among the rows shown. */
export function useSelection(shown: readonly Row[]): Selection {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const set = useCallback((next: readonly React.Key[]) => setKeys(next.map(String)), []);
  const clear = useCallback(() => setKeys([]), []);
  const rows = useMemo(() => shown.filter((r) => keys.includes(rowKey(r))), [shown, keys]);
  return useMemo(() => ({ keys, rows, set, clear }), [keys, rows, set, clear]);
}
