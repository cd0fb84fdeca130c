import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { rechargeMember, rechargePlace, type UtilityKind } from '../contract';

/**
 * The top-up desk without its layout: the member picked (their balance and latest top-ups), the kind, product
 * and account typed, and the placing, which pays from the member's balance and submits to the provider. A write
 * makes the member's page and the order lists read again (their folder).
 */
export function useUtilityDesk() {
  const notify = useNotify();
  const [memberId, setMemberId] = useState<number>();
  const [kind, setKindState] = useState<UtilityKind>('mobile');
  const [productId, setProductId] = useState<number>();
  const [account, setAccount] = useState('');
  const [remark, setRemark] = useState('');
  const member = useApiQuery(
    rechargeMember,
    { member_id: memberId ?? 0 },
    { enabled: memberId !== undefined },
  );
  const place = useApiWrite(rechargePlace);

  const pick = useCallback((value: unknown) => {
    const id = Number(value);
    setMemberId(Number.isSafeInteger(id) && id > 0 ? id : undefined);
  }, []);

  const setKind = useCallback((next: UtilityKind) => {
    setKindState(next);
    setProductId(undefined);
    setAccount('');
  }, []);

  const pickProduct = useCallback((value: unknown) => {
    const id = Number(value);
    setProductId(Number.isSafeInteger(id) && id > 0 ? id : undefined);
  }, []);

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
    memberId,
    pick,
    member: memberId === undefined ? undefined : member.data,
    loading: memberId !== undefined && member.isLoading,
    error: member.error,
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
