/** A row of a list as the server sends it: its columns by key. */
export type Row = Record<string, unknown> & { readonly id?: number | string };
