import type { Texts } from '@yanye/i18n';
import {
  BatchActionAnswer,
  type Contract,
  FIELD_LABELS,
  type FieldType,
  FlowEvent,
  FormMeta,
  get,
  idList,
  PrintedDoc,
  post,
  RowActionAnswer,
  recordId,
  resourceCalls,
} from '@yanye/protocol';
import { z } from 'zod';
import type { Column } from '../columns/columns';
import { saveSchema } from '../form/field-schemas';
import type { Field } from '../form/fields';
import { recordNameKey } from '../form/save';
import type { Action } from './resource-actions';
import type { ResourceDef } from './resource-decl';
import { recordPaths } from './resource-paths';

/**
 * The contracts of a resource's calls, derived from its declaration: the same shapes as every resource's
 * (`resourceCalls`), with its own columns, filters and fields spelt out, so that the OpenAPI document describes
 * each list and form exactly and the tests hold each answer to its row.
 */

const nullable = <T extends z.ZodType>(s: T) => s.nullable();

const cellSchemas: Readonly<Record<Column['type'], () => z.ZodType>> = {
  text: () => nullable(z.string()),
  select: () => nullable(z.union([z.string(), z.number()])),
  checkbox: () => nullable(z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])),
  cascade: () => nullable(z.union([z.string(), z.number()])),
  number: () => nullable(z.number()),
  date: () => nullable(z.number().int()),
  datetime: () => nullable(z.number().int()),
  eqdate: () => nullable(z.number().int()),
  image: () => nullable(z.string()),
  hide: () => nullable(z.union([z.number(), z.string()])),
};

/** A list row: each column by its key, typed by its column. */
export function rowSchema(def: ResourceDef) {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(def.columns).map(([key, c]) => [key, cellSchemas[c.type]().describe(c.title.en)]),
    ),
  );
}

const valueSchemas: Readonly<Record<FieldType, (f: Field) => z.ZodType>> = {
  text: () => z.string(),
  textarea: () => z.string(),
  richtext: () => z.string(),
  number: () => z.number(),
  money: () => z.number().int(),
  select: (f) =>
    f.multiple ? z.array(z.union([z.string(), z.number()])) : z.union([z.string(), z.number()]),
  radio: () => z.union([z.string(), z.number()]),
  switch: () => z.number().int(),
  image: () => z.string(),
  images: () => z.array(z.string()),
  file: () => z.string(),
  date: () => z.number().int(),
  datetime: () => z.number().int(),
  tree: () => z.number().int(),
  phone: () => z.string(),
  bankcard: () => z.string(),
  lines: () => z.array(z.record(z.string(), z.unknown())),
  region: () => z.string(),
};

/** The record's id under the other name its calls give it (`app_version_id`), where the resource has one. */
function aliased<T extends z.ZodType>(def: ResourceDef, schema: T): Record<string, T> {
  return def.idAlias ? { [def.idAlias]: schema } : {};
}

/** A record as its form reads it (Info): each field by name, and its lines. */
function recordSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), ...aliased(def, z.number().int()) };
  for (const f of def.fields) shape[f.name] = valueSchemas[f.type](f).nullable().describe(f.title.en);
  if (def.lines) shape[def.lines.name] = z.array(z.record(z.string(), z.unknown()));
  if (def.flow) shape._history = z.array(FlowEvent);
  if (def.caption) shape._caption = z.string().describe('What the record is, shown beside its form’s title');
  if (recordNameKey(def)) shape._name = z.string().describe('What the record is called: its name or number');
  if (def.print)
    shape._document = PrintedDoc.optional().describe(
      'With _document 1: the record as it prints, which its read-only page shows',
    );
  return z.strictObject(shape);
}

/**
 * The fields a body may carry, each by the very schema the engine checks it with (as on an update, where every
 * field is optional; a create's required fields are checked by the engine, which names them by title).
 */
function bodySchema(fields: readonly Field[]) {
  const { shape } = saveSchema(fields, true);
  return Object.fromEntries(
    fields.flatMap((f) => (shape[f.name] ? [[f.name, shape[f.name].describe(f.title.en)] as const] : [])),
  );
}

const flag = z.literal([1, '1']).optional();

/**
 * What each field of a call is called, from the declaration that names it (a column's title for its filter, a
 * field's for the form or the action): a refusal names it so. The record's other id is its number.
 */
export function labelsOf(
  def: ResourceDef,
  named: readonly { readonly name: string; readonly title: Texts }[],
) {
  return {
    ...Object.fromEntries(named.map((n) => [n.name, n.title])),
    ...(def.idAlias ? { [def.idAlias]: FIELD_LABELS.id! } : {}),
  };
}

/** The columns a list filters by, named by the column's key. */
export const filterColumns = (def: ResourceDef) =>
  Object.entries(def.columns)
    .filter(([, c]) => c.filter)
    .map(([name, c]) => ({ name, title: c.title }));

export function infoContract(def: ResourceDef): Contract {
  return get(recordPaths(def).info, {
    summary: `${def.title.en}: one record by id (with _meta, the form)`,
    query: z.object({
      id: z.coerce.number<number | string>().int().positive().optional(),
      ...aliased(def, recordId.optional()),
      _meta: flag,
      ...(def.print ? { _document: flag } : {}),
    }),
    response: z.union([FormMeta, recordSchema(def)]),
    labels: labelsOf(def, []),
  });
}

export function saveContract(def: ResourceDef): Contract {
  const lines = def.lines ? { [def.lines.name]: z.array(z.record(z.string(), z.unknown())).optional() } : {};
  return post(recordPaths(def).save, {
    summary: `${def.title.en}: create a record (without id) or change one (with id: only the fields sent)`,
    body: z
      .object({
        id: z.coerce.number<number | string>().int().positive().optional(),
        ...aliased(def, recordId.optional()),
        ...bodySchema(def.fields),
        ...lines,
      })
      .loose(),
    // A resource's `extra` may answer more beside the id (a password made for the record, to show once).
    response: z.object({ id: z.number().int() }).loose(),
    labels: labelsOf(def, [...def.fields, ...(def.lines ? [def.lines] : [])]),
  });
}

export function delContract(def: ResourceDef): Contract {
  const base = resourceCalls.del(recordPaths(def).del);
  return {
    ...base,
    ...(def.idAlias
      ? {
          body: z.object({
            id: recordId.optional(),
            ids: idList.optional(),
            ...aliased(def, recordId.optional()),
          }),
        }
      : {}),
    summary: `${def.title.en}: delete by id or ids${def.trash ? ' (into the recycle bin)' : ''}`,
    labels: labelsOf(def, []),
  };
}

export function actionContract(def: ResourceDef, action: Action): Contract {
  const target = action.batch ? { ids: idList } : { id: z.coerce.number<number | string>().int().positive() };
  return post(action.path, {
    summary: `${def.title.en}: ${action.title.en}`,
    body: z
      .object({
        ...target,
        // A two-way action (上架 / 下架) says the way its button said, and runs only on rows going that way.
        ...(action.ways ? { way: z.union([z.string(), z.number()]).optional() } : {}),
        ...bodySchema(action.fields ?? []),
      })
      .loose(),
    response: action.batch ? BatchActionAnswer : RowActionAnswer,
    labels: labelsOf(def, action.fields ?? []),
  });
}

export function optionsContract(def: ResourceDef): Contract {
  const base = resourceCalls.options(recordPaths(def).options);
  return { ...base, summary: `${def.title.en}: options to pick from, by keyword or by ids` };
}
