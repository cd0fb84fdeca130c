import { type Lang, type MessageParam, message } from '@yanye/i18n';
import { AppError } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import { OptionCache } from '../columns/option-cache';
import type { SaveContext } from '../form/save-context';
import { checkSave, type SaveSayings, writeSave } from '../form/save-record';
import {
  type DocumentDef,
  type DocumentSheet,
  disagreements,
  documentExamples,
  documentSheet,
  documentsOf,
  type SheetRefusal,
  type SheetRow,
} from './document-sheet';
import type { ImportPreview, ImportResult } from './import-answers';
import { isBlank, rowBody } from './import-cells';
import { rowError, rowProblem, withCell } from './import-refusals';
import { isExample } from './import-template';

/**
 * The import of documents with lines (docs/engine.md, "Importing documents"): a sheet of one row a line, its
 * rows grouped into documents (document-sheet.ts), each document saved as its form's Save saves it, through the
 * same checks and writes (form/save-record.ts): a new draft, numbered as a Save numbers it. A refusal names the
 * sheet's row and column. All or nothing: a sheet with a refused row saves no document.
 */

/** The refusals an import's answer lists at most; a preview counts them all. */
const MAX_ERRORS = 50;

/** A refused line, by its place among its document's lines (1-based), as the line's checks refused it. */
class LineRefused extends Error {
  constructor(
    readonly refusal: AppError,
    readonly line: number,
  ) {
    super(refusal.message);
  }
}

/** A refused row, and whether its reason names its column itself (`数量须在 … 之间`). */
interface Refused extends SheetRefusal {
  readonly own: boolean;
}

/** What a dry run saved, thrown out of its savepoint so that what it wrote is undone. */
class DryRun extends Error {
  constructor(readonly saved: number) {
    super('dry run');
  }
}

/** Documents are told by their lines; a form's save would name a line, an import its row. */
const SAY: SaveSayings = {
  field: (error) => error,
  line: (error, line) => new LineRefused(error, line),
};

/**
 * Imports a sheet of documents (`dry`: the preview, everything checked and saved in a savepoint rolled back at
 * the end, so the documents' numbers and every check are as the import will find them). Answers the count of
 * documents added; the preview also every refused row, and the other rows of the documents refused, for the
 * workbook of refused rows.
 */
export async function importDocuments(
  def: DocumentDef,
  db: StoreDb,
  ctx: SaveContext,
  rows: unknown[][],
  dry: boolean,
): Promise<ImportResult | ImportPreview> {
  const { lang } = ctx;
  const [header = [], ...data] = rows;
  if (data.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');
  const sheet = documentSheet(def, lang, header);
  const fieldsAt = sheet.byColumn.map((c) => c?.field);
  const example = (inLang: Lang) => documentExamples(def, db, inLang);
  const read: SheetRow[] = [];
  for (const [index, cells] of data.entries()) {
    if (cells.every(isBlank)) continue;
    if (index === 0 && (await isExample(fieldsAt, cells, example))) continue;
    read.push({ rowNumber: index + 2, cells });
  }
  const { documents, refused: ungrouped } = documentsOf(sheet, read, lang);
  const refused: Refused[] = ungrouped.map((r) => ({ ...r, own: false }));
  const together: SheetRow[] = [];
  const limit = dry ? Number.POSITIVE_INFINITY : MAX_ERRORS;

  const saveAll = async (tx: StoreDb): Promise<number> => {
    const options = new OptionCache(tx, lang);
    let saved = 0;
    for (const doc of documents) {
      if (refused.length >= limit) break;
      const differ = disagreements(sheet, doc, lang).map((r) => ({ ...r, own: false }));
      const problem = differ.length > 0 ? differ : await saveDocument(def, tx, options, ctx, sheet, doc);
      if (problem.length === 0) {
        saved++;
        continue;
      }
      refused.push(...problem);
      together.push(...doc.filter((row) => !problem.some((p) => p.row === row)));
    }
    return saved;
  };

  const byRow = (a: { row: SheetRow }, b: { row: SheetRow }) => a.row.rowNumber - b.row.rowNumber;
  if (dry) {
    const saved = await db
      .savepoint(async (tx) => {
        throw new DryRun(await saveAll(tx));
      })
      .catch((error: unknown) => {
        if (error instanceof DryRun) return error.saved;
        throw error;
      });
    if (saved === 0 && refused.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');
    return {
      inserted: saved,
      updated: 0,
      header,
      refused: refused.sort(byRow).map((r) => ({
        row: r.row.rowNumber,
        column: r.column,
        reason: withCell(lang, r.reason, r.cell),
        own: r.own,
        cells: r.row.cells,
      })),
      together: together.map((r) => ({ row: r.rowNumber, cells: r.cells })),
    };
  }
  const saved = await saveAll(db);
  if (refused.length > 0) {
    const said = refused
      .sort(byRow)
      .slice(0, MAX_ERRORS)
      .map((r) => rowError(r, lang, r.row.rowNumber));
    throw new AppError('BAD_INPUT', undefined, {}, null, `Error: ${said.join('\n')}`);
  }
  if (saved === 0) throw new AppError('BAD_INPUT', 'importEmpty');
  return { inserted: saved, updated: 0 };
}

/**
 * Saves one document of the sheet as its form's Save would, in a savepoint: a refusal undoes what it wrote (its
 * number taken) and leaves the import's transaction usable for the documents after it. Answers its refusal, none
 * when it was saved.
 */
async function saveDocument(
  def: DocumentDef,
  db: StoreDb,
  options: OptionCache,
  ctx: SaveContext,
  sheet: DocumentSheet,
  doc: readonly SheetRow[],
): Promise<Refused[]> {
  const { lang, timeZone } = ctx;
  const first = doc[0]!;
  let body: Record<string, unknown>;
  try {
    body = await rowBody(sheet.header, first.cells, options, timeZone);
  } catch (error) {
    return [headerRefusal(def, sheet, error, first, lang)];
  }
  const lines: Record<string, unknown>[] = [];
  for (const row of doc) {
    try {
      lines.push(await rowBody(sheet.lines, row.cells, options, timeZone));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return [lineRefusal(def, sheet, error, row, lang)];
    }
  }
  try {
    await db.savepoint(async (tx) => {
      const checked = await checkSave(def, tx, options, ctx, { ...body, [def.lines.name]: lines }, SAY);
      await writeSave(def, tx, ctx, checked, undefined, SAY);
    });
    return [];
  } catch (error) {
    if (error instanceof LineRefused) {
      const row = doc[error.line - 1] ?? first;
      return [lineRefusal(def, sheet, error.refusal, row, lang)];
    }
    return [headerRefusal(def, sheet, error, first, lang)];
  }
}

/** A cell's text as a refusal quotes it, or undefined where it is blank. */
function quoted(row: SheetRow, col: number): string | undefined {
  const cell = col >= 0 ? row.cells[col] : undefined;
  return isBlank(cell) ? undefined : String(cell).slice(0, 50);
}

/** The title of the sheet's column of a field of `part`, in the reader's language, if the sheet has it. */
function titleIn(sheet: DocumentSheet, part: 'header' | 'line', name: string, lang: Lang) {
  return sheet.byColumn.find((c) => c?.part === part && c.field.name === name)?.title[lang];
}

/**
 * A document refused as a whole (a header field, the resource's own checks, too many lines), named by its first
 * row: by the header's column, else, for what belongs to no column, by its group.
 */
function headerRefusal(
  def: DocumentDef,
  sheet: DocumentSheet,
  error: unknown,
  row: SheetRow,
  lang: Lang,
): Refused {
  if (!(error instanceof AppError)) throw error;
  if (typeof error.params.field !== 'string') {
    const column = sheet.byColumn[sheet.group]!.title[lang];
    const cell = quoted(row, sheet.group);
    return { row, column, reason: error.describe(lang), cell, own: false };
  }
  const p = rowProblem(error, def.fields, lang, row.cells, sheet.header);
  const column = titleIn(sheet, 'header', error.params.field, lang) ?? p.column;
  return { row, column, reason: p.reason, cell: p.cell, own: p.own };
}

/**
 * A line refused, named by its row and the column of the field refused. A problem the document's own checks say
 * of a line (`第 3 行：…`, `lineProblem`: a lot missing) is said after the column its `field` names.
 */
function lineRefusal(
  def: DocumentDef,
  sheet: DocumentSheet,
  error: AppError,
  row: SheetRow,
  lang: Lang,
): Refused {
  const name = typeof error.params.field === 'string' ? error.params.field : undefined;
  if (error.key === 'lineProblem') {
    const reason = said(error.params.problem, lang);
    if (name === undefined) return { row, column: '', reason, cell: undefined, own: true };
    const col = sheet.lines.byColumn.findIndex((f) => f?.name === name);
    const title = titleIn(sheet, 'line', name, lang);
    const field = def.lines.fields.find((f) => f.name === name);
    return { row, column: title ?? field?.title[lang] ?? name, reason, cell: quoted(row, col), own: false };
  }
  const p = rowProblem(error, def.lines.fields, lang, row.cells, sheet.lines);
  const column = (name && titleIn(sheet, 'line', name, lang)) || p.column;
  return { row, column, reason: p.reason, cell: p.cell, own: p.own };
}

/** A problem as its line's refusal carries it: a text of one's own in every language, or a message. */
function said(problem: MessageParam | undefined, lang: Lang): string {
  if (problem === undefined) return '';
  if (typeof problem !== 'object') return String(problem);
  return 'key' in problem ? message(lang, problem.key, problem.params) : problem[lang];
}
