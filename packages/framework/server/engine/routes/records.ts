import type { Lang } from '@yanye/i18n';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import type { ApiRoute } from '../../platform/route-def';
import type { StoreDb } from '../../platform/tenancy';
import { OptionCache } from '../columns/option-cache';
import { type Changes, describeChanges, recordState } from '../form/changes';
import { formMeta } from '../form/field-meta';
import { titled } from '../form/field-refusals';
import { formValue } from '../form/fields';
import { assertExists, columnKeys, recordNameKey } from '../form/save';
import type { SaveContext } from '../form/save-context';
import { assertEditable, readLines } from '../form/save-lines';
import { checkSave, writeSave } from '../form/save-record';
import { printDocuments } from '../print/read';
import { delContract, infoContract, saveContract } from '../resource/contracts';
import { namesOf, nameWritten, recordNote, SAID } from '../resource/log-said';
import type { ResourceDef } from '../resource/resource-decl';
import { saveContext } from './context';

/** The record a call names: by `id`, or by the other name the resource gives its id (`app_version_id`). */
function recordIdOf(def: ResourceDef, input: Record<string, unknown>): number | undefined {
  const id = input.id ?? (def.idAlias ? input[def.idAlias] : undefined);
  return typeof id === 'number' ? id : undefined;
}

/** `{api}Info`: one record as its form reads it, or (with `_meta`) the form itself. */
export function infoRoute(def: ResourceDef): ApiRoute {
  const keys = columnKeys(def);
  const nameKey = recordNameKey(def);
  const present = def.recordName ? def.columns[def.recordName]?.present : undefined;
  const shownName = (value: unknown, lang: Lang) => (present ? present(value, lang) : value);
  return route(infoContract(def), {
    handler: async ({ db, lang, deps }, { query }) => {
      const { _meta, _document } = query as { _meta?: unknown; _document?: unknown };
      const id = recordIdOf(def, query as Record<string, unknown>);
      if (_meta)
        return { fields: await formMeta(def.fields, db, lang, def.lines), preview: def.preview ?? null };
      if (!id) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
      const [row] = await db
        .select()
        .from(def.table)
        .where(and(def.scope, eq(def.table.id, id)));
      if (!row) throw notFound();
      const out: Record<string, unknown> = { id: row.id };
      if (def.idAlias) out[def.idAlias] = row.id;
      for (const f of def.fields) out[f.name] = formValue(f, row[keys.get(f.column) ?? '']);
      if (def.extra) Object.assign(out, await def.extra.read(db, id, lang));
      if (def.lines) out[def.lines.name] = await readLines(def.lines, db, id);
      if (def.caption) out._caption = def.caption(row);
      // Said as the list says it (a card number masked).
      if (nameKey) out._name = String(shownName(row[nameKey], lang) ?? '');
      if (def.flow)
        out._history = await def.flow.history(
          db,
          def.name,
          id,
          lang,
          (step) => def.actions[step]?.label,
          deps.config.TIME_ZONE,
        );
      // Its read-only page shows it as it prints: one declaration (`print`) for the paper and the screen.
      if (_document && def.print)
        [out._document] = await printDocuments(def, db, [id], { lang, timeZone: deps.config.TIME_ZONE });
      return out;
    },
  });
}

/** What each save's answer did, for its operator-log row: the record's name and what changed; never sent. */
const doneOf = new WeakMap<object, { readonly name: string; readonly changes?: Changes }>();

/** `{api}Save`: creates without `id`, changes with it (only the fields sent), with its lines, in one go. */
export function saveRoute(def: ResourceDef): ApiRoute {
  return route(
    saveContract(def),
    {
      handler: async ({ db, lang, deps, principal }, input) => {
        const given = input.body as Record<string, unknown>;
        const body = { ...given, id: recordIdOf(def, given) };
        if (body.id !== undefined) {
          await assertExists(def, db, body.id);
          await assertEditable(def, db, [body.id]);
        }
        const options = new OptionCache(db, lang);
        const ctx = saveContext(deps, principal.accountId, lang);
        // The form's own fields first, as the form shows them, then its lines, then the resource's checks.
        // The import names a refused field by its column; a form names it by its title.
        const say = { field: (error: unknown) => titled(error, def.fields, lang) };
        const checked = await checkSave(def, db, options, ctx, body, say);
        const before = body.id === undefined ? undefined : await recordState(def, db, body.id);
        const { id, written, more } = await writeSave(def, db, ctx, checked, body.id, say);
        const answer = { ...more, id };
        const after = before && (await recordState(def, db, id));
        const changes =
          before && after ? await describeChanges(def, db, before, after, deps.config.TIME_ZONE) : undefined;
        // A resource's own extra save may change the record after it was written: its name is read back then.
        const name = (!def.extra?.save && nameWritten(def, written, id)) || (await namesOf(def, db, [id]))[0];
        doneOf.set(answer, { name: name ?? `#${id}`, changes });
        return answer;
      },
      audit: (_input, result) => {
        const { id } = result as { id: number };
        const done = doneOf.get(result as object);
        const names = [done?.name ?? `#${id}`];
        if (!done?.changes) return recordNote(def, [id], names, { text: SAID.created });
        return recordNote(def, [id], names, { text: SAID.changed, ...done.changes });
      },
    },
    { onInvalid: (error, lang) => titled(error, def.fields, lang) },
  );
}

/** The rows `Del` takes away, by the resource's own `remove`, into its recycle bin, or deleted: their ids. */
async function takeAway(def: ResourceDef, db: StoreDb, which: SQL, ctx: SaveContext): Promise<number[]> {
  if (def.remove) return [...(await def.remove(db, which, ctx))];
  const rows = def.trash
    ? await db
        .update(def.table)
        .set({ [columnKeys(def).get(def.trash)!]: ctx.now } as never)
        .where(which)
        .returning({ id: def.table.id })
    : await db.delete(def.table).where(which).returning({ id: def.table.id });
  return rows.map((r) => Number(r.id));
}

/** The names of the records each Del's answer took away, for its operator-log row. */
const namesTaken = new WeakMap<object, readonly string[]>();

/** `{api}Del`: by id or ids; a resource with a recycle bin moves the rows there instead. */
export function delRoute(def: ResourceDef): ApiRoute {
  return route(delContract(def), {
    handler: async ({ db, deps, principal, lang }, input) => {
      const body = input.body as { ids?: number[] };
      const one = recordIdOf(def, input.body as Record<string, unknown>);
      const ids = body.ids ?? (one ? [one] : []);
      if (ids.length === 0) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
      await assertEditable(def, db, ids);
      const ctx = saveContext(deps, principal.accountId, lang);
      await def.beforeDelete?.(db, ids, ctx);
      const named = await namesOf(def, db, ids);
      const taken = await takeAway(def, db, and(def.scope, inArray(def.table.id, ids))!, ctx);
      if (taken.length === 0) throw notFound();
      const answer = { deleted: taken.length, ids: taken };
      namesTaken.set(
        answer,
        taken.map((id) => named[ids.indexOf(id)] ?? `#${id}`),
      );
      return answer;
    },
    audit: (_input, result) => {
      const { ids } = result as { ids: number[] };
      const names = namesTaken.get(result as object) ?? ids.map((id) => `#${id}`);
      return recordNote(def, ids, names, { text: def.trash ? SAID.binned : SAID.deleted });
    },
  });
}
