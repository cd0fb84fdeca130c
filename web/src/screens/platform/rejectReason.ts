import type { ReasonField } from '../review/kind';
import { reviewText } from './texts';

/** The reason of a rejection, what the merchant will read: 2 to 500 characters. */
export function rejectReason(): ReasonField {
  return {
    title: reviewText('rejectTitle'),
    ok: reviewText('reject'),
    label: reviewText('rejectReason'),
    hint: reviewText('rejectHint'),
    required: reviewText('reasonRequired'),
    min: 2,
    max: 500,
  };
}
