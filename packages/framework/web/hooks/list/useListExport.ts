import { resourceCalls, SYNC_EXPORT_LIMIT, type TableMeta } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { callWithMessage } from '../../api/client';
import { openDownload, signedDownloadUrl } from '../../api/download';
import { t } from '../../i18n/texts';
import { useNotify } from '../notify';
import { useWrite } from '../useWrite';
import { filterParams } from './filters';
import type { ListController } from './useListController';

export type ExportKind = 'sync' | 'async';

export interface ListExport {
  /** The export whose columns are being chosen. */
  readonly choosing: ExportKind | undefined;
  /** Asks for the columns of an export; a file of more than SYNC_EXPORT_LIMIT rows must be made in the background. */
  readonly choose: (kind: ExportKind) => void;
  readonly cancel: () => void;
  /** Exports the chosen columns of the list as it is filtered, sorted and tabbed. */
  readonly run: (columns: readonly string[]) => void;
  /** Downloads the import template. */
  readonly template: () => void;
}

type Question = Record<string, string | number | boolean>;

function question(
  meta: TableMeta,
  list: ListController,
  title: string,
  columns: readonly string[],
): Question {
  const q: Question = {
    ...filterParams(meta.top_search, list.filters),
    _excel_file_name: title,
    _excel_down_culumns: columns.join(','),
  };
  if (list.tab) q._tab = list.tab;
  if (list.sort) {
    q.sort = list.sort.field;
    q.order = String(list.sort.ascending);
  }
  return q;
}

/**
 * The exports of a list: a file at once (a signed download), or a task the server makes in the
 * background, whose answer is said as a notice. Starting a task is a write: the export tasks read again.
 */
export function useListExport(api: string, list: ListController, title: string): ListExport {
  const notify = useNotify();
  const [choosing, setChoosing] = useState<ExportKind>();
  const { mutateAsync } = useWrite(
    (body: Question & { _down_excel: 2 }, key) =>
      callWithMessage(resourceCalls.asyncExport(api), body, { key }),
    () => [api],
  );
  const { meta, count } = list;

  const choose = useCallback(
    (kind: ExportKind) => {
      if (kind === 'sync' && count > SYNC_EXPORT_LIMIT) {
        notify.warning(`> ${SYNC_EXPORT_LIMIT}: ${t('exportAsync')}`);
        return;
      }
      setChoosing(kind);
    },
    [count, notify],
  );

  const run = (columns: readonly string[]) => {
    setChoosing(undefined);
    if (!meta) return;
    const q = question(meta, list, title, columns);
    if (choosing === 'async') {
      mutateAsync({ ...q, _down_excel: 2 }).then(
        (r) => notify.success(r.msg),
        () => undefined, // shown by the error catalogue
      );
      return;
    }
    openDownload(signedDownloadUrl(resourceCalls.download(api), { ...q, _down_excel: '1' }));
  };

  return {
    choosing,
    choose,
    cancel: () => setChoosing(undefined),
    run,
    template: () =>
      openDownload(signedDownloadUrl(resourceCalls.download(api), { _down_excel_import_tpl: '1' })),
  };
}
