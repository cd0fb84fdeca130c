import type { Titles } from '@yanye/catalog';
import { isPhone, type Lang } from '@yanye/protocol';
import { badInput } from '../../platform/errors';

/**
 * Refuses a number that is no mobile (SPEC.md §5: 11 digits starting with 1), naming the field: the `phone` input
 * also takes landlines, and an applicant or a recruiter is reached on a mobile.
 */
export function assertMobile(value: unknown, title: Titles, lang: Lang): void {
  if (value === undefined) return;
  if (typeof value !== 'string' || !isPhone(value))
    throw badInput('fieldInvalid', { field: title[lang], reason: { key: 'phoneInvalid' } });
}
