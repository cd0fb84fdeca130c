import type { FormInstance } from 'antd';
import { ApiError } from '../../api/errors';

/**
 * The field a refusal names (`data.field`, the key the body sent it under), when the form has it: the
 * server's message is then shown under that field, where the user types the fix, and not only in the toast.
 */
export function refusedField(error: unknown, names: readonly string[]): string | undefined {
  if (!(error instanceof ApiError) || (error.code !== 'BAD_INPUT' && error.code !== 'CONFLICT'))
    return undefined;
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' && names.includes(field) ? field : undefined;
}

/** Shows a refusal under the field it names and scrolls to it; true when it did. */
export function showOnField(form: FormInstance, error: unknown, names: readonly string[]): boolean {
  const field = refusedField(error, names);
  if (!field || !(error instanceof Error)) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  form.scrollToField(field, { block: 'center' });
  return true;
}

/** `showOnField` over every field the form holds (a bespoke form that lists no field metadata). */
export function showOnFormField(form: FormInstance, error: unknown): boolean {
  return showOnField(form, error, Object.keys(form.getFieldsValue(true) as object));
}
