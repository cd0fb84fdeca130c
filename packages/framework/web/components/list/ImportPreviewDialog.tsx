import type { ListImport } from '../../hooks/list/useListImport';
import { loaded } from '../../lib/loaded';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

const ImportPreviewModal = loaded(() => import('./ImportPreviewModal').then((m) => m.default));

/**
 * What an import would do, shown before it is done (ImportPreviewModal). Its dialog is fetched the first time a
 * file is previewed, not with every list page.
 */
export function ImportPreviewDialog(props: { readonly imports: ListImport }) {
  if (!useOpenedOnce(props.imports.preview !== undefined)) return null;
  return <ImportPreviewModal imports={props.imports} />;
}
