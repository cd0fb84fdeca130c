import { useReviewQueue } from '@yanye/framework/web';
import { API } from '@yanye/protocol';

export type CertFilter = '' | 'applied' | 'approved' | 'rejected';

const CALLS = {
  list: API.onboarding.certList,
  approve: API.onboarding.certApprove,
  reject: API.onboarding.certReject,
};

/** The review of store certifications, without UI: those waiting first. */
export function useCertReviews() {
  return useReviewQueue<
    Exclude<CertFilter, ''>,
    typeof CALLS.list,
    typeof CALLS.approve,
    typeof CALLS.reject
  >(CALLS, 'applied');
}
