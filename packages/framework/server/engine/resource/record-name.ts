import type { Column } from '../columns/columns';
import type { Field } from '../form/fields';

// What names a record (a customer's name, a document's number) when its declaration does not say.

/** Keys a column that names its record has: a name or a title, a keyword, an account, a document's number. */
const NAMING_KEY = /^(name|title|keyword|username|nick_name|version_name|no)$|_(no|sn)$/;

/**
 * The first text column keyed as a name, title or number, else (a resource its list does not show, such as the
 * department tree's) the first such text field: what names a record unless it says otherwise.
 */
export function defaultRecordName(
  columns: Readonly<Record<string, Column>>,
  fields: readonly Field[],
): string | undefined {
  return (
    Object.entries(columns).find(([key, c]) => c.type === 'text' && NAMING_KEY.test(key))?.[0] ??
    fields.find((f) => f.type === 'text' && f.column && NAMING_KEY.test(f.name))?.name
  );
}
