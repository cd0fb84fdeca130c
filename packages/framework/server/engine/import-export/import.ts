import type { Lang } from '@yanye/i18n';
import { and, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import { OptionCache } from '../columns/option-cache';
import type { Field } from '../form/fields';
import {
  checkFields,
  columnKeys,
  completeValues,
  uniqueHolders,
  valueTaken,
  writeRecord,
} from '../form/save';
import type { SaveContext } from '../form/save-context';
import { referenceColumns } from '../resource/references';
import type { ResourceDef } from '../resource/resource-decl';
import { insertMany } from './bulk-insert';
import { documentTemplate, isDocument } from './document-sheet';
import { isBlank, rowBody, sheetColumns, typedId } from './import-cells';
import { importDocuments } from './import-documents';
import { rowError, rowProblem, withCell } from './import-refusals';
import { examples, importFields, isExample, listTemplate } from './import-template';

const MAX_ERRORS = 50;

export { importFields } from './import-template';

/** The import template of a list: a document's (its group, header and line columns), else its fields'. */
export function templateWorkbook(def: ResourceDef, db: StoreDb, lang: Lang): Promise<Buffer> {
  return isDocument(def) ? documentTemplate(def, db, lang) : listTemplate(def, db, lang);
}

export type { ImportPreview, ImportResult, RowProblem } from './import-answers';

import type { ImportPreview, ImportResult, RowProblem } from './import-answers';

/** A sheet row whose fields passed their checks, with its column values. */
interface Checked {
  readonly rowNumber: number;
  readonly cells: unknown[];
  readonly body: Record<string, unknown>;
  readonly id: number | undefined;
  readonly values: Record<string, unknown>;
  /** The values of the fields kept outside the table (`extra`), by field name. */
  readonly extra: Record<string, unknown>;
}

const isRecordId = (id: number) => Number.isSafeInteger(id) && id > 0;

const notFoundId = () =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field: 'id', reason: { key: 'reasonNotFound' } });

/**
 * Validates every row first and writes nothing if any fails: the answer then lists the first 50 problems as
 * `第N行 字段: 原因` (N is the sheet's row number), with cell text HTML-escaped. Otherwise all rows are written
 * in the request's transaction. The store is read for all rows at once, never row by row: the records updated,
 * the values of unique fields and the references in one query each, what the resource's checks read once
 * (`loadOnce`); new rows go in by `insertMany`. A resource whose import fills fields kept outside its table (a
 * collector's points) writes its rows one by one instead, each with its `extra`, as a Save does.
 */
export async function importRows(
  def: ResourceDef,
  db: StoreDb,
  ctx: SaveContext,
  rows: unknown[][],
): Promise<ImportResult> {
  return (await checkAndWrite(def, db, ctx, rows, false)) as ImportResult;
}

/**
 * The dry run of `importRows`: the same reading and checks, every row checked (not only up to the first 50
 * refusals), nothing written. A sheet with no refusals is written by `importRows` as exactly these counts: rows
 * with an id of a record update it, the others are added.
 */
export async function previewRows(
  def: ResourceDef,
  db: StoreDb,
  ctx: SaveContext,
  rows: unknown[][],
): Promise<ImportPreview> {
  return (await checkAndWrite(def, db, ctx, rows, true)) as ImportPreview;
}

async function checkAndWrite(
  def: ResourceDef,
  db: StoreDb,
  ctx: SaveContext,
  rows: unknown[][],
  dry: boolean,
): Promise<ImportResult | ImportPreview> {
  // A document with lines is imported a document at a time, as its form saves it.
  if (isDocument(def)) return importDocuments(def, db, ctx, rows, dry);
  const limit = dry ? Number.POSITIVE_INFINITY : MAX_ERRORS;
  const { lang, timeZone } = ctx;
  const [header = [], ...data] = rows;
  if (data.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');
  const fields = importFields(def);
  const sheet = await sheetColumns(def, db, lang, fields, header);
  const options = new OptionCache(db, lang);
  const problems: { row: number; text: string }[] = [];
  const refused: (RowProblem & { own: boolean; cells: unknown[] })[] = [];
  const refuse = (error: unknown, row: number, cells: unknown[]) => {
    if (!(error instanceof AppError)) throw error;
    const problem = rowProblem(error, fields, lang, cells, sheet);
    if (dry)
      refused.push({
        row,
        column: problem.column,
        reason: withCell(lang, problem.reason, problem.cell),
        own: problem.own,
        cells,
      });
    else problems.push({ row, text: rowError(problem, lang, row) });
  };

  const found = await existingIds(
    def,
    db,
    data
      .map((cells) => typedId(sheet, cells))
      .filter((id): id is number => id !== undefined && isRecordId(id)),
  );
  // First the checks of each row alone, the template's example row left in passed over.
  const example = async (inLang: Lang) => (await examples(fields, db, inLang)).example;
  const checked: Checked[] = [];
  for (const [index, cells] of data.entries()) {
    if (problems.length >= limit) break;
    const rowNumber = index + 2;
    if (cells.every(isBlank)) continue;
    if (index === 0 && (await isExample(sheet.byColumn, cells, example))) continue;
    try {
      const id = typedId(sheet, cells);
      if (id !== undefined && !found.has(id)) throw notFoundId();
      const body = await rowBody(sheet, cells, options, timeZone);
      const extra: Record<string, unknown> = {};
      const values = await checkFields(def, options, body, id, extra);
      checked.push({ rowNumber, cells, body, id, values, extra });
    } catch (error) {
      refuse(error, rowNumber, cells);
    }
  }

  // Then the checks against the store, read for all rows at once.
  const isUnique = (f: Field) => f.unique && f.column !== undefined;
  const taken = await takenValues(def, db, def.fields.filter(isUnique), checked, lang);
  await primeReferences(def, options, checked);
  const batch: SaveContext = { ...ctx, memo: new Map() };
  // A unique field's values in this sheet, with the row that gave each first: the database would refuse the
  // second only when the rows are written, naming nothing.
  const unique = fields.filter(isUnique);
  const seen = new Map<Field, Map<string, number>>(unique.map((f) => [f, new Map()]));
  const ready: Pick<Checked, 'values' | 'id' | 'extra'>[] = [];
  let refusedLater = 0;
  for (const row of checked) {
    if (refusedLater >= limit) break;
    try {
      taken(row);
      const values = await completeValues(def, db, row.values, row.id, batch, options);
      for (const f of unique) {
        const value = row.body[f.name];
        if (value === undefined || value === '') continue;
        const first = seen.get(f)!.get(String(value));
        if (first !== undefined) {
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            field: f.name,
            reason: { key: 'reasonRepeated', params: { row: first } },
          });
        }
        seen.get(f)!.set(String(value), row.rowNumber);
      }
      ready.push({ values, id: row.id, extra: row.extra });
    } catch (error) {
      refuse(error, row.rowNumber, row.cells);
      refusedLater++;
    }
  }
  if (dry) {
    if (ready.length === 0 && refused.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');
    const inserted = ready.filter((r) => r.id === undefined).length;
    refused.sort((a, b) => a.row - b.row);
    return { inserted, updated: ready.length - inserted, refused, header };
  }
  if (problems.length > 0) {
    const first = problems.sort((a, b) => a.row - b.row).slice(0, MAX_ERRORS);
    throw new AppError('BAD_INPUT', undefined, {}, null, `Error: ${first.map((p) => p.text).join('\n')}`);
  }
  if (ready.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');

  const inserted = ready.filter((r) => r.id === undefined).length;
  const save = def.extra?.save;
  if (save && fields.some((f) => f.column === undefined)) {
    for (const row of ready) {
      const id = await writeRecord(def, db, row.values, row.id);
      await save(db, id, row.extra, { ...batch, created: row.id === undefined });
    }
  } else {
    await insertMany(
      def,
      db,
      ready.filter((r) => r.id === undefined).map((r) => r.values),
    );
    for (const { values, id } of ready) if (id !== undefined) await writeRecord(def, db, values, id);
  }
  return { inserted, updated: ready.length - inserted };
}

/** Looks up the references among the rows' values, one query per reference column (`completeValues` checks them). */
async function primeReferences(
  def: ResourceDef,
  options: OptionCache,
  rows: readonly Checked[],
): Promise<void> {
  for (const { key, column } of referenceColumns(def)) {
    const values = rows.map((row) => row.values[key]).filter((v) => v !== undefined && v !== null);
    if (values.length > 0) await options.prime(column, values);
  }
}

/** Those of `ids` that are records the resource serves in this store: one query. */
async function existingIds(def: ResourceDef, db: StoreDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const id = def.table.id;
  const rows = await db
    .select({ id })
    .from(def.table)
    .where(and(def.scope, sql`${id} = any(${sql.param([...new Set(ids)])}::${sql.raw(id.getSQLType())}[])`));
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * The check that a row's unique values are no other record's, with the store's holders of every value in the
 * sheet looked up first, one query per unique field.
 */
async function takenValues(
  def: ResourceDef,
  db: StoreDb,
  unique: readonly Field[],
  rows: readonly Checked[],
  lang: Lang,
): Promise<(row: Checked) => void> {
  const keys = columnKeys(def);
  const uniqueValue = (f: Field, row: Checked) => {
    const value = row.values[keys.get(f.column)!];
    return value === undefined || value === '' ? undefined : value;
  };
  const holders = new Map<Field, Map<string, number[]>>();
  for (const f of unique) {
    const values = rows.map((row) => uniqueValue(f, row)).filter((v) => v !== undefined);
    holders.set(f, await uniqueHolders(def, db, f, values));
  }
  return (row) => {
    for (const f of unique) {
      const value = uniqueValue(f, row);
      if (value === undefined) continue;
      const ids = holders.get(f)!.get(String(f.column!.mapToDriverValue(value))) ?? [];
      if (ids.some((id) => id !== row.id)) throw valueTaken(f, value, lang);
    }
  };
}
