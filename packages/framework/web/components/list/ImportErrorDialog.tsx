import { loaded } from '../../lib/loaded';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

const ImportErrorModal = loaded(() => import('./ImportErrorModal').then((m) => m.default));

/**
 * Why a sheet was refused (ImportErrorModal). Its dialog and the sanitiser are fetched the first time an import
 * fails, not with every list page.
 */
export function ImportErrorDialog(props: {
  readonly failure: string | undefined;
  readonly onClose: () => void;
}) {
  if (!useOpenedOnce(props.failure !== undefined)) return null;
  return <ImportErrorModal {...props} />;
}
