import { MESSAGES, type MessageKey } from '@yanye/protocol';
import type { core } from 'zod';
import { AppError } from './errors';

type Issue = core.$ZodIssue;

const reasons: Readonly<Record<string, MessageKey>> = {
  invalid_type: 'reasonType',
  too_small: 'reasonTooSmall',
  too_big: 'reasonTooBig',
  invalid_format: 'reasonFormat',
  invalid_value: 'reasonValue',
};

/** A zod issue as the user reads it: the field named, the reason in their language. */
export function zodIssueToError(issue: Issue | undefined): AppError {
  if (!issue) return new AppError('BAD_INPUT', 'badInput');
  const field = issue.path.map(String).join('.') || 'body';
  const missing =
    (issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined;
  if (missing) return new AppError('BAD_INPUT', 'fieldRequired', { field });
  // A rule may name its own message (`{ error: 'phoneInvalid' }`) or its own reason (`'reasonFormat'`).
  if (Object.hasOwn(MESSAGES, issue.message)) {
    const key = issue.message as MessageKey;
    if (key.startsWith('reason'))
      return new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key } });
    return new AppError('BAD_INPUT', key, { field });
  }
  const reason = reasons[issue.code] ?? 'reasonValue';
  return new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: reason } });
}
