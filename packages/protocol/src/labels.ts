import { LANGS, type Lang, T, type Texts } from '@yanye/i18n';

/**
 * Labels of fields many forms share, as their inputs show them: a contract names them in its `labels`, so a
 * refusal of any of these calls names the field as the form does (`手机号应为 1 开头的 11 位手机号码`).
 */
export const LABELS = {
  mobile: T('手机号'),
  password: T('密码'),
  storeName: T('店铺名称'),
} as const satisfies Readonly<Record<string, Texts>>;

/**
 * What a field of a call is called where its contract gives it no label of its own: the list protocol's
 * parameters and the fields calls of every kind share. A refusal names a field by its label, never by its key
 * (`记录编号应为整数`, not `字段 id …`); a test holds every call's input to a label.
 */
export const FIELD_LABELS: Readonly<Record<string, Texts>> = {
  id: T('记录编号'),
  ids: T('所选记录'),
  page: T('页码'),
  limit: T('每页条数'),
  sort: T('排序列'),
  order: T('排序方向'),
  keyword: T('关键词'),
  status: T('状态'),
  supplier_id: T('店铺'),
  _meta: T('表格说明'),
  _tab: T('标签页'),
  _after: T('翻页位置'),
  _before: T('翻页位置'),
  _cursor: T('翻页位置'),
  _count_sum: T('合计'),
  _estimate: T('估算合计'),
  _down_excel: T('导出方式'),
  _excel_file_name: T('导出文件名'),
  _excel_down_culumns: T('导出列'),
  _down_excel_import_tpl: T('导入模板'),
  _excel_import: T('导入'),
  _dry: T('导入预检'),
  _document: T('单据视图'),
  way: T('上架或下架'),
  _preview: T('导入预检结果'),
};

/** The label of `field`: the contract's own, else the shared one; undefined where neither names it. */
export function fieldLabel(labels: Readonly<Record<string, Texts>>, field: string): Texts | undefined {
  return labels[field] ?? FIELD_LABELS[field];
}

/** A list's item in a nested field's name, counted from 1. */
const ITEM = T('第 {n} 项');

/**
 * What a field inside a field is called (`columns.0.width`): its parts by their labels and a list's item by its
 * number, `列设置第 1 项的宽度` / `Columns › item 1 › Width`; where a part has no label, the name stops at
 * the last part that has one (`设置`). Undefined when not even the first part has one.
 */
export function pathLabel(labels: Readonly<Record<string, Texts>>, path: string): Texts | undefined {
  const whole = fieldLabel(labels, path);
  if (whole || !path.includes('.')) return whole;
  const parts: ((lang: Lang) => string)[] = [];
  const items: boolean[] = [];
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      const n = String(Number(part) + 1);
      parts.push((lang) => ITEM[lang].replace('{n}', n));
      items.push(true);
      continue;
    }
    const label = fieldLabel(labels, part);
    if (!label) break;
    parts.push((lang) => label[lang]);
    items.push(false);
  }
  // An item number with nothing named before it says nothing of which field it is.
  if (parts.length === 0 || items[0]) return undefined;
  const said = {} as Record<Lang, string>;
  for (const lang of LANGS)
    said[lang] =
      lang === 'zh'
        ? parts.map((p, i) => (i > 0 && !items[i] ? `的${p(lang)}` : p(lang))).join('')
        : parts.map((p) => p(lang)).join(' › ');
  return said;
}
