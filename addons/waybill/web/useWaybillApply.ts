import { entityByName, pageByName, useApiWrite, useNotify, usePermissions } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { type WaybillIssued, waybillApply } from '../contract';

/** The courier accounts' pick list and the waybill list, as the catalogue names them. */
export const ACCOUNT_OPTIONS = `${entityByName('WaybillAuth')!.api}Options`;
const RECORDS = pageByName('WaybillRecordManage')!;
const LABEL = pageByName('WaybillLabel')!;

export interface ApplyInput {
  readonly orderId?: number;
  readonly authId?: number;
  /** Kilograms; blank for the add-on's default. */
  readonly weight?: number | null;
  readonly remark?: string;
}

/**
 * Drawing waybill numbers without the layout: the order and account picked, the request, and the numbers drawn
 * on this visit (newest first) with where each one's label prints. A draw makes the waybill list read again.
 */
export function useWaybillApply() {
  const notify = useNotify();
  const permissions = usePermissions();
  const apply = useApiWrite(waybillApply, [RECORDS.api[0]!]);
  const [drawn, setDrawn] = useState<readonly WaybillIssued[]>([]);

  const draw = useCallback(
    async (input: ApplyInput): Promise<boolean> => {
      if (input.orderId === undefined || input.authId === undefined) return false;
      const done = await apply
        .mutateAsync({
          order_id: input.orderId,
          auth_id: input.authId,
          ...(input.weight ? { weight: input.weight } : {}),
          ...(input.remark ? { remark: input.remark } : {}),
        })
        .catch(() => undefined);
      if (!done) return false;
      notify.success(done.msg);
      setDrawn((list) => [done.data, ...list.filter((w) => w.id !== done.data.id)]);
      return true;
    },
    [apply, notify],
  );

  const canPrint = permissions?.paths.has(LABEL.path) ?? false;
  return {
    draw,
    busy: apply.isPending,
    drawn,
    /** Where a waybill's label prints, if the user may open it. */
    labelPath: (id: number) => (canPrint ? LABEL.path.replace(':id', String(id)) : undefined),
    recordsPath: permissions?.paths.has(RECORDS.path) ? RECORDS.path : undefined,
  };
}
