/**
 * Limits and figures both ends keep: the server enforces them, the browser says
 * them before it sends. Each is written here once.
 */

/** Quick menus a user may keep on the workbench. */
export const MAX_QUICK_MENUS = 16;

/** Rows above which a synchronous export is refused in favour of the async one. */
export const SYNC_EXPORT_LIMIT = 50_000;

/** A page of a list: 1 to this many rows. */
export const MAX_PAGE_SIZE = 500;

/**
 * A user's column settings of one list (its order, the columns shown, widths dragged or typed): at most this many
 * columns, each between these widths in px.
 */
export const MAX_LIST_COLUMNS = 100;
export const LIST_COLUMN_WIDTH = { min: 40, max: 1200 } as const;

/** The page sizes the list screen offers. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;

/** An import file: its size, its rows, and the kinds of file taken. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

/**
 * Uploads (`UploadImage`, `UploadFile`): the largest file of each kind, and what each kind takes. The type is
 * read from the bytes on the server; the browser checks the name first only to save a useless upload.
 */
export const UPLOAD_LIMITS = {
  image: { maxBytes: 10 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp', 'avif'] },
  file: {
    maxBytes: 100 * 1024 * 1024,
    extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'apk', 'txt', 'csv'],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** Where uploaded files are served, on the console's own host. */
export const UPLOADS_PREFIX = '/uploads/';

/** How long an async export's file is kept, in seconds. */
export const EXPORT_TTL_SECONDS = 7 * 24 * 3600;

/** The longest period a sales report covers, in days. */
export const MAX_REPORT_DAYS = 366;

/** An SMS sign-in code: how long it is good for, and how soon another may be sent, in seconds. */
export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;

/** Export tasks are listed again this often while their popover is open, in ms. */
export const EXPORT_REFRESH_MS = 5000;

/** Views the console keeps alive. */
export const CACHED_VIEWS = 20;

/** A button is disabled this long after a click (docs/business-rules.md, 'The click guard'), in ms. */
export const CLICK_GUARD_MS = 3000;

/** Where every call of the API lives. */
export const API_PREFIX = '/v1/';

/** The OpenAPI document of every served call (open: no sign, no token). */
export const OPENAPI_PATH = `${API_PREFIX}openapi.json`;
