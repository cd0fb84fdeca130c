import type { FieldMeta, FormMeta, TableMeta } from '@yanye/protocol';
import type { FieldSpec, Hint, InputShape, Kind } from './shape';

export type { Hint } from './shape';

/**
 * What the API says of its own forms beyond the contracts' shapes: each resource's form metadata (`Info?_meta=1`)
 * and its actions' fields (the list's `_meta=1`) name each field's type, bounds, whether it is required, and its
 * options, or the call that lists them. The fuzz reads them first, so that the valid-looking values it draws are
 * really valid (a customer's type is `customer`, a line's material one the store has) and a hostile value in one
 * field meets the handler rather than a refusal of another field.
 */

/** Hints by path of the call whose body the fields are (a Save, an action), then by field name. */
export type Hints = Map<string, ReadonlyMap<string, Hint>>;

/** Answers the `data` of a successful GET, or undefined. */
export type Fetch = (path: string, query: Record<string, string>) => Promise<unknown>;

interface TreeNode {
  readonly value: number;
  readonly children?: readonly TreeNode[];
}

function treeValues(nodes: readonly TreeNode[]): number[] {
  return nodes.flatMap((n) => [n.value, ...treeValues(n.children ?? [])]);
}

type Row = Readonly<Record<string, unknown>>;

/** Rows of an options call (`path?type=vendor`); a parameter another field fills (`{warehouse_id}`) is left out. */
async function optionRows(api: string, fetch: Fetch, cache: Map<string, Row[]>): Promise<Row[]> {
  const known = cache.get(api);
  if (known) return known;
  const [path = '', query = ''] = api.split('?');
  const params = Object.fromEntries([...new URLSearchParams(query)].filter(([, v]) => !v.startsWith('{')));
  const data = await fetch(path, params);
  const items = Array.isArray(data) ? (data as (TreeNode & Row)[]) : [];
  const rows = items.some((i) => i.children) ? treeValues(items).map((value) => ({ value })) : items;
  cache.set(api, rows.slice(0, 30));
  return rows.slice(0, 30);
}

async function hintOf(f: FieldMeta, fetch: Fetch, cache: Map<string, Row[]>): Promise<Hint> {
  const options = f.options?.map((o) => o.value) ?? [];
  const rows = f.options_api ? await optionRows(f.options_api, fetch, cache) : [];
  const fromApi = rows.map((r) => r.value);
  const columns = f.columns ? await hintsOf(f.columns, fetch, cache) : undefined;
  return {
    type: f.type,
    required: f.required,
    min: f.rules.min,
    max: f.rules.max,
    decimal: f.decimal,
    multiple: f.multiple,
    values: [...options, ...fromApi].filter((v) => typeof v === 'string' || typeof v === 'number'),
    rows,
    columns,
  };
}

async function hintsOf(fields: readonly FieldMeta[], fetch: Fetch, cache: Map<string, Row[]>) {
  const out = new Map<string, Hint>();
  for (const f of fields) out.set(f.name, await hintOf(f, fetch, cache));
  return out;
}

/** A hint that says only which values a field takes (several, for a list). */
function valuesHint(values: readonly (string | number)[], multiple = false): Hint {
  const rows: Row[] = [];
  return {
    type: 'select',
    required: false,
    min: null,
    max: null,
    decimal: null,
    multiple,
    values,
    rows,
    columns: undefined,
  };
}

/** Filters as the list screen sends them: a range of numbers or seconds, a day, an option. */
const FILTER_VALUES: Readonly<Record<string, readonly string[]>> = {
  number: ['1,100', '0,', ',5', '3'],
  date: ['1700000000,1800000000', '1700000000,'],
  datetime: ['1700000000,1800000000', ',1800000000'],
  eqdate: ['1763769600', '1700000000,1800000000'],
  text: ['盐', 'a', '1'],
};

/** A list's query fields: its sortable columns, its tabs, and each filter's values. */
function listHints(meta: Partial<TableMeta>): Map<string, Hint> {
  const out = new Map<string, Hint>();
  const sortable = Object.entries(meta.rows ?? {}).filter(([, c]) => c.sort);
  out.set('sort', valuesHint(sortable.map(([key]) => key)));
  if (meta.tabs) out.set('_tab', valuesHint(meta.tabs.map((t) => t.name)));
  for (const f of meta.top_search ?? []) {
    const options = f.options?.map((o) => String(o.value)) ?? [];
    out.set(f.name, valuesHint(options.length > 0 ? options : (FILTER_VALUES[f.type] ?? [])));
  }
  return out;
}

/**
 * Reads the metadata of every call that has it (`_meta` in its query): a form's fields are its Save's, an
 * action's fields its own call's, a list's columns and filters its own query's.
 */
export async function harvestHints(metaPaths: readonly string[], fetch: Fetch): Promise<Hints> {
  const hints: Hints = new Map();
  const cache = new Map<string, Row[]>();
  for (const path of metaPaths) {
    const meta = (await fetch(path, { _meta: '1' })) as Partial<FormMeta & TableMeta> | undefined;
    if (meta?.fields && path.endsWith('Info'))
      hints.set(path.replace(/Info$/, 'Save'), await hintsOf(meta.fields, fetch, cache));
    if (meta?.rows) hints.set(path, listHints(meta));
    for (const action of meta?.actions ?? []) {
      if (action.fields) hints.set(action.api, await hintsOf(action.fields, fetch, cache));
    }
  }
  return hints;
}

/**
 * Values of fields that name the console's own pages and calls (a role's, a quick menu's): those the admin may
 * use, as `OperatorPermission` lists them. Keyed by field name, for any call.
 */
export async function permissionHints(path: string, fetch: Fetch): Promise<ReadonlyMap<string, Hint>> {
  const data = (await fetch(path, {})) as { path_arr?: string[]; api_arr?: string[] } | undefined;
  const pages = (data?.path_arr ?? []).slice(0, 40);
  const apis = (data?.api_arr ?? []).slice(0, 40);
  return new Map([
    ['path_arr', valuesHint(pages, true)],
    ['api_arr', valuesHint(apis, true)],
    ['path', valuesHint(pages)],
  ]);
}

const KINDS: Readonly<Record<FieldMeta['type'], Kind>> = {
  text: { t: 'string', max: undefined, pattern: undefined },
  textarea: { t: 'string', max: undefined, pattern: undefined },
  richtext: { t: 'string', max: undefined, pattern: undefined },
  phone: { t: 'string', max: undefined, pattern: undefined },
  bankcard: { t: 'string', max: undefined, pattern: undefined },
  image: { t: 'string', max: undefined, pattern: undefined },
  images: { t: 'array', of: { t: 'string', max: undefined, pattern: undefined } },
  file: { t: 'string', max: undefined, pattern: undefined },
  number: { t: 'number', int: false },
  money: { t: 'number', int: true },
  switch: { t: 'number', int: true },
  date: { t: 'number', int: true },
  datetime: { t: 'number', int: true },
  tree: { t: 'number', int: true },
  select: { t: 'unknown' },
  radio: { t: 'unknown' },
  lines: { t: 'unknown' },
  region: { t: 'string', max: undefined, pattern: undefined },
};

/** The fields of a line, as a shape of their own. */
function lineShape(columns: ReadonlyMap<string, Hint>): InputShape {
  return {
    open: true,
    fields: [...columns].map(([name, hint]) => ({
      name,
      kind: KINDS[hint.type],
      optional: !hint.required,
      hint,
    })),
  };
}

/**
 * A contract's shape with what the metadata says of its fields (required ones, a document's lines), or failing
 * that what holds for a field of that name in any call (`byName`).
 */
export function hinted(
  shape: InputShape,
  hints: ReadonlyMap<string, Hint> | undefined,
  byName: ReadonlyMap<string, Hint>,
): InputShape {
  const fields = shape.fields.map((f): FieldSpec => {
    const hint = hints?.get(f.name) ?? byName.get(f.name);
    if (!hint) return f;
    const kind: Kind = hint.columns
      ? { t: 'array', of: { t: 'object', shape: lineShape(hint.columns) } }
      : f.kind;
    return { ...f, kind, optional: f.optional && !hint.required, hint };
  });
  return { ...shape, fields };
}
