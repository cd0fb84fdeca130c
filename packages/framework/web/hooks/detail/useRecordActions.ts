import { useQuery } from '@tanstack/react-query';
import { PAGES } from '@yanye/catalog';
import { RECORD_CALLS, type RowAction, resourceCalls } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { callWithMessage } from '../../api/client';
import { usePermissions } from '../../api/permissions';
import { doneText } from '../ask';
import { recordNameOf } from '../form/useFormController';
import { metaQuery } from '../list/listQueries';
import type { Row } from '../list/row';
import { actionsFor, wayBody } from '../list/rowActions';
import { useNotify } from '../notify';
import { useAskedByAddress } from '../useAskedByAddress';
import { useWrite } from '../useWrite';

/** The list whose record an Info call reads: the page listing `{api}Manage` for `{api}Info`. */
export function listApiOf(infoApi: string): string | undefined {
  const api = `${infoApi.slice(0, -RECORD_CALLS.info.length)}${RECORD_CALLS.list}`;
  return PAGES.some((p) => p.api.includes(api)) ? api : undefined;
}

export interface RecordActions {
  /** The actions this user may take on the record in its present state (never its delete: that is the list's). */
  readonly offered: readonly RowAction[];
  /** What the record is called, for the questions before its actions. */
  readonly name: string | undefined;
  /** The action whose dialog is open. */
  readonly asking: RowAction | undefined;
  /** What its dialog opens with, when it was started with values (a wallet's card starts with its wallet). */
  readonly initial: Record<string, unknown> | undefined;
  readonly busy: boolean;
  /** Runs an action, or asks for its fields first (starting from `initial`). */
  readonly start: (action: RowAction, initial?: Record<string, unknown>) => void;
  /** Runs the asked action with the dialog's values; answers its refusal, if any, for the dialog's fields. */
  readonly answer: (values: Record<string, unknown>) => Promise<unknown>;
  readonly cancel: () => void;
}

/**
 * A record's own actions on its details page, as its list offers them (the list's metadata: labels, fields,
 * conditions), run on this record; what they change is read again (the folder of the action and of the record).
 */
export function useRecordActions(infoApi: string, record: Row | undefined): RecordActions {
  const notify = useNotify();
  const permissions = usePermissions();
  const listApi = listApiOf(infoApi);
  const meta = useQuery({ ...metaQuery(listApi ?? ''), enabled: listApi !== undefined });
  const [asking, setAsking] = useState<RowAction>();
  const [initial, setInitial] = useState<Record<string, unknown>>();
  const write = useWrite(
    ({ action, values }: { action: RowAction; values: Record<string, unknown> }, key) =>
      callWithMessage(
        resourceCalls.action(action.api),
        { ...values, ...wayBody(action, record ? [record] : []), id: Number(record?.id) },
        { key },
      ),
    ({ action }) => [action.api, infoApi],
  );
  const { mutateAsync } = write;
  const run = useCallback(
    async (action: RowAction, values: Record<string, unknown> = {}): Promise<unknown> => {
      try {
        const { msg } = await mutateAsync({ action, values });
        notify.success(doneText(msg, action.title));
        setAsking(undefined);
        return undefined;
      } catch (error) {
        // Shown by the error catalogue; an open dialog keeps what was typed and shows it on its field.
        return error;
      }
    },
    [mutateAsync, notify],
  );
  const all = meta.data?.actions ?? [];
  const offered =
    record && permissions
      ? actionsFor(
          record,
          all.filter((a) => a.name !== 'Del' && !a.batch && permissions.apis.has(a.api)),
        )
      : [];
  const start = useCallback(
    (action: RowAction, values?: Record<string, unknown>) => {
      if (!action.fields?.length) return void run(action);
      setInitial(values);
      setAsking(action);
    },
    [run],
  );
  const answer = useCallback(
    (values: Record<string, unknown>) => (asking ? run(asking, values) : Promise.resolve(undefined)),
    [asking, run],
  );
  const cancel = useCallback(() => setAsking(undefined), []);
  useAskedByAddress(offered, meta.isSuccess && record !== undefined && permissions !== undefined, start);
  return {
    offered,
    name: recordNameOf(record),
    asking,
    initial,
    busy: write.isPending,
    start,
    answer,
    cancel,
  };
}
