import { IMPORT_EXTENSIONS as EXTENSIONS, resourceCalls } from '@yanye/protocol';
import { useCallback, useRef, useState } from 'react';
import { upload } from '../../api/client';
import { ownedByCatalogue, reportError } from '../../api/errors';
import { t } from '../../i18n/texts';
import { doneText } from '../ask';
import { useNotify } from '../notify';
import { useWrite } from '../useWrite';

const IMPORT_FILE = new RegExp(`\\.(${EXTENSIONS.join('|')})$`, 'i');

/** What the file input accepts. */
export const IMPORT_ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');

export interface ListImport {
  readonly busy: boolean;
  /** Uploads a sheet; does nothing while one is being imported. */
  readonly start: (file: File) => Promise<void>;
  /** Why the last sheet was refused, as the server said it (lines of text, 'Error:' first perhaps). */
  readonly failure: string | undefined;
  readonly dismiss: () => void;
}

/** The import of a list: xlsx, xls or csv, one at a time; the list reads again after it. */
export function useListImport(api: string): ListImport {
  const notify = useNotify();
  // The ref blocks a second upload at once; the mutation's state shows it on the button.
  const running = useRef(false);
  const [failure, setFailure] = useState<string>();
  const write = useWrite(
    (file: File, key) => upload(resourceCalls.importSheet(api), file, { _excel_import: '1' }, key),
    () => [api],
  );
  const { mutateAsync } = write;

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      if (!IMPORT_FILE.test(file.name)) {
        notify.error(t('importType'));
        return;
      }
      running.current = true;
      const hide = notify.loading(t('importing'));
      try {
        const r = await mutateAsync(file);
        notify.success(doneText(r.msg));
      } catch (e) {
        // A dead session, a missing permission or a lost network are the error catalogue's; a refused sheet is ours.
        if (ownedByCatalogue(e)) reportError(e);
        else setFailure(e instanceof Error ? e.message : String(e));
      } finally {
        hide();
        running.current = false;
      }
    },
    [mutateAsync, notify],
  );

  return { busy: write.isPending, start, failure, dismiss: useCallback(() => setFailure(undefined), []) };
}
