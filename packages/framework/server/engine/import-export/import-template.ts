import { LANGS, type Lang, T } from '@yanye/i18n';
import { formatMoney, MONEY_NUMBER_FORMAT, MONEY_RANGE } from '@yanye/protocol';
import type { CellObject, SheetData } from 'write-excel-file/node';
import type { StoreDb } from '../../platform/tenancy';
import { resolveOptions } from '../columns/option-sources';
import type { Field } from '../form/fields';
import type { ResourceDef } from '../resource/resource-decl';
import { importTitle } from './import-cells';

/**
 * The import template (`_down_excel_import_tpl`) and its example row, which an import recognises and skips: a
 * list's of its fields, a document's of its group, header and line columns (document-sheet.ts).
 */

/** Fields an import fills: those that say so (not pictures, which a spreadsheet cannot carry). */
export function importFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) => f.importable);
}

/** A column of an import template: the field it fills, its title, whether it must be filled, its example, its rules. */
export interface TemplateColumn {
  readonly field: Field;
  readonly title: string;
  readonly required: boolean;
  readonly example: unknown;
  readonly notes: readonly string[];
}

/** Each field's example in `lang`, as the user would type it, and the labels of its options. */
export async function examples(
  fields: readonly Field[],
  db: StoreDb,
  lang: Lang,
): Promise<{ example: Map<Field, unknown>; choices: Map<Field, string[]> }> {
  const example = new Map<Field, unknown>();
  const choices = new Map<Field, string[]>();
  for (const f of fields) {
    const labels = f.options ? (await resolveOptions(f.options, db, lang)).map((o) => o.label) : [];
    choices.set(f, labels);
    example.set(f, exampleValue(f, labels[0]));
  }
  return { example, choices };
}

/**
 * Whether a sheet row is the template's own example, left in by the user: it is skipped, never imported as data.
 * The example of any language counts (a template downloaded in Chinese may be imported from an English console).
 */
export async function isExample(
  header: readonly (Field | undefined)[],
  row: readonly unknown[],
  exampleIn: (lang: Lang) => Promise<ReadonlyMap<Field, unknown>>,
): Promise<boolean> {
  for (const lang of LANGS) {
    const example = await exampleIn(lang);
    const same = header.every((f, col) => !f || String(row[col] ?? '').trim() === String(example.get(f)));
    if (same && header.some(Boolean)) return true;
  }
  return false;
}

/** The template's columns of `fields`, each headed as a sheet names it (`titleOf`), with its example and rules. */
export async function fieldColumns(
  fields: readonly Field[],
  db: StoreDb,
  lang: Lang,
  titleOf: (f: Field) => string = (f) => importTitle(f)[lang],
): Promise<TemplateColumn[]> {
  const { example, choices } = await examples(fields, db, lang);
  return fields.map((f) => ({
    field: f,
    title: titleOf(f),
    required: f.required,
    example: example.get(f),
    notes: fieldNotes(f, choices.get(f) ?? [], lang),
  }));
}

/** What a field's column takes, said in the rules sheet. */
function fieldNotes(f: Field, choices: readonly string[], lang: Lang): string[] {
  return [
    f.type === 'money' ? moneyNote(f, lang) : '',
    f.type === 'switch' ? (lang === 'zh' ? '填 是 或 否' : 'Yes (1) or no (0)') : '',
    f.type === 'region' ? REGION_NOTE[lang] : '',
    f.type === 'date' ? DATE_NOTE[lang] : '',
    choices.length > 0 ? choices.join(' / ') : '',
    f.max !== undefined && ['text', 'textarea', 'richtext'].includes(f.type) ? `≤ ${f.max}` : '',
    f.tip?.[lang] ?? '',
  ].filter(Boolean);
}

/** The import template of a list of records: a column for each field an import fills. */
export async function listTemplate(def: ResourceDef, db: StoreDb, lang: Lang): Promise<Buffer> {
  return templateFile(def.title[lang], await fieldColumns(importFields(def), db, lang), lang);
}

/**
 * An import template: a header of `columns`, one example row (grey and italic; an import skips it if it is left
 * in), and a sheet of rules.
 */
export async function templateFile(
  sheetName: string,
  columns: readonly TemplateColumn[],
  lang: Lang,
): Promise<Buffer> {
  const bold = (value: string): CellObject => ({ value, fontWeight: 'bold' });
  // Money is written as the export writes it: a number shown with two decimals and separators.
  const exampleCell = ({ field: f, example: value }: TemplateColumn): CellObject => ({
    ...(typeof value === 'number'
      ? { value, type: Number }
      : { value: value === undefined ? '' : String(value) }),
    ...(f.type === 'money' ? { format: MONEY_NUMBER_FORMAT } : {}),
    fontStyle: 'italic',
    textColor: '#8C8C8C',
  });
  const rules: SheetData = [
    [
      lang === 'zh' ? '列' : 'Column',
      lang === 'zh' ? '必填' : 'Required',
      lang === 'zh' ? '说明' : 'Notes',
    ].map(bold),
  ];
  for (const c of columns)
    rules.push([{ value: c.title }, { value: c.required ? '✓' : '' }, { value: c.notes.join('；') }]);
  rules.push([{ value: lang === 'zh' ? '第 2 行' : 'Row 2' }, null, { value: EXAMPLE_NOTE[lang] }]);
  // Loaded on the first template asked for, not at start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([
    {
      sheet: sheetName.slice(0, 31),
      data: [columns.map((c) => bold(c.title)), columns.map(exampleCell)],
      columns: columns.map(() => ({ width: 18 })),
    },
    {
      sheet: lang === 'zh' ? '填写说明' : 'Rules',
      data: rules,
      columns: [{ width: 18 }, { width: 8 }, { width: 60 }],
    },
  ]).toBuffer();
}

/** What a money column takes: yuan, two decimals at most, within the field's range. */
function moneyNote(f: Field, lang: Lang): string {
  const min = formatMoney(f.min ?? MONEY_RANGE.min);
  const max = formatMoney(f.max ?? MONEY_RANGE.max);
  return lang === 'zh'
    ? `金额，单位元，最多两位小数，${min} 至 ${max}`
    : `Amount in yuan, up to 2 decimals, ${min} to ${max}`;
}

const REGION_NOTE: Readonly<Record<Lang, string>> = T(
  '填区县的完整名称（如 河南省 郑州市 金水区）或 6 位行政区划代码（如 410105）',
);

/** What a date column takes: what `cellToValue` reads, a day on the store's clock. */
const DATE_NOTE: Readonly<Record<Lang, string>> = T('日期，如 2026-01-01，或 Excel 的日期');

const EXAMPLE_NOTE: Readonly<Record<Lang, string>> = T('示例行：照此填写，导入时会跳过这一行（可删除）');

function exampleValue(f: Field, firstOption: string | undefined): unknown {
  if (firstOption !== undefined) return firstOption;
  const byType: Partial<Record<Field['type'], unknown>> = {
    money: 12.5,
    number: 1,
    switch: '是',
    date: '2026-01-01',
    datetime: '2026-01-01 09:00:00',
    region: '河南省 郑州市 金水区',
  };
  return byType[f.type] ?? (typeof f.default === 'string' && f.default ? f.default : f.title.zh);
}
