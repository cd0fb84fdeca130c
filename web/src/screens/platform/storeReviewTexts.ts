import type { ReviewTexts } from '../review/kind';
import { reviewText } from './texts';

type TextKey = Parameters<typeof reviewText>[0];

/**
 * The texts of the platform's reviews of stores (applications to open one, certifications): alike but for what
 * the keyword searches, what approving does, and the step before the decision where there is one.
 */
export function storeReviewTexts<Filter extends TextKey | ''>(own: {
  readonly keyword: TextKey;
  readonly claim?: TextKey;
}): ReviewTexts<Filter> {
  return {
    filter: (f) => reviewText(f === '' ? 'all' : f),
    keyword: reviewText(own.keyword),
    total: (n) => reviewText('total', { n }),
    actions: reviewText('actions'),
    view: reviewText('view'),
    claim: own.claim && reviewText(own.claim),
    approve: reviewText('approve'),
    reject: reviewText('reject'),
  };
}
