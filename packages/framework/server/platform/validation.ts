import { MESSAGES, type MessageKey } from '@yanye/i18n';
import { type BoundOf, boundRefusal, decimalsOfStep, decimalsRefusal } from '@yanye/protocol';
import type { core } from 'zod';
import { AppError } from './errors';

type Issue = core.$ZodIssue;

/**
 * What a field refusal carries in `data`: the field's path as the body named it, so a form shows the message
 * under that field, and the bound broken, so `titled` can say it as the field declares it (money in yuan).
 */
export interface FieldRefusalData {
  readonly field: string;
  readonly min?: number;
  readonly max?: number;
}

const refusal = (key: MessageKey, params: Record<string, string>, data: FieldRefusalData) =>
  new AppError('BAD_INPUT', key, params, data as unknown as Record<string, unknown>);

const ofOrigin = (origin: string): BoundOf =>
  origin === 'string' ? 'text' : origin === 'array' || origin === 'set' ? 'items' : 'number';

/** The type a value should have had, said as the rule (`价格应为数字`). */
const TYPE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  number: 'fieldNumber',
  nan: 'fieldNumber',
  int: 'fieldWhole',
  bigint: 'fieldWhole',
  string: 'fieldText',
  array: 'fieldList',
  boolean: 'fieldYesNo',
};

/** A union's refusal: the branch that says most (one naming its own message), else its first. */
function unionIssue(issue: Issue): Issue | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const branches = issue.errors.map((errors) => errors[0]).filter((x): x is Issue => x !== undefined);
  const own = branches.find((b) => Object.hasOwn(MESSAGES, b.message));
  const first = own ?? branches.find((b) => b.code !== 'invalid_type') ?? branches[0];
  return first && { ...first, path: [...issue.path, ...first.path] };
}

/**
 * A zod issue as the user reads it: the field named, the rule it breaks with its limit, in their language
 * (`名称最多 50 个字`, `数量应为整数`). The field is named by its path here; `titled` (engine/form/field-refusals.ts) names it by
 * the label its form shows.
 */
export function zodIssueToError(issue: Issue | undefined): AppError {
  if (!issue) return new AppError('BAD_INPUT', 'badInput');
  const field = issue.path.map(String).join('.') || 'body';
  const data: FieldRefusalData = { field };
  const missing =
    (issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined;
  if (missing) return refusal('fieldRequired', { field }, data);
  // A rule may name its own message (`{ error: 'phoneInvalid' }`) or its own reason (`'reasonPlain'`).
  if (Object.hasOwn(MESSAGES, issue.message)) {
    const key = issue.message as MessageKey;
    if (key.startsWith('reason'))
      return new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key } }, { field });
    return refusal(key, { field }, data);
  }
  const inner = unionIssue(issue);
  if (inner) return zodIssueToError(inner);
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      const said = boundRefusal(ofOrigin(issue.origin), field, { max }, 'max', issue.inclusive === false);
      return new AppError('BAD_INPUT', said.key, said.params, { field, max });
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      const said = boundRefusal(ofOrigin(issue.origin), field, { min }, 'min', issue.inclusive === false);
      return new AppError('BAD_INPUT', said.key, said.params, { field, min });
    }
    case 'invalid_type': {
      const key = TYPE_MESSAGES[issue.expected];
      return key
        ? refusal(key, { field }, data)
        : new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonType' } }, { field });
    }
    case 'invalid_format':
      if (issue.format === 'email') return refusal('fieldEmail', { field }, data);
      if (issue.format === 'url') return refusal('fieldUrl', { field }, data);
      return new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonFormat' } }, { field });
    case 'not_multiple_of': {
      const said = decimalsRefusal(field, decimalsOfStep(Number(issue.divisor)));
      return refusal(said.key, said.params as Record<string, string>, data);
    }
    case 'invalid_value':
      return refusal('fieldOption', { field }, data);
    default:
      return new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } }, { field });
  }
}
