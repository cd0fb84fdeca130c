import { entityByName, pageByName } from '@yanye/catalog';
import {
  callWithMessage,
  doneText,
  isNotFound,
  ownedByCatalogue,
  reportError,
  useApiQuery,
  useNotify,
  usePermissions,
  useReportedError,
  useWrite,
} from '@yanye/framework/web';
import { API, resourceCalls, SUPPLY_STATES } from '@yanye/protocol';
import { useCallback } from 'react';

// The offer's own calls and pages, from the catalogue: its stop button and its form.
const STOP = `${entityByName('GoodsSupply')!.api}SupplyStop`;
const FORM = pageByName('GoodsSupply')!;

/** The page's own read shows its failure in place; a dead session, no permission or no network the catalogue says. */
function reportOwned(error: unknown): void {
  if (ownedByCatalogue(error)) reportError(error);
}

/**
 * lookSupply/:id without UI: the offer and the stores taking it, and what the user may do with it from here
 * (change it on its form, stop it while it runs), each offered only to whoever may.
 */
export function useSupplyLook(id: number) {
  const permissions = usePermissions();
  const notify = useNotify();
  const look = useApiQuery(API.goods.supplyLook, { id }, { enabled: id > 0 });
  useReportedError(look.error, reportOwned);
  const offer = look.data;
  // The stop is written in the offers' folder: the list of offers and this page are read again.
  const write = useWrite(
    (target: { id: number }, key) => callWithMessage(resourceCalls.action(STOP), target, { key }),
    () => [STOP, API.goods.supplyLook.path],
  );
  const { mutateAsync } = write;
  const stop = useCallback(async () => {
    try {
      const { msg } = await mutateAsync({ id });
      notify.success(doneText(msg));
    } catch {
      // The error catalogue has shown the refusal (already stopped, say); the page is read again.
    }
  }, [mutateAsync, notify, id]);
  return {
    offer,
    loading: look.isFetching && !offer,
    missing: id <= 0 || isNotFound(look.error),
    error: look.error && !isNotFound(look.error) ? look.error.message : '',
    editPath: permissions?.paths.has(FORM.path) ? FORM.path.replace(':id', String(id)) : undefined,
    canStop: offer?.supply_status === SUPPLY_STATES.active && (permissions?.apis.has(STOP) ?? false),
    stopping: write.isPending,
    /** The stop's call: what the question before it is asked from. */
    stopApi: STOP,
    stop,
  };
}
