import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { signinCheckIn, signinMakeUp, signinMember } from '../contract';

/**
 * The check-in desk without its layout: the member picked, their month of check-ins, and checking them in or
 * making up a day for them. A write makes the member's page and the records list read again (their folder).
 */
export function useSigninDesk() {
  const [memberId, setMemberId] = useState<number>();
  const notify = useNotify();
  const member = useApiQuery(signinMember, { member_id: memberId ?? 0 }, { enabled: memberId !== undefined });
  const checkIn = useApiWrite(signinCheckIn);
  const makeUp = useApiWrite(signinMakeUp);

  const pick = useCallback((value: unknown) => {
    const id = Number(value);
    setMemberId(Number.isSafeInteger(id) && id > 0 ? id : undefined);
  }, []);

  const checkInToday = useCallback(async () => {
    if (memberId === undefined) return;
    const done = await checkIn.mutateAsync({ member_id: memberId }).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [memberId, checkIn, notify]);

  const makeUpDay = useCallback(
    async (day: string) => {
      if (memberId === undefined) return;
      const done = await makeUp.mutateAsync({ member_id: memberId, day }).catch(() => undefined);
      if (done) notify.success(done.msg);
    },
    [memberId, makeUp, notify],
  );

  return {
    memberId,
    pick,
    member: memberId === undefined ? undefined : member.data,
    loading: memberId !== undefined && member.isLoading,
    error: member.error,
    checkInToday,
    makeUpDay,
    busy: checkIn.isPending || makeUp.isPending,
  };
}
