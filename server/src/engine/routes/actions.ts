import type { Lang } from '@yanye/i18n';
import type { LogChange } from '@yanye/protocol';
import { and, asc, inArray } from 'drizzle-orm';
import type { UserContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { Answer } from '../../platform/route-answer';
import type { ApiRoute } from '../../platform/route-def';
import type { TenantDb } from '../../platform/tenancy';
import { zodIssueToError } from '../../platform/validation';
import { shownValue } from '../changes';
import { actionContract } from '../contracts';
import { onField, titled } from '../field-refusals';
import { saveSchema } from '../field-schemas';
import type { Field } from '../fields';
import { namesOfRows, recordNote, SAID } from '../log-said';
import { OptionCache } from '../option-cache';
import { referenceColumnOf } from '../references';
import type { Action } from '../resource-actions';
import type { ResourceDef } from '../resource-decl';
import type { RowOf } from '../resource-table';

/**
 * What each action did, for its operator-log row: the records' names and what was asked, kept by the call's
 * input (the one object its handler and its log note are both given; an action may answer nothing).
 */
const doneOf = new WeakMap<object, { readonly names: readonly string[]; readonly asked: LogChange[] }>();

/** What an action was given (a reason, a verdict), said as its fields' labels and values: `原因 录错数量`. */
async function inputChanges(
  fields: readonly Field[],
  asked: Record<string, unknown>,
  ctx: UserContext,
): Promise<LogChange[]> {
  const said: LogChange[] = [];
  for (const f of fields) {
    const value = asked[f.name];
    if (value === undefined || value === null || value === '' || f.type === 'richtext') continue;
    said.push({ field: f.title, to: await shownValue(f, value, ctx.db, ctx.deps.config.TIME_ZONE) });
  }
  return said.slice(0, 3);
}

/** The rows an action runs on, locked in id order (two batches over the same rows cannot deadlock). */
async function lockRows(
  def: ResourceDef,
  db: TenantDb,
  ids: readonly number[],
): Promise<RowOf<ResourceDef['table']>[]> {
  const rows = await db
    .select()
    .from(def.table)
    .where(and(def.scope, inArray(def.table.id, [...ids])))
    .orderBy(asc(def.table.id))
    .for('update');
  if (rows.length < new Set(ids).size) throw notFound();
  return rows;
}

/** What an action asks for, checked like a form's fields (select options and references included). */
async function actionInput(
  fields: readonly Field[],
  db: TenantDb,
  lang: Lang,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (fields.length === 0) return {};
  const parsed = saveSchema(fields, false).safeParse(body, { reportInput: true });
  if (!parsed.success) throw titled(zodIssueToError(parsed.error.issues[0]), fields, lang);
  const options = new OptionCache(db, lang);
  for (const f of fields) {
    const value = (parsed.data as Record<string, unknown>)[f.name];
    if (value !== undefined && (f.type === 'select' || f.type === 'radio') && !(await options.has(f, value)))
      throw new AppError('BAD_INPUT', 'fieldOption', { field: f.title[lang] }, { field: f.name });
    const ref = referenceColumnOf(f);
    try {
      if (value !== undefined && ref)
        await options.assertInStore(ref, Array.isArray(value) ? value : [value], f.title[lang]);
    } catch (error) {
      throw onField(error, f.name);
    }
  }
  return parsed.data as Record<string, unknown>;
}

/**
 * An action's call: on `id`, its row locked; a batch action on `ids`, the rows locked in id order and the action
 * run on each in the one transaction.
 */
export function actionRoute(def: ResourceDef, action: Action): ApiRoute {
  const fields = action.fields ?? [];
  return route(
    actionContract(def, action),
    {
      handler: async (ctx, input) => {
        const body = input.body as Record<string, unknown> & { id?: number; ids?: number[] };
        const asked = await actionInput(fields, ctx.db, ctx.lang, body);
        if (!action.batch) {
          const [row] = await lockRows(def, ctx.db, [body.id!]);
          doneOf.set(input, {
            names: await namesOfRows(def, ctx.db, [row!]),
            asked: await inputChanges(fields, asked, ctx),
          });
          return (await action.run(ctx, row!, { ...asked, id: body.id })) as never;
        }
        const ids = body.ids ?? [];
        const rows = await lockRows(def, ctx.db, ids);
        doneOf.set(input, {
          names: await namesOfRows(def, ctx.db, rows),
          asked: await inputChanges(fields, asked, ctx),
        });
        for (const row of rows) await action.run(ctx, row, { ...asked, id: Number(row.id) });
        return new Answer({ ids }, 'batchDone', { count: ids.length }) as never;
      },
      audit: (input) => {
        const b = input.body as { id?: number; ids?: number[] };
        const ids = (b.ids ?? [b.id]).map(Number);
        const done = doneOf.get(input);
        return recordNote(def, ids, done?.names ?? ids.map((id) => `#${id}`), {
          text: SAID.acted,
          params: { action: action.title },
          changes: done?.asked,
        });
      },
    },
    { onInvalid: (error, lang) => titled(error, fields, lang) },
  );
}
