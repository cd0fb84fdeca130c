import { z } from 'zod';
import { get, post } from '../contract';
import { line } from '../schemas';

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

export const columnSettings = get('/v1/seller/table/ColumnSettings', {
  summary:
    "The signed-in user's columns of a list, in their order; none saved answers `saved: false` and no columns",
  access: 'base',
  query: z.object({ list: listName }),
  response: z.object({ list: z.string(), saved: z.boolean(), columns: z.array(ColumnSetting) }),
});

export const columnSettingsSave = post('/v1/seller/table/ColumnSettingsSave', {
  summary:
    "Keep the signed-in user's columns of a list: every column named once, in order, at least one shown",
  access: 'base',
  // A user's own view of a list, not the store's business: the operator log does not record it.
  write: false,
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
  body: z.object({ list: listName }),
  response: z.object({ removed: z.number().int() }),
});
