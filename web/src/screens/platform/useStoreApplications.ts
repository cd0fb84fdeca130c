import { useApiQuery, useApiWrite, useReviewList } from '@yanye/framework/web';
import { API, type ApplicationStatus, type OutputOf } from '@yanye/protocol';

export type ApplicationFilter = '' | 'open' | ApplicationStatus;
export type Application = OutputOf<typeof API.onboarding.enterList>['rows'][number];
export type ApplicationDetail = OutputOf<typeof API.onboarding.enterDetail>;

/**
 * The review of applications to open a store, without UI: the list (`useReviewList`: filter, keyword, page) and
 * the decisions on an application read in full. Every decision makes the list and the opened application read
 * again.
 */
export function useStoreApplications() {
  const list = useReviewList<ApplicationFilter, typeof API.onboarding.enterList>(
    API.onboarding.enterList,
    'open',
  );
  const claim = useApiWrite(API.onboarding.enterClaim);
  const approve = useApiWrite(API.onboarding.enterApprove);
  const reject = useApiWrite(API.onboarding.enterReject);
  return {
    ...list,
    busy: claim.isPending || approve.isPending || reject.isPending,
    claim: (detail: ApplicationDetail) => claim.mutateAsync({ id: detail.id }),
    approve: (detail: ApplicationDetail) => approve.mutateAsync({ id: detail.id }),
    reject: (detail: ApplicationDetail, reason: string) => reject.mutateAsync({ id: detail.id, reason }),
  };
}

/** The application opened, read in full (none while none is open). */
export function useApplicationDetail(opened: Application | undefined) {
  const detail = useApiQuery(
    API.onboarding.enterDetail,
    { id: opened?.id ?? 0 },
    { enabled: opened !== undefined },
  );
  return { subject: opened !== undefined ? detail.data : undefined, loading: detail.isFetching };
}
