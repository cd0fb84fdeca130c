import { useReviewQueue } from '@yanye/framework/web';
import { API, type WithdrawalState } from '@yanye/protocol';

export type WithdrawalFilter = '' | WithdrawalState;

const CALLS = {
  list: API.finance.withdrawalList,
  approve: API.finance.withdrawalApprove,
  reject: API.finance.withdrawalReject,
};

/** The platform's review of withdrawals, without UI: those applied for first. */
export function useWithdrawalReviews() {
  return useReviewQueue<WithdrawalState, typeof CALLS.list, typeof CALLS.approve, typeof CALLS.reject>(
    CALLS,
    'applied',
  );
}
