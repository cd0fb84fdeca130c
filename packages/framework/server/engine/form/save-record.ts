import type { StoreDb } from '../../platform/tenancy';
import type { OptionCache } from '../columns/option-cache';
import type { ResourceDef } from '../resource/resource-decl';
import { checkValues, completeValues, writeRecord } from './save';
import type { SaveContext } from './save-context';
import { type LineRefusal, prepareLines, writeLines } from './save-lines';

// A Save of one record, its lines with it, in two halves: the checks, then the writes. The form's Save
// (routes/records.ts) and a document import (import-export/import-documents.ts) both save through them, so a
// document imported passes every rule its form's Save holds it to, and is written as that Save writes it.

/** How a save says what it refuses: a form names fields by their titles; an import by its sheet's columns. */
export interface SaveSayings {
  /** A refusal of one of the record's own fields, or of its resource's checks. */
  readonly field: (error: unknown) => unknown;
  /** A refusal of one of its lines; a form's save names the line (`第 3 行：…`) when this is not given. */
  readonly line?: LineRefusal;
}

/** A Save body that passed every check: the record's values, its lines, and the fields kept outside its table. */
export interface CheckedSave {
  readonly values: Record<string, unknown>;
  readonly lines: { lines: Record<string, unknown>[]; header: Record<string, unknown> } | undefined;
  readonly extra: Record<string, unknown>;
}

/**
 * The checks of a Save body (`body.id` set for an update), in the form's order: its own fields as the form shows
 * them, then its lines, then the resource's checks (`beforeSave`, the references). Throws the first refusal.
 */
export async function checkSave(
  def: ResourceDef,
  db: StoreDb,
  options: OptionCache,
  ctx: SaveContext,
  body: Record<string, unknown> & { id?: number },
  say: SaveSayings,
): Promise<CheckedSave> {
  const saying = (error: unknown) => {
    throw say.field(error);
  };
  const extra: Record<string, unknown> = {};
  const checked = await checkValues(def, db, options, body, body.id, extra).catch(saying);
  const lines = def.lines ? await prepareLines(def.lines, db, options, ctx, body, say.line) : undefined;
  const values = await completeValues(def, db, checked, body.id, ctx).catch(saying);
  return { values, lines, extra };
}

/**
 * Writes a checked save: the record with the totals its lines imply, its lines (replacing them on an update),
 * the fields kept outside its table, and a new record's first state. Answers its id, what was written of it and
 * what the resource's own save of the extra fields answered.
 */
export async function writeSave(
  def: ResourceDef,
  db: StoreDb,
  ctx: SaveContext,
  checked: CheckedSave,
  id: number | undefined,
  say: SaveSayings,
): Promise<{ id: number; written: Record<string, unknown>; more: Record<string, unknown> | undefined }> {
  const { lines } = checked;
  const written = { ...checked.values, ...lines?.header };
  const saved = await writeRecord(def, db, written, id);
  if (def.lines && lines) await writeLines(def.lines, db, saved, lines.lines, id !== undefined);
  const more = await def.extra
    ?.save?.(db, saved, checked.extra, { ...ctx, created: id === undefined })
    .catch((error: unknown) => {
      throw say.field(error);
    });
  if (def.flow && id === undefined) await def.flow.created(db, def.name, saved, ctx.accountId, ctx.now);
  return { id: saved, written, more };
}
