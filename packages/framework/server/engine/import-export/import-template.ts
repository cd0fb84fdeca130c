import { LANGS, type Lang, T } from '@yanye/i18n';
import { formatMoney, MONEY_NUMBER_FORMAT, MONEY_RANGE } from '@yanye/protocol';
import type { CellObject, SheetData } from 'write-excel-file/node';
import type { StoreDb } from '../../platform/tenancy';
import { resolveOptions } from '../columns/option-sources';
import type { Field } from '../form/fields';
import type { ResourceDef } from '../resource/resource-decl';

/** The import template (`_down_excel_import_tpl`) and its example row, which an import recognises and skips. */

/** Fields an import fills: those that say so (not pictures, which a spreadsheet cannot carry). */
export function importFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) => f.importable);
}

/** The template's example row in `lang`: a value for each importable field, as the user would type it. */
async function exampleRow(
  fields: readonly Field[],
  db: StoreDb,
  lang: Lang,
): Promise<{ example: Record<string, unknown>; choices: Map<Field, string[]> }> {
  const example: Record<string, unknown> = {};
  const choices = new Map<Field, string[]>();
  for (const f of fields) {
    const labels = f.options ? (await resolveOptions(f.options, db, lang)).map((o) => o.label) : [];
    choices.set(f, labels);
    example[f.name] = exampleValue(f, labels[0]);
  }
  return { example, choices };
}

/**
 * Whether a sheet row is the template's own example, left in by the user: it is skipped, never imported as data.
 * The example of any language counts (a template downloaded in Chinese may be imported from an English console).
 */
export async function isExample(
  fields: readonly Field[],
  db: StoreDb,
  header: readonly (Field | undefined)[],
  row: readonly unknown[],
): Promise<boolean> {
  for (const lang of LANGS) {
    const { example } = await exampleRow(fields, db, lang);
    const same = header.every((f, col) => !f || String(row[col] ?? '').trim() === String(example[f.name]));
    if (same && header.some(Boolean)) return true;
  }
  return false;
}

/**
 * The import template: a header of the importable columns, one example row (grey and italic; an import skips it
 * if it is left in), and a sheet of rules.
 */
export async function templateWorkbook(def: ResourceDef, db: StoreDb, lang: Lang): Promise<Buffer> {
  const fields = importFields(def);
  const { example, choices: choicesOf } = await exampleRow(fields, db, lang);
  const bold = (value: string): CellObject => ({ value, fontWeight: 'bold' });
  // Money is written as the export writes it: a number shown with two decimals and separators.
  const exampleCell = (f: Field, value: unknown): CellObject => ({
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
  for (const f of fields) {
    const choices = choicesOf.get(f) ?? [];
    const notes = [
      f.type === 'money' ? moneyNote(f, lang) : '',
      f.type === 'switch' ? (lang === 'zh' ? '填 是 或 否' : 'Yes (1) or no (0)') : '',
      f.type === 'region' ? REGION_NOTE[lang] : '',
      choices.length > 0 ? choices.join(' / ') : '',
      f.max !== undefined && ['text', 'textarea', 'richtext'].includes(f.type) ? `≤ ${f.max}` : '',
      f.tip?.[lang] ?? '',
    ].filter(Boolean);
    rules.push([{ value: f.title[lang] }, { value: f.required ? '✓' : '' }, { value: notes.join('；') }]);
  }
  rules.push([{ value: lang === 'zh' ? '第 2 行' : 'Row 2' }, null, { value: EXAMPLE_NOTE[lang] }]);
  // Loaded on the first template asked for, not at start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([
    {
      sheet: def.title[lang].slice(0, 31),
      data: [fields.map((f) => bold(f.title[lang])), fields.map((f) => exampleCell(f, example[f.name]))],
      columns: fields.map(() => ({ width: 18 })),
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
