import type { RowAction, RowCondition } from '@yanye/protocol';
import type { Row } from './row';

/** Whether a row satisfies a condition of the metadata (every named field holds one of its values). */
export function rowMatches(row: Row, condition: RowCondition | null): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([key, values]) =>
    values.some((v) => String(v) === String(row[key])),
  );
}

/** The actions a row offers: those the user may call and whose condition the row meets. */
export function actionsFor(row: Row, actions: readonly RowAction[]): RowAction[] {
  return actions.filter((a) => rowMatches(row, a.when));
}
