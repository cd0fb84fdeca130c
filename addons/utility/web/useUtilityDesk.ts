import { pickedId, useApiWrite, useDeskMember, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { rechargeMember, rechargePlace, type UtilityKind } from '../contract';

/**
 * The top-up desk without its layout: the member picked (their balance and latest top-ups), the kind, product
 * and account typed, and the placing, which pays from the member's balance and submits to the provider. A write
 * makes the member's page and the order lists read again (their folder).
 */
export function useUtilityDesk() {
  const notify = useNotify();
  const desk = useDeskMember(rechargeMember);
  const { memberId } = desk;
  const [kind, setKindState] = useState<UtilityKind>('mobile');
  const [productId, setProductId] = useState<number>();
  const [account, setAccount] = useState('');
  const [remark, setRemark] = useState('');
  const place = useApiWrite(rechargePlace);

  const setKind = useCallback((next: UtilityKind) => {
    setKindState(next);
    setProductId(undefined);
    setAccount('');
  }, []);

  const pickProduct = useCallback((value: unknown) => setProductId(pickedId(value)), []);

  const submit = useCallback(async () => {
    if (memberId === undefined || productId === undefined) return;
    const done = await place
      .mutateAsync({ member_id: memberId, product_id: productId, account: account.trim(), remark })
      .catch(() => undefined);
    if (!done) return;
    if (done.data.state === 'refunded' || done.data.state === 'pending') notify.warning(done.msg);
    else notify.success(done.msg);
    setRemark('');
  }, [memberId, productId, account, remark, place, notify]);

  return {
    ...desk,
    kind,
    setKind,
    productId,
    pickProduct,
    account,
    setAccount,
    remark,
    setRemark,
    submit,
    busy: place.isPending,
    ready: memberId !== undefined && productId !== undefined && account.trim() !== '',
  };
}
