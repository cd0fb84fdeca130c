import { isDestructive, isIrreversible, pageByName, pagesByApi } from '@yanye/catalog';
import type { Lang } from '@yanye/i18n';
import type { ColumnMeta, FilterMeta, RowAction, RowLink, TableMeta } from '@yanye/protocol';
import type { StoreDb } from '../../platform/tenancy';
import { resolveOptions } from '../columns/option-sources';
import { formMeta } from '../form/field-meta';
import type { ResourceDef } from '../resource/resource-decl';
import { recordPaths } from '../resource/resource-paths';

/** The table metadata (docs/engine.md) that the list screen draws itself from. */
export async function tableMeta(def: ResourceDef, db: StoreDb, lang: Lang): Promise<TableMeta> {
  const entries = Object.entries(def.columns);
  const rows: Record<string, ColumnMeta> = {};
  for (const [key, c] of entries) {
    rows[key] = {
      name: key,
      title: c.title[lang],
      type: c.type,
      kind: c.kind,
      item_width: c.width,
      sum: c.sum,
      money: c.money,
      showTableRow: c.visible ? '1' : '0',
      sort: c.sortable,
      decimal: c.decimals ?? null,
      decimal_key: c.decimalKey ?? null,
      item_align: c.align,
      options: c.options ? await resolveOptions(c.options, db, lang) : null,
      link: c.link ? { page: c.link.page, id_key: c.link.idKey } : null,
    };
  }
  const topSearch: FilterMeta[] = [];
  for (const [key, c] of entries) {
    if (!c.filter) continue;
    topSearch.push({
      name: key,
      title: c.title[lang],
      type: c.filter,
      money: c.money,
      options: c.options ? await resolveOptions(c.options, db, lang) : null,
      second_name: [],
    });
  }
  // An action the store cannot take now (an add-on it needs is not installed) is not offered at all.
  const offered = [];
  for (const a of Object.values(def.actions)) if (!(await a.unavailable?.(db))) offered.push(a);
  const actions: RowAction[] = await Promise.all(
    offered.map(async (a) => ({
      name: a.name,
      title: a.label[lang],
      summary: a.title[lang],
      api: a.path,
      confirm: a.confirm ?? false,
      danger: isDestructive(a.path),
      irreversible: isIrreversible(a.path),
      ...(a.after ? { after: a.after[lang] } : {}),
      ...(a.ways
        ? {
            ways: {
              key: a.ways.key,
              by: a.ways.by.map((w) => ({ value: w.value, title: w.label[lang], summary: w.title[lang] })),
            },
          }
        : {}),
      ...(a.shows ? { shows: [...a.shows] } : {}),
      ...(a.primary ? { primary: true } : {}),
      when: a.when ?? null,
      fields: a.fields ? await formMeta(a.fields, db, lang) : null,
      batch: a.batch ?? false,
    })),
  );
  if (def.delLabel) {
    const del = recordPaths(def).del;
    actions.push({
      name: 'Del',
      title: def.delLabel[lang],
      summary: pagesByApi(del)[0]?.title[lang],
      api: del,
      confirm: true,
      danger: true,
      // A resource with a recycle bin moves what is deleted there, whence it can be restored.
      restorable: def.trash !== undefined,
      irreversible: def.trash === undefined,
      when: def.editableWhen?.condition ?? null,
      fields: null,
    });
  }
  return {
    export_type: 'xlsx',
    column_names: entries.map(([key]) => key),
    rows,
    show_sum: entries.some(([, c]) => c.sum),
    show_excel: def.exportable ?? false,
    show_excel_async: def.exportAsync ?? false,
    show_excel_import: def.importable ?? false,
    top_search: topSearch,
    limit: def.limit ?? 20,
    actions,
    has_form: def.fields.length > 0,
    // A list names a row by a column it sends; a name only the form holds is no help to it.
    record_name: def.recordName && def.columns[def.recordName] ? def.recordName : null,
    editable_when: def.editableWhen?.condition ?? null,
    ...(def.tabs
      ? { tabs: Object.entries(def.tabs).map(([name, tab]) => ({ name, title: tab.title[lang] })) }
      : {}),
    ...(def.links ? { links: rowLinks(def.links, lang) } : {}),
  };
}

/** The pages a row opens, labelled as the catalogue labels them. */
function rowLinks(links: NonNullable<ResourceDef['links']>, lang: Lang): RowLink[] {
  return Object.entries(links).map(([name, link]) => ({
    name,
    title: pageByName(link.page)!.label[lang],
    page: link.page,
    when: link.when ?? null,
  }));
}
