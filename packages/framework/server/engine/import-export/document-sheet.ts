import { LANGS, type Lang, message, T, type Texts, textOf, textWith } from '@yanye/i18n';
import { AppError } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import { type Field, input } from '../form/fields';
import type { ResourceDef } from '../resource/resource-decl';
import type { LinesDef } from '../resource/resource-lines';
import { importTitle, isBlank, type SheetColumns } from './import-cells';
import { examples, fieldColumns, importFields, templateFile } from './import-template';

/**
 * A sheet of documents with lines (an inbound receipt's materials), one row a line: its columns, derived from
 * the document's own header and line fields, and its rows grouped into documents. Rows sharing a group make one
 * document; a row whose group is left blank goes with the row above it (as a merged cell reads). A document's
 * header is read from its first row, and its other rows leave those columns blank or say the same.
 */

/** A resource whose records are documents with lines. */
export type DocumentDef = ResourceDef & { readonly lines: LinesDef };

export const isDocument = (def: ResourceDef): def is DocumentDef => def.lines !== undefined;

const GROUP_TITLE = T('单据分组');

/** The column grouping the rows into documents: required, its example `1`, said in the rules sheet. */
const GROUP = input('_group', GROUP_TITLE, 'text', {
  required: true,
  max: 40,
  tip: T(
    '同一分组的行合成一张单据；表头各列以该单据第一行为准，其余行留空或填写相同内容；分组只用于导入，单据编号由系统生成',
  ),
});

/** A line's column titled as a header's is told apart by the lines' title: 备注（明细）. */
const OF_LINES = T('{field}（{lines}）');

/** Why a document's row is refused when a header column says otherwise than its first row. */
const DIFFERS = T('与本单第 {row} 行的“{value}”不一致');

/** A column of a document sheet: the field it fills, of which part of the document, and its title. */
export interface DocumentColumn {
  readonly field: Field;
  readonly part: 'group' | 'header' | 'line';
  readonly title: Texts;
}

const columnsOf = new WeakMap<ResourceDef, readonly DocumentColumn[]>();

/** The columns of a document's sheet, in order: its group, its header's fields, its lines' fields. */
export function documentColumns(def: DocumentDef): readonly DocumentColumn[] {
  let columns = columnsOf.get(def);
  if (columns) return columns;
  const header = importFields(def);
  const taken = (f: Field) => LANGS.some((l) => header.some((h) => importTitle(h)[l] === importTitle(f)[l]));
  columns = [
    { field: GROUP, part: 'group', title: GROUP_TITLE },
    ...header.map((f) => ({ field: f, part: 'header' as const, title: importTitle(f) })),
    ...def.lines.fields
      .filter((f) => f.importable)
      .map((f) => ({
        field: f,
        part: 'line' as const,
        title: taken(f)
          ? textWith(OF_LINES, { field: importTitle(f), lines: def.lines.title })
          : importTitle(f),
      })),
  ];
  columnsOf.set(def, columns);
  return columns;
}

/** What a document sheet's header says: each column's place in the document, and each part's own columns. */
export interface DocumentSheet {
  readonly byColumn: readonly (DocumentColumn | undefined)[];
  /** Where the group is. */
  readonly group: number;
  /** The header's columns alone, and the lines' alone, as a row's body is read from them. */
  readonly header: SheetColumns;
  readonly lines: SheetColumns;
}

/**
 * The columns a sheet's header names, each by a field's name or its column's title in any language; a column
 * it does not know (a reason column left in) is passed over. A required column missing is refused.
 */
export function documentSheet(def: DocumentDef, lang: Lang, header: readonly unknown[]): DocumentSheet {
  const columns = documentColumns(def);
  const names = header.map((h) => String(h ?? '').trim());
  const byColumn = names.map((name) =>
    columns.find((c) => c.field.name === name || Object.values(c.title).includes(name)),
  );
  for (const c of columns)
    if (c.field.required && !byColumn.includes(c))
      throw new AppError('BAD_INPUT', 'importMissingColumn', { field: c.title[lang] });
  const part = (p: DocumentColumn['part']): SheetColumns => ({
    names,
    byColumn: byColumn.map((c) => (c?.part === p ? c.field : undefined)),
    listLabels: [],
    idColumn: -1,
  });
  return {
    byColumn,
    group: byColumn.findIndex((c) => c?.part === 'group'),
    header: part('header'),
    lines: part('line'),
  };
}

/** A row of the sheet: its number as the sheet shows it, and its cells as read. */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: unknown[];
}

/** A row refused before any document is saved: the column it is refused by, why, and the refused cell. */
export interface SheetRefusal {
  readonly row: SheetRow;
  readonly column: string;
  readonly reason: string;
  readonly cell: string | undefined;
}

/** A cell as its text, for comparing and quoting (its first 50 characters). */
const cellText = (cell: unknown) => (isBlank(cell) ? '' : String(cell).trim().slice(0, 50));

/**
 * The sheet's rows as documents, in the order their groups first appear, each with its rows in sheet order. A
 * first row with no group belongs to no document: refused.
 */
export function documentsOf(
  sheet: DocumentSheet,
  rows: readonly SheetRow[],
  lang: Lang,
): { documents: SheetRow[][]; refused: SheetRefusal[] } {
  const byGroup = new Map<string, SheetRow[]>();
  const refused: SheetRefusal[] = [];
  let last: string | undefined;
  for (const row of rows) {
    const group = cellText(row.cells[sheet.group]) || last;
    if (group === undefined) {
      const column = GROUP_TITLE[lang];
      refused.push({ row, column, reason: message(lang, 'reasonRequired'), cell: undefined });
      continue;
    }
    last = group;
    byGroup.set(group, [...(byGroup.get(group) ?? []), row]);
  }
  return { documents: [...byGroup.values()], refused };
}

/** The rows of a document whose header cells say otherwise than its first row's, each by its first such column. */
export function disagreements(sheet: DocumentSheet, rows: readonly SheetRow[], lang: Lang): SheetRefusal[] {
  const [first, ...rest] = rows;
  if (!first) return [];
  const refused: SheetRefusal[] = [];
  for (const row of rest) {
    for (const [col, c] of sheet.byColumn.entries()) {
      if (c?.part !== 'header') continue;
      const said = cellText(row.cells[col]);
      const value = cellText(first.cells[col]);
      if (said === '' || said === value) continue;
      const reason = textOf(DIFFERS, lang, { row: first.rowNumber, value });
      refused.push({ row, column: c.title[lang], reason, cell: said });
      break;
    }
  }
  return refused;
}

/** Each column's example in `lang`, by its field: the group's is 1. */
export async function documentExamples(
  def: DocumentDef,
  db: StoreDb,
  lang: Lang,
): Promise<ReadonlyMap<Field, unknown>> {
  const { example } = await examples(
    documentColumns(def).map((c) => c.field),
    db,
    lang,
  );
  return example.set(GROUP, 1);
}

/** The import template of a document: its group, header and line columns, an example line and the rules. */
export async function documentTemplate(def: DocumentDef, db: StoreDb, lang: Lang): Promise<Buffer> {
  const columns = documentColumns(def);
  const titles = new Map(columns.map((c) => [c.field, c.title[lang]]));
  const template = await fieldColumns(
    columns.map((c) => c.field),
    db,
    lang,
    (f) => titles.get(f)!,
  );
  return templateFile(
    def.title[lang],
    template.map((c) => (c.field === GROUP ? { ...c, example: 1 } : c)),
    lang,
  );
}
