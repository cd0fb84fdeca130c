import type { Lang } from '@yanye/i18n';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import { AppError, conflict } from '../../platform/errors';
import { insertRows } from '../../platform/insert-rows';
import type { StoreDb } from '../../platform/tenancy';
import type { OptionCache } from '../columns/option-cache';
import { referenceOf } from '../resource/references';
import type { ResourceDef } from '../resource/resource-decl';
import type { LinesDef } from '../resource/resource-lines';
import { conditionSql } from '../resource/resource-paths';
import { titled } from './field-refusals';
import { formValue } from './fields';
import { checkedValues, columnKeys } from './save';
import type { SaveContext } from './save-context';

/** A document's lines (a purchase order's goods, a stock document's materials): checked, written and read. */

/**
 * How a save says a refused line (`line` is 1-based): a form's save names the line (`第 3 行：…`, `lineError`);
 * an import names the sheet's row and column instead, from the refusal as the line's checks gave it.
 */
export type LineRefusal = (error: AppError, line: number) => unknown;

/**
 * The lines of a Save body, each checked against the line fields (a problem names its line, in the caller's
 * language, or as `refuse` says it), then turned into rows with the header values they imply (totals).
 */
export async function prepareLines(
  lines: LinesDef,
  db: StoreDb,
  options: OptionCache,
  ctx: SaveContext,
  body: Record<string, unknown>,
  refuse?: LineRefusal,
): Promise<{ lines: Record<string, unknown>[]; header: Record<string, unknown> }> {
  const { lang } = ctx;
  const raw = body[lines.name];
  if (!Array.isArray(raw) || raw.length < lines.min)
    throw new AppError('BAD_INPUT', 'linesRequired', { min: lines.min });
  if (raw.length > lines.max) throw new AppError('BAD_INPUT', 'linesTooMany', { max: lines.max });
  // What the document reads of the rows its lines refer to, read first: the ids it found are the store's.
  const given = raw.map((l) => (typeof l === 'object' && l !== null ? (l as Record<string, unknown>) : {}));
  const preloaded = await lines.preload?.(db, given);
  for (const { column, ids } of preloaded?.found ?? []) options.foundInStore(column, ids);
  // Every other reference of every line looked up at once (one statement, or none when the document's own
  // reading found them all), before the lines' checks ask one by one.
  await options.primeAll(
    lines.fields.flatMap((f) =>
      f.column && referenceOf(f.column)
        ? [
            {
              column: f.column,
              values: raw.map((l) =>
                typeof l === 'object' && l !== null ? (l as Record<string, unknown>)[f.name] : undefined,
              ),
            },
          ]
        : [],
    ),
  );
  const rows: Record<string, unknown>[] = [];
  for (const [i, line] of raw.entries()) {
    try {
      if (typeof line !== 'object' || line === null) throw badLine();
      rows.push(
        await checkedValues(lines.table, lines.fields, options, line as Record<string, unknown>, false, true),
      );
    } catch (error) {
      if (refuse && error instanceof AppError) throw refuse(error, i + 1);
      // A line's field is named by the title its column shows (`第 1 行：数量不能小于 0.001`).
      throw lineError(titled(error, lines.fields, lang), i + 1, lang);
    }
  }
  try {
    return await lines.prepare(db, rows, ctx, typeof body.id === 'number' ? body.id : undefined, preloaded);
  } catch (error) {
    // prepare names the line in `line` (1-based) when it refuses one.
    const line = error instanceof AppError ? Number(error.params.line) : Number.NaN;
    if (!Number.isInteger(line) || !(error instanceof AppError)) throw error;
    if (refuse) throw refuse(error, line);
    throw error.key !== 'lineProblem' ? lineError(error, line, lang) : error;
  }
}

const badLine = () =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field: 'line', reason: { key: 'reasonType' } });

/** A line's problem said as `第 3 行：…` in the caller's language. */
export function lineError(error: unknown, line: number, lang: Lang): unknown {
  if (!(error instanceof AppError) || error.code !== 'BAD_INPUT' || !error.key) return error;
  return new AppError('BAD_INPUT', 'lineProblem', { line, problem: error.describe(lang) });
}

/** Refuses to change a row that is no longer editable (an audited document). */
export async function assertEditable(def: ResourceDef, db: StoreDb, ids: readonly number[]): Promise<void> {
  if (!def.editableWhen) return;
  const [locked] = await db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(inArray(def.table.id, [...ids]), not(conditionSql(def, def.editableWhen.condition))))
    .limit(1);
  if (locked) throw conflict(def.editableWhen.message);
}

/** Replaces a document's lines with `rows`, in order. */
export async function writeLines(
  lines: LinesDef,
  db: StoreDb,
  docId: number,
  rows: readonly Record<string, unknown>[],
  replace: boolean,
): Promise<void> {
  if (replace) await db.delete(lines.table).where(eq(lines.table.docId, docId));
  if (rows.length === 0) return;
  await insertRows(db, lines.table, rows.map((r, seq) => ({ ...r, docId, seq })) as never);
}

/** A document's lines as its form shows them: field names, in order. */
export async function readLines(lines: LinesDef, db: StoreDb, docId: number) {
  const keys = columnKeys({ table: lines.table });
  const rows = await db
    .select()
    .from(lines.table)
    .where(eq(lines.table.docId, docId))
    .orderBy(asc(lines.table.seq), asc(lines.table.id));
  return rows.map((row) => {
    const out: Record<string, unknown> = { id: row.id };
    for (const f of lines.fields) out[f.name] = formValue(f, row[keys.get(f.column) ?? '']);
    return out;
  });
}
