import type { Lang, Texts } from '@yanye/i18n';
import type { FieldMeta } from '@yanye/protocol';
import type { StoreDb } from '../../platform/tenancy';
import { groupColumns } from '../columns/groups';
import { type OptionsRef, resolveOptions } from '../columns/option-sources';
import type { Field } from './fields';

// A form's fields as the browser is told of them (`Info?_meta=1`): titles in the reader's language, rules,
// options read now, and a document's lines as one more field.

/** An options call as the form asks for it: the path, with its query (`{field}` filled by the form). */
export function optionsApiText(ref: OptionsRef): string {
  const query = Object.entries(ref.params ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('{') ? v : encodeURIComponent(v)}`)
    .join('&');
  return query ? `${ref.path}?${query}` : ref.path;
}

/** The metadata of one field: a line's fields are described the same way. */
async function fieldMeta(f: Field, db: StoreDb, lang: Lang): Promise<FieldMeta> {
  const options = f.options ? await resolveOptions(f.options, db, lang) : null;
  return {
    name: f.name,
    title: f.title[lang],
    type: f.type,
    required: f.required,
    rules: { min: f.min ?? null, max: f.max ?? null },
    decimal: f.decimals ?? null,
    // An open select with nothing to pick from yet is typed into: the form knows it by its having no options.
    options: f.open && options?.length === 0 ? null : options,
    options_api: f.optionsApi ? optionsApiText(f.optionsApi) : null,
    tip: f.tip?.[lang] ?? null,
    default: f.default ?? null,
    multiple: f.multiple,
    hidden: f.hidden,
    ...(f.phone ? { phone: f.phone } : {}),
    columns: f.groups ? groupColumns(await f.groups.load(db, lang)) : null,
    ...(f.maxKey ? { max_key: f.maxKey } : {}),
    ...(f.unique ? { unique: true } : {}),
  };
}

/** The form metadata of `Info?_meta=1`; a document's lines come last, as a `lines` field. */
export async function formMeta(
  fields: readonly Field[],
  db: StoreDb,
  lang: Lang,
  lines?: {
    readonly name: string;
    readonly title: Texts;
    readonly fields: readonly Field[];
    readonly min: number;
    readonly max: number;
  },
): Promise<FieldMeta[]> {
  const metas = await Promise.all(fields.map((f) => fieldMeta(f, db, lang)));
  if (!lines) return metas;
  return [
    ...metas,
    {
      name: lines.name,
      title: lines.title[lang],
      type: 'lines',
      required: lines.min > 0,
      rules: { min: lines.min, max: lines.max },
      decimal: null,
      options: null,
      options_api: null,
      tip: null,
      default: [],
      multiple: false,
      hidden: false,
      columns: await Promise.all(lines.fields.map((f) => fieldMeta(f, db, lang))),
    },
  ];
}
