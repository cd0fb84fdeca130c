import { pageByName } from '@yanye/catalog';
import type { PreviewKind } from '@yanye/protocol';
import type { Field } from '../form/fields';
import { printedKeys } from '../print/document';
import { referenceColumnOf, referenceOf } from './references';
import type { ResourceDef } from './resource-decl';

// What must hold together in a resource once derived, checked at start: the keys it names are its columns, what
// it prints and previews has the fields it needs, what it refers to is in the store.

/** The field each phone preview draws its record around. */
const PREVIEW_NEEDS: Readonly<Record<PreviewKind, Field['type']>> = { article: 'richtext', advert: 'image' };

/** What a declaration says must hold together: the keys it names are its columns. */
export function checkResource(def: ResourceDef): void {
  for (const [key, column] of Object.entries(def.columns)) {
    if (column.sum && column.type !== 'number')
      throw new Error(`${def.name}.${key}: only number columns sum`);
    if (column.link && !def.columns[column.link.idKey])
      throw new Error(`${def.name}.${key}: links by ${column.link.idKey}, which is not a column`);
    if (column.link && !pageByName(column.link.page))
      throw new Error(`${def.name}.${key}: links to ${column.link.page}, which the catalogue lacks`);
    if (column.decimalKey && !def.columns[column.decimalKey])
      throw new Error(`${def.name}.${key}: takes decimals from ${column.decimalKey}, which is not a column`);
  }
  if (def.manageList !== false || Object.keys(def.views).length > 0) {
    if (!def.columns[def.defaultSort.key])
      throw new Error(`${def.name}: default sort ${def.defaultSort.key} unknown`);
  }
  if (def.recordName && !def.columns[def.recordName] && !def.fields.some((f) => f.name === def.recordName))
    throw new Error(`${def.name}: records are named by ${def.recordName}, which is no column or field`);
  if (def.print) {
    const p = def.print;
    for (const key of printedKeys(p)) {
      if (!def.columns[key]) throw new Error(`${def.name}: prints ${key}, which is not a column`);
    }
    if (!def.recordName || !def.columns[def.recordName])
      throw new Error(`${def.name}: prints its number from a column, and no column names its records`);
  }
  if (def.trash && !def.scope) throw new Error(`${def.name}: a resource with a trash column needs a scope`);
  for (const f of [...def.fields, ...Object.values(def.actions).flatMap((a) => a.fields ?? [])]) {
    if (f.refersTo && !referenceOf(f.refersTo))
      throw new Error(
        `${def.name}.${f.name}: refers to ${f.refersTo.name}, which is no reference in the store`,
      );
  }
  // An import names a reference's row by a column of the table it refers to (a material by its code).
  for (const f of [...def.fields, ...(def.lines?.fields ?? [])]) {
    const ref = referenceOf(referenceColumnOf(f));
    if (f.importBy && ref?.table !== f.importBy.column.table)
      throw new Error(
        `${def.name}.${f.name}: imported by ${f.importBy.column.name}, which is no column of the table it refers to`,
      );
  }
  const extra = def.fields.filter((f) => f.column === undefined);
  if (extra.length > 0 && !def.extra)
    throw new Error(`${def.name}: ${extra[0]!.name} is stored in no column, and nothing reads or writes it`);
  if (extra.length > 0 && def.savable && !def.extra?.save)
    throw new Error(`${def.name}: ${extra[0]!.name} is saved by its form, and nothing writes it`);
  // The phone draws an article's body and an advert's picture: a preview without one would show nothing.
  const shown = def.preview && PREVIEW_NEEDS[def.preview];
  if (shown && !def.fields.some((f) => f.type === shown))
    throw new Error(`${def.name}: an ${def.preview} preview needs a ${shown} field`);
  for (const [name, link] of Object.entries(def.links ?? {})) {
    if (!pageByName(link.page)?.path.includes(':id'))
      throw new Error(`${def.name}: link ${name} opens ${link.page}, which is no page of a record`);
  }
  for (const f of Object.values(def.actions).flatMap((a) => a.fields ?? [])) {
    if (f.maxKey && !def.columns[f.maxKey])
      throw new Error(`${def.name}: ${f.name} is bounded by ${f.maxKey}, which is not a column`);
  }
  for (const a of Object.values(def.actions)) {
    for (const key of [...(a.shows ?? []), ...(a.ways ? [a.ways.key] : [])])
      if (!def.columns[key])
        throw new Error(`${def.name}: action ${a.name} shows ${key}, which is not a column`);
    // What an action says follows from it may name the row's cells, by their list columns' keys.
    for (const text of Object.values(a.after ?? {}))
      for (const [, key] of text.matchAll(/\{(\w+)\}/g))
        if (!def.columns[key!])
          throw new Error(`${def.name}.${a.name}: says ${key} after it, which is not a column`);
  }
  const conditions = [
    def.editableWhen?.condition,
    ...Object.values(def.actions).map((a) => a.when),
    ...Object.values(def.links ?? {}).map((l) => l.when),
  ];
  for (const condition of conditions) {
    for (const key of Object.keys(condition ?? {})) {
      if (!def.columns[key]) throw new Error(`${def.name}: condition on ${key}, which is not a column`);
    }
  }
}
