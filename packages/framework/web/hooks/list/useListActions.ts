import { type RowAction, resourceCalls } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { callWithMessage } from '../../api/client';
import { t } from '../../i18n/texts';
import { doneText } from '../ask';
import { shownOnce, useNotify } from '../notify';
import { useWrite } from '../useWrite';
import type { Row } from './row';
import { wayBody } from './rowActions';

/**
 * An action asked for: on one row, or (a batch action) on the selected rows; with no rows (an action opened by
 * its address), its dialog asks which records too, in the field `CHOSEN`.
 */
export interface AskedAction {
  readonly action: RowAction;
  readonly rows: readonly Row[];
}

/** The dialog's field of the records an action asked with none chosen acts on (`RecordPicker`). */
export const CHOSEN = 'chosen_ids';

/** The ids an action goes to: its rows', or those its dialog asked for. */
function targetIds(rows: readonly Row[], values: Record<string, unknown>): number[] {
  if (rows.length > 0) return rows.map((r) => Number(r.id));
  const chosen = values[CHOSEN];
  return (Array.isArray(chosen) ? chosen : [chosen]).map(Number).filter((id) => id > 0);
}

export interface ListActions {
  /** The action whose dialog is open, asking for its fields. */
  readonly asking: AskedAction | undefined;
  readonly busy: boolean;
  /** Runs an action on rows, or first asks for its fields when it has some (and for its records, with no rows). */
  readonly start: (action: RowAction, rows: readonly Row[]) => void;
  /** Runs the asked action with the dialog's values; answers its refusal, if any, for the dialog's fields. */
  readonly answer: (values: Record<string, unknown>) => Promise<unknown>;
  readonly cancel: () => void;
}

interface Run extends AskedAction {
  readonly values: Record<string, unknown>;
}

/**
 * The row and batch actions of a list (delete, audit, ship...): each a write that refreshes the list's folder
 * and the action's own. A batch action goes as `{ids}` and clears the selection once done.
 */
export function useListActions(api: string, onBatchDone: () => void): ListActions {
  const notify = useNotify();
  const [asking, setAsking] = useState<AskedAction>();
  const write = useWrite(
    ({ action, rows, values }: Run, key) => {
      const { [CHOSEN]: _chosen, ...asked } = values;
      const ids = targetIds(rows, values);
      const target = action.batch ? { ids } : { id: ids[0] };
      const body = { ...asked, ...wayBody(action, rows), ...target };
      return callWithMessage(resourceCalls.action(action.api), body, { key });
    },
    ({ action }) => [action.api, api],
  );
  const { mutateAsync } = write;

  const run = useCallback(
    async (asked: AskedAction, values: Record<string, unknown> = {}) => {
      try {
        const { msg, data } = await mutateAsync({ ...asked, values });
        notify.success(asked.action.name === 'Del' ? t('deleted') : doneText(msg, asked.action.title));
        setAsking(undefined);
        // An answer may carry a value to show once (a password the server made).
        const once = shownOnce(data);
        if (once) void notify.reveal(once);
        if (asked.action.batch) onBatchDone();
        return undefined;
      } catch (error) {
        // Shown by the error catalogue; an open dialog keeps what was typed and shows it on its field.
        return error;
      }
    },
    [mutateAsync, notify, onBatchDone],
  );

  const start = useCallback(
    (action: RowAction, rows: readonly Row[]) =>
      action.fields?.length || rows.length === 0 ? setAsking({ action, rows }) : void run({ action, rows }),
    [run],
  );
  const answer = useCallback(
    (values: Record<string, unknown>) => (asking ? run(asking, values) : Promise.resolve(undefined)),
    [asking, run],
  );
  const cancel = useCallback(() => setAsking(undefined), []);
  return { asking, busy: write.isPending, start, answer, cancel };
}
