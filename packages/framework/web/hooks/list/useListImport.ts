import { IMPORT_EXTENSIONS as EXTENSIONS, type ImportPreview, resourceCalls } from '@yanye/protocol';
import { useCallback, useRef, useState } from 'react';
import { upload, uploadForFile } from '../../api/client';
import { ownedByCatalogue, reportError } from '../../api/errors';
import { t } from '../../i18n/texts';
import { doneText } from '../ask';
import { useNotify } from '../notify';
import { useWrite } from '../useWrite';

const IMPORT_FILE = new RegExp(`\\.(${EXTENSIONS.join('|')})$`, 'i');

/** What the file input accepts. */
export const IMPORT_ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');

/** A file's dry run, shown before anything is written (docs/engine.md, "Import preview"). */
export interface ImportPreviewState {
  readonly file: File;
  readonly data: ImportPreview;
  /** What the server said of it (`预览：可新增 3 条…`). */
  readonly msg: string;
}

export interface ListImport {
  readonly busy: boolean;
  /** Previews a sheet (nothing is written); does nothing while one is being previewed or imported. */
  readonly start: (file: File) => Promise<void>;
  /** The preview shown, until it is applied or closed. */
  readonly preview: ImportPreviewState | undefined;
  /** Imports the previewed file, with its preview's token: the server refuses it if anything changed. */
  readonly apply: () => Promise<void>;
  /** Downloads the refused rows of the preview as an xlsx with a reason column. */
  readonly downloadRefused: () => Promise<void>;
  readonly closePreview: () => void;
  /** Why the last sheet was refused, as the server said it (lines of text, 'Error:' first perhaps). */
  readonly failure: string | undefined;
  readonly dismiss: () => void;
}

/** Saves a file the browser was given. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The import of a list: xlsx, xls or csv, one at a time. A file is first previewed (counts and first refusals),
 * then applied as previewed; the list reads again after it.
 */
export function useListImport(api: string): ListImport {
  const notify = useNotify();
  // The ref blocks a second upload at once; the mutation's state shows it on the button.
  const running = useRef(false);
  const [failure, setFailure] = useState<string>();
  const [preview, setPreview] = useState<ImportPreviewState>();
  const [previewing, setPreviewing] = useState(false);
  const write = useWrite(
    (input: { file: File; token: string }, key) =>
      upload(resourceCalls.importSheet(api), input.file, { _excel_import: '1', _preview: input.token }, key),
    () => [api],
  );
  const { mutateAsync } = write;

  /** A refusal: a dead session, a missing permission or a lost network are the error catalogue's; a sheet's is ours. */
  const refused = useCallback((e: unknown) => {
    if (ownedByCatalogue(e)) reportError(e);
    else setFailure(e instanceof Error ? e.message : String(e));
  }, []);

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      if (!IMPORT_FILE.test(file.name)) {
        notify.error(t('importType'));
        return;
      }
      running.current = true;
      setPreviewing(true);
      const hide = notify.loading(t('importing'));
      try {
        const r = await upload(resourceCalls.importPreview(api), file, { _dry: '1' });
        setPreview({ file, data: r.data, msg: r.msg });
      } catch (e) {
        refused(e);
      } finally {
        hide();
        setPreviewing(false);
        running.current = false;
      }
    },
    [api, notify, refused],
  );

  const apply = useCallback(async () => {
    const token = preview?.data.token;
    if (!preview || !token || running.current) return;
    running.current = true;
    try {
      const r = await mutateAsync({ file: preview.file, token });
      setPreview(undefined);
      notify.success(doneText(r.msg));
    } catch (e) {
      setPreview(undefined);
      refused(e);
    } finally {
      running.current = false;
    }
  }, [mutateAsync, notify, preview, refused]);

  const downloadRefused = useCallback(async () => {
    if (!preview) return;
    try {
      const { blob, name } = await uploadForFile(resourceCalls.importRefused(api), preview.file, {
        _dry: 'refused',
      });
      save(blob, name);
    } catch (e) {
      refused(e);
    }
  }, [api, preview, refused]);

  return {
    busy: write.isPending || previewing,
    start,
    preview,
    apply,
    downloadRefused,
    closePreview: useCallback(() => setPreview(undefined), []),
    failure,
    dismiss: useCallback(() => setFailure(undefined), []),
  };
}
