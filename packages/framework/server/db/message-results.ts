import pg from 'pg';

// The results of one message of the simple protocol that carried several statements of a write
// (store-session.ts): pg parses a message's results with one row mode and one set of parsers, and each statement
// asked for its own, so the message asks for text and each result is shaped here as its statement asked.

/** Parsers that keep every value as the text PostgreSQL sent: a message's results are shaped one by one. */
export const AS_TEXT = { getTypeParser: () => (value: string) => value };

/**
 * One result of a message sent with `AS_TEXT` in array mode, as pg would have given it for `config` alone: its
 * values parsed by the config's parsers (pg's own by default) and its rows in the config's mode.
 */
export function shaped(raw: pg.QueryResult, config: pg.QueryConfig): pg.QueryResult {
  const types = config.types ?? pg.types;
  const fields = raw.fields ?? [];
  const parsers = fields.map(
    (f) =>
      types.getTypeParser(f.dataTypeID, f.format === 'binary' ? 'binary' : 'text') as (v: string) => unknown,
  );
  const asArray = (config as { rowMode?: string }).rowMode === 'array';
  const rows = (raw.rows as unknown as (string | null)[][]).map((values) => {
    if (asArray) return values.map((v, i) => (v === null ? null : parsers[i]!(v)));
    const row: Record<string, unknown> = {};
    values.forEach((v, i) => {
      row[fields[i]!.name] = v === null ? null : parsers[i]!(v);
    });
    return row;
  });
  return { command: raw.command, rowCount: raw.rowCount, oid: raw.oid, fields, rows };
}
