import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { custom, group } from '../build';
import type { PageSpec } from '../types';

/**
 * The platform's review centre (审核中心): applications to open a store and certifications of running stores.
 * Only the platform's accounts (is_pingtai) see it, and they see it instead of a store's sections.
 */
export const platform: PageSpec = group(
  '/platform',
  'Review',
  T('审核中心'),
  [
    custom('applications', 'ReviewApplications', T('入驻审核'), 'storeApplications', [
      API.onboarding.enterList.path,
      API.onboarding.enterDetail.path,
      API.onboarding.enterClaim.path,
      API.onboarding.enterApprove.path,
      API.onboarding.enterReject.path,
    ]),
    custom('certs', 'ReviewCerts', T('认证审核'), 'certReviews', [
      API.onboarding.certList.path,
      API.onboarding.certApprove.path,
      API.onboarding.certReject.path,
    ]),
    custom('withdrawals', 'ReviewWithdrawals', T('提现审核'), 'withdrawalReviews', [
      API.finance.withdrawalList.path,
      API.finance.withdrawalApprove.path,
      API.finance.withdrawalReject.path,
    ]),
  ],
  { icon: 'shop', platform: true },
);
