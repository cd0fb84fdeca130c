import { lazy, Suspense } from 'react';
import type { ListImport } from '../../hooks/list/useListImport';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

const ImportPreviewModal = lazy(() => import('./ImportPreviewModal'));

/**
 * What an import would do, shown before it is done (ImportPreviewModal). Its dialog is fetched the first time a
 * file is previewed, not with every list page.
 */
export function ImportPreviewDialog(props: { readonly imports: ListImport }) {
  if (!useOpenedOnce(props.imports.preview !== undefined)) return null;
  return (
    <Suspense fallback={null}>
      <ImportPreviewModal imports={props.imports} />
    </Suspense>
  );
}
