import { and, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/errors';
import { type ApiRoute, route } from '../../platform/route';
import { delContract, infoContract, saveContract } from '../contracts';
import { formMeta, formValue } from '../fields';
import type { ResourceDef } from '../resource';
import {
  assertEditable,
  assertExists,
  checkValues,
  columnKeys,
  completeValues,
  OptionCache,
  prepareLines,
  readLines,
  titled,
  writeLines,
  writeRecord,
} from '../save';
import { saveContext } from './context';

/** `{api}Info`: one record as its form reads it, or (with `_meta`) the form itself. */
export function infoRoute(def: ResourceDef): ApiRoute {
  const keys = columnKeys(def);
  return route(infoContract(def), {
    handler: async ({ db, lang }, { query }) => {
      const { id, _meta } = query as { id?: number; _meta?: unknown };
      if (_meta) return { fields: await formMeta(def.fields, db, lang, def.lines) };
      if (!id) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
      const [row] = await db
        .select()
        .from(def.table)
        .where(and(def.scope, eq(def.table.id, id)));
      if (!row) throw notFound();
      const out: Record<string, unknown> = { id: row.id };
      for (const f of def.fields) out[f.name] = formValue(f, row[keys.get(f.column) ?? '']);
      if (def.lines) out[def.lines.name] = await readLines(def.lines, db, id);
      return out;
    },
  });
}

/** `{api}Save`: creates without `id`, changes with it (only the fields sent), with its lines, in one go. */
export function saveRoute(def: ResourceDef): ApiRoute {
  return route(
    saveContract(def),
    {
      handler: async ({ db, lang, deps, principal }, input) => {
        const body = input.body as Record<string, unknown> & { id?: number };
        if (body.id !== undefined) {
          await assertExists(def, db, body.id);
          await assertEditable(def, db, [body.id]);
        }
        const options = new OptionCache(db, lang);
        const ctx = saveContext(deps, principal.accountId, lang);
        // The form's own fields first, as the form shows them, then its lines, then the resource's checks.
        // The import names a refused field by its column; a form names it by its title.
        const byTitle = (error: unknown) => {
          throw titled(error, def.fields, lang);
        };
        const checked = await checkValues(def, db, options, body, body.id).catch(byTitle);
        const lines = def.lines ? await prepareLines(def.lines, db, options, ctx, body) : undefined;
        const values = await completeValues(def, db, checked, body.id, ctx).catch(byTitle);
        const id = await writeRecord(def, db, { ...values, ...lines?.header }, body.id);
        if (def.lines && lines) await writeLines(def.lines, db, id, lines.lines, body.id !== undefined);
        return { id };
      },
      audit: ({ body }, result) => ({
        target: String((result as { id: number }).id),
        summary: `${(body as { id?: number }).id ? '编辑' : '添加'}${def.noun.zh}`,
      }),
    },
    { onInvalid: (error, lang) => titled(error, def.fields, lang) },
  );
}

/** `{api}Del`: by id or ids; a resource with a recycle bin moves the rows there instead. */
export function delRoute(def: ResourceDef): ApiRoute {
  return route(delContract(def), {
    handler: async ({ db, deps }, input) => {
      const body = input.body as { id?: number; ids?: number[] };
      const ids = body.ids ?? (body.id ? [body.id] : []);
      if (ids.length === 0) throw new AppError('BAD_INPUT', 'fieldRequired', { field: 'id' });
      await assertEditable(def, db, ids);
      await def.beforeDelete?.(db, ids);
      const which = and(def.scope, inArray(def.table.id, ids));
      const deleted = def.trash
        ? await db
            .update(def.table)
            .set({ [columnKeys(def).get(def.trash)!]: deps.now() } as never)
            .where(which)
            .returning({ id: def.table.id })
        : await db.delete(def.table).where(which).returning({ id: def.table.id });
      if (deleted.length === 0) throw notFound();
      return { deleted: deleted.length, ids: deleted.map((r) => Number(r.id)) };
    },
    audit: (_input, result) => {
      const { ids } = result as { ids: number[] };
      return { target: ids.join(','), summary: `删除${def.noun.zh}${def.trash ? '（移入回收站）' : ''}` };
    },
  });
}
