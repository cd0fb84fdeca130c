import { entityByName } from '@yanye/catalog';
import { useApiQuery, useRecordActions } from '@yanye/framework/web';
import { API } from '@yanye/protocol';

/** The order's Info call: its list's metadata gives the steps this user may take, as the list offers them. */
const INFO = `${entityByName('RecycleOrder')?.api ?? ''}Info`;

/**
 * A recycling order's details without UI (`/recycle/order/info/:id`): the order as its details call answers it
 * (items with their quotes, the inspection, the payout, the history) and the steps its state allows this user,
 * each run on it with its dialog when it asks for something; what a step changes is read again.
 */
export function useRecycleOrderInfo(id: string | undefined) {
  const detail = useApiQuery(API.recycleOrder.orderDetail, { id: Number(id) }, { enabled: id !== undefined });
  const actions = useRecordActions(INFO, detail.data);
  // The questions before a step, and its dialog, call the order by its number.
  return {
    order: detail.data,
    loading: detail.isLoading,
    error: detail.error,
    actions: { ...actions, name: detail.data?.order_no },
  };
}
