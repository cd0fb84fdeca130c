import type { Lang } from '@yanye/i18n';
import { boundRefusal } from '@yanye/protocol';
import { AppError } from '../../platform/errors';
import type { Field } from './fields';

// A refusal said on a form's field: marked as that field's, and naming it by its title in the user's language.

/** A refusal met while checking field `name`, marked as that field's (`data.field`) so its form shows it there. */
export function onField(error: unknown, name: string): unknown {
  if (!(error instanceof AppError) || error.code !== 'BAD_INPUT' || error.data !== null) return error;
  return new AppError(error.code, error.key, error.params, { field: name }, error.text);
}

/**
 * A refusal that names a field by its key, renamed by the field's title in the user's language: the form and
 * the action dialog label fields by title, so the message should too (`字段 运单号 不能为空`). A number's bound is
 * said again as the field declares it: both sides when it has both (`价格须在 0.01 到 99,999,999.99 之间`), an
 * amount in yuan. `data.field` keeps the field's key, where the form shows the message.
 */
export function titled(error: unknown, fields: readonly Field[], lang: Lang): unknown {
  if (!(error instanceof AppError) || typeof error.params.field !== 'string') return error;
  const f = fields.find((x) => x.name === error.params.field);
  if (!f) return error;
  const title = f.title[lang];
  const data = typeof error.data === 'object' && error.data !== null ? error.data : { field: f.name };
  const broken = typeof data.min === 'number' ? 'min' : typeof data.max === 'number' ? 'max' : undefined;
  if (broken && (f.type === 'number' || f.type === 'money')) {
    const exclusive = error.key === 'fieldAbove' || error.key === 'fieldBelow';
    const bounds = {
      min: f.min ?? (data.min as number | undefined),
      max: f.max ?? (data.max as number | undefined),
    };
    const said = boundRefusal(f.type, title, bounds, broken, exclusive);
    return new AppError(error.code, said.key, said.params, data, error.text);
  }
  return new AppError(error.code, error.key, { ...error.params, field: title }, data, error.text);
}
