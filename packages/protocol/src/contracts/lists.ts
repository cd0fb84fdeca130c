import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { line, plainText, recordId } from '../schemas';

/**
 * A user's columns of a list (显示列), kept on the server per user and per list: which columns are shown, in
 * what order, and the widths the user set. The list is named by its catalogue route name (`GoodsShowManage`).
 * Bounds are checked by the server with their own messages (an unknown column, too many, a width out of
 * `LIST_COLUMN_WIDTH`); the schema only keeps a hostile body small.
 */

/** One column as the user set it: shown or not, and its width in px (null: the list sizes it by its kind). */
export const ColumnSetting = z.object({
  name: line(64).min(1),
  shown: z.boolean(),
  width: z.number().int().nullable(),
});
export type ColumnSetting = z.infer<typeof ColumnSetting>;

const listName = line(100).min(1);

/** The list a call is about, and what it keeps of it. */
const LIST_LABELS = {
  list: T('列表'),
  columns: T('列设置'),
  state: T('视图内容'),
  filters: T('筛选条件'),
  // A column's own fields, as a refusal names them inside the settings (列设置第 2 项的宽度).
  name: T('列名'),
  shown: T('是否显示'),
  width: T('宽度'),
};

export const columnSettings = get('/v1/seller/table/ColumnSettings', {
  summary:
    "The signed-in user's columns of a list, in their order; none saved answers `saved: false` and no columns",
  access: 'base',
  labels: LIST_LABELS,
  query: z.object({ list: listName }),
  response: z.object({ list: z.string(), saved: z.boolean(), columns: z.array(ColumnSetting) }),
});

export const columnSettingsSave = post('/v1/seller/table/ColumnSettingsSave', {
  summary:
    "Keep the signed-in user's columns of a list: every column named once, in order, at least one shown",
  access: 'base',
  // A user's own view of a list, not the store's business: the operator log does not record it.
  write: false,
  labels: LIST_LABELS,
  body: z.object({
    list: listName,
    // Counted by the server against MAX_LIST_COLUMNS with its own message; this only bounds the body.
    columns: z.array(ColumnSetting).max(1000),
  }),
  response: z.object({ list: z.string() }),
});

export const columnSettingsReset = post('/v1/seller/table/ColumnSettingsReset', {
  summary: "Forget the signed-in user's columns of a list: it shows the list's defaults again",
  access: 'base',
  write: false,
  labels: LIST_LABELS,
  body: z.object({ list: listName }),
  response: z.object({ removed: z.number().int() }),
});

/**
 * Saved views of a list (视图, docs/engine.md "Saved views"): a user keeps a list's filters, sort, tab, columns and
 * page size under a name, for themselves or shared with roles of the store, and may pick one as the view the list
 * opens with. Each is checked by the server against its list (filters and sort of the list's own, columns it
 * shows, a page size of `PAGE_SIZES`) with its own messages; the schemas only keep a hostile body small.
 */

/** At most this many views a user keeps of one list; a name is 1 to `LIST_VIEW_NAME_MAX` characters. */
export const MAX_LIST_VIEWS = 30;
export const LIST_VIEW_NAME_MAX = 30;
/** Roles a view may be shared with. */
export const MAX_VIEW_ROLES = 50;

/** What a view keeps of its list: the filters as the list's query sends them, and the rest of what was asked. */
export const SavedViewState = z.object({
  /** Filter values by filter name, as a page's query carries them (`price: '100,2000'`, `status: '1'`). */
  filters: z
    .record(line(64), plainText(200))
    .refine((o) => Object.keys(o).length <= 100, 'filters')
    .default({}),
  /** The sort asked for; null: the list's own. */
  sort: z
    .object({ field: line(64).min(1), ascending: z.boolean() })
    .nullable()
    .default(null),
  /** The list's tab (`_tab`); null: the first, the whole list. */
  tab: line(64).nullable().default(null),
  /** The columns in order, shown or not, with their widths; null: the user's own column settings. */
  columns: z.array(ColumnSetting).max(1000).nullable().default(null),
  /** The page size. */
  limit: z.number().int(),
});
export type SavedViewState = z.infer<typeof SavedViewState>;

export const SavedView = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  /** The signed-in user keeps it (may rename, share, change and delete it). */
  mine: z.boolean(),
  /** Who keeps it, as the console names an operator (nick name, else username). */
  owner: z.string(),
  /** The roles it is shared with; empty: private. */
  role_ids: z.array(z.number().int()),
  state: SavedViewState,
  updated_at: z.number().int(),
});
export type SavedView = z.infer<typeof SavedView>;

const viewId = recordId;
const roleIds = z.array(recordId).max(1000);

export const listViews = get('/v1/seller/table/ListViews', {
  summary:
    'The views of a list the signed-in user may open (their own and those shared with one of their roles), their default, and the roles they may share with',
  access: 'base',
  labels: LIST_LABELS,
  query: z.object({ list: listName }),
  response: z.object({
    list: z.string(),
    views: z.array(SavedView),
    /** The user's default view of the list, if one they may still open. */
    default_id: z.number().int().nullable(),
    /** The store's roles that may open the list: those a view may be shared with. */
    roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const listViewInfo = get('/v1/seller/table/ListViewInfo', {
  summary: 'One view, for a user who may see it and open its list',
  access: 'base',
  query: z.object({ id: viewId }),
  response: SavedView,
});

export const listViewSave = post('/v1/seller/table/ListViewSave', {
  summary:
    'Keep a view of a list (without id) or change one of the user’s own (with id: its name, roles and, when sent, its state)',
  access: 'base',
  write: false,
  body: z.object({
    id: viewId.optional(),
    list: listName,
    name: line(LIST_VIEW_NAME_MAX).min(1),
    role_ids: roleIds.default([]),
    state: SavedViewState.optional(),
  }),
  labels: { ...LIST_LABELS, name: T('视图名称'), role_ids: T('共享给角色') },
  response: SavedView,
});

export const listViewDel = post('/v1/seller/table/ListViewDel', {
  summary: 'Delete one of the user’s own views (it stops being anyone’s default)',
  access: 'base',
  write: false,
  body: z.object({ id: viewId }),
  response: z.object({ id: z.number().int() }),
});

export const listViewDefault = post('/v1/seller/table/ListViewDefault', {
  summary: "Set the signed-in user's default view of a list (a view they may open), or clear it (id 0)",
  access: 'base',
  write: false,
  labels: LIST_LABELS,
  body: z.object({ list: listName, id: z.union([z.literal(0), viewId]) }),
  response: z.object({ list: z.string(), default_id: z.number().int().nullable() }),
});
