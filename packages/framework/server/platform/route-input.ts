import type { Lang } from '@yanye/i18n';
import { type Contract, pathLabel } from '@yanye/protocol';
import type { z } from 'zod';
import { AppError } from './errors';
import { zodIssueToError } from './validation';

// A route's input checked against its contract's schema: the first problem refused, naming the field as the
// contract labels it in the caller's language.

/**
 * The input checked against its schema; a refusal names the field by the contract's label for it. A route that
 * says its fields' refusals in words of its own (`onInvalid`, given the refusal naming the field by its key) has
 * them said so; what it leaves as it was is labelled.
 */
export function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  labels: Contract['labels'],
  lang: Lang,
  onInvalid?: (error: AppError, lang: Lang) => unknown,
): z.output<T> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data as z.output<T>;
  const refusal = zodIssueToError(result.error.issues[0]);
  const said = onInvalid ? onInvalid(refusal, lang) : refusal;
  throw said === refusal ? labelled(refusal, labels, lang) : said;
}

/**
 * A refusal naming a field by its key, renamed by the label the contract gives it in the user's language; a field
 * inside a field by its parts' labels (`列设置第 1 项的宽度`, `pathLabel`).
 */
function labelled(error: AppError, labels: Contract['labels'], lang: Lang): AppError {
  const field = error.params.field;
  const label = typeof field === 'string' ? pathLabel(labels, field) : undefined;
  if (!label) return error;
  return new AppError(error.code, error.key, { ...error.params, field: label[lang] }, error.data, error.text);
}
