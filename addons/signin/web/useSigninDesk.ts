import { useApiWrite, useDeskMember, useNotify } from '@yanye/addon-kit/web';
import { useCallback } from 'react';
import { signinCheckIn, signinMakeUp, signinMember } from '../contract';

/**
 * The check-in desk without its layout: the member picked, their month of check-ins, and checking them in or
 * making up a day for them. A write makes the member's page and the records list read again (their folder).
 */
export function useSigninDesk() {
  const desk = useDeskMember(signinMember);
  const { memberId } = desk;
  const notify = useNotify();
  const checkIn = useApiWrite(signinCheckIn);
  const makeUp = useApiWrite(signinMakeUp);

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
    ...desk,
    checkInToday,
    makeUpDay,
    busy: checkIn.isPending || makeUp.isPending,
  };
}
