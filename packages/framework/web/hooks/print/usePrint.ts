import { type CatalogPage, pageByName, pagesByApi } from '@yanye/catalog';
import { printPath, resourceCalls } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';
import { fetchFile } from '../../api/client';
import { ApiError } from '../../api/errors';
import { usePermissions } from '../../api/permissions';
import { useNotify } from '../notify';
import { prt } from './texts';

/**
 * The print call of the entity a page is of (its own, or its group's): the catalogue lists it where the entity's
 * records print (docs/printing.md), so nothing here says which documents print.
 */
export function printApiOf(page: CatalogPage): string | undefined {
  for (let p: CatalogPage | undefined = page; p; p = p.parent ? pageByName(p.parent) : undefined) {
    if (p.entity) {
      const api = printPath(p.entity.api);
      return pagesByApi(api).length > 0 ? api : undefined;
    }
  }
  return undefined;
}

/** Shows a file in a tab opened beforehand, or downloads it when the browser blocked the tab. */
function show(tab: Window | null, blob: Blob, name: string): boolean {
  const url = URL.createObjectURL(new File([blob], name, { type: blob.type || 'application/pdf' }));
  // The tab keeps the file while it is open; a minute is enough for it to load.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  if (tab && !tab.closed) {
    tab.location.href = url;
    return true;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  return false;
}

export interface Printer {
  /** Whether the user may print the page's documents. */
  readonly can: boolean;
  readonly busy: boolean;
  /** Prints these records into one PDF, opened in a new tab. */
  readonly print: (ids: readonly number[]) => void;
}

/**
 * Printing the documents of a page's entity: the signed request fetched as a file and opened in a new tab (opened
 * at the click, so the browser allows it, and pointed at the file once it is drawn); downloaded under its number
 * when the tab was blocked. A refusal is said as the server says it.
 */
export function usePrint(page: CatalogPage): Printer {
  const api = useMemo(() => printApiOf(page), [page]);
  const permissions = usePermissions();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const can = api !== undefined && permissions?.apis.has(api) === true;
  const print = useCallback(
    (ids: readonly number[]) => {
      if (!api || ids.length === 0) return;
      const tab = window.open('', '_blank');
      if (tab) {
        tab.opener = null;
        tab.document.title = prt('printing');
        tab.document.body.textContent = prt('printing');
      }
      setBusy(true);
      const input = ids.length === 1 ? { id: ids[0] } : { ids: ids.join(',') };
      fetchFile(resourceCalls.print(api), input)
        .then(({ blob, name }) => {
          if (!show(tab, blob, name)) notify.warning(prt('saved', { name }));
        })
        .catch((error: unknown) => {
          tab?.close();
          notify.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
        })
        .finally(() => setBusy(false));
    },
    [api, notify],
  );
  return { can, busy, print };
}
