import { type Lang, T, type Texts } from '@yanye/i18n';
import type { Contract, LogChange } from '@yanye/protocol';
import { and, asc, inArray } from 'drizzle-orm';
import type { UserContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { Answer } from '../../platform/route-answer';
import type { ApiRoute, OutsideStage } from '../../platform/route-def';
import type { StoreDb } from '../../platform/tenancy';
import { zodIssueToError } from '../../platform/validation';
import { OptionCache } from '../columns/option-cache';
import { shownValue } from '../form/changes';
import { onField, titled } from '../form/field-refusals';
import { saveSchema } from '../form/field-schemas';
import type { Field } from '../form/fields';
import { columnKeys } from '../form/save';
import { actionContract } from '../resource/contracts';
import { namesOfRows, recordNote, SAID } from '../resource/log-said';
import { referenceColumnOf } from '../resource/references';
import type { Action, ActionWay } from '../resource/resource-actions';
import type { ResourceDef } from '../resource/resource-decl';
import type { RowOf } from '../resource/resource-table';

/** A two-way action asked one way of a row that has gone the other meanwhile (下架 of goods already off sale). */
const WAY_GONE = T('「{name}」现在不能{action}：它的状态已变，请刷新后再试');

/** The way a two-way action goes on a row (下架 on goods on sale), by the row's value of its column. */
function wayOf(def: ResourceDef, action: Action, row: Record<string, unknown>): ActionWay | undefined {
  if (!action.ways) return undefined;
  const column = def.columns[action.ways.key]?.sql;
  const key = column ? columnKeys(def).get(column) : undefined;
  const value = key === undefined ? undefined : row[key];
  return action.ways.by.find((w) => String(w.value) === String(value));
}

/**
 * What an action did in its own words: a two-way action the way it went (下架商品), the same for every row of its
 * call; its title otherwise.
 */
function doneTitle(def: ResourceDef, action: Action, rows: readonly Record<string, unknown>[]): Texts {
  const ways = new Set(rows.map((row) => wayOf(def, action, row)));
  const [way] = ways;
  return ways.size === 1 && way ? way.title : action.title;
}

/**
 * A two-way action asked one way (`way`, as its button said it) runs only on rows that still go that way: what
 * the person saw is what is done, never the other way.
 */
function holdWay(
  def: ResourceDef,
  action: Action,
  rows: readonly Record<string, unknown>[],
  names: readonly string[],
  asked: unknown,
  lang: Lang,
): void {
  if (!action.ways || asked === undefined || asked === null || asked === '') return;
  const way = action.ways.by.find((w) => String(w.value) === String(asked));
  rows.forEach((row, i) => {
    if (wayOf(def, action, row) !== way)
      throw new AppError('CONFLICT', WAY_GONE, {
        name: names[i] ?? `#${String(row.id)}`,
        action: (way ?? wayOf(def, action, row))?.label[lang] ?? action.label[lang],
      });
  });
}

/**
 * What each action did, for its operator-log row: the records' names and what was asked, kept by the call's
 * input (the one object its handler and its log note are both given; an action may answer nothing).
 */
const doneOf = new WeakMap<
  object,
  { readonly names: readonly string[]; readonly asked: LogChange[]; readonly title: Texts }
>();

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
  db: StoreDb,
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
  db: StoreDb,
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

/** Refuses an action the store cannot take now, with its own reason (`ActionDecl.unavailable`). */
async function assertAvailable(action: Action, db: StoreDb): Promise<void> {
  const why = await action.unavailable?.(db);
  if (why) throw new AppError('CONFLICT', why);
}

type ActionBody = Record<string, unknown> & { id?: number; ids?: number[]; way?: unknown };

/** What an action asked for and its outside work answered, done before its transaction opened. */
interface DoneOutside {
  readonly asked: Record<string, unknown>;
  readonly done: unknown;
}

/**
 * An action's call: on `id`, its row locked; a batch action on `ids`, the rows locked in id order and the action
 * run on each in the one transaction. An action with outside work checks its input and does that work first,
 * with no transaction open; what it did is then written whatever changed meanwhile, so nothing done goes unrecorded.
 */
export function actionRoute(def: ResourceDef, action: Action): ApiRoute {
  const fields = action.fields ?? [];
  const idsOf = (body: ActionBody) => (action.batch ? (body.ids ?? []) : [body.id!]);
  const checked = async (db: StoreDb, lang: Lang, body: ActionBody) => {
    await assertAvailable(action, db);
    return actionInput(fields, db, lang, body);
  };
  const outside = action.outside;
  return route(
    actionContract(def, action),
    {
      ...(outside
        ? {
            async outside(stage: OutsideStage<Contract>): Promise<DoneOutside> {
              const body = stage.input.body as ActionBody;
              const asked = await stage.inStore((ctx) => checked(ctx.db, ctx.lang, body));
              return { asked, done: await outside(stage, idsOf(body), asked as never) };
            },
          }
        : {}),
      handler: async (ctx, input, _prepared, early: DoneOutside | undefined) => {
        const body = input.body as ActionBody;
        const asked = early?.asked ?? (await checked(ctx.db, ctx.lang, body));
        const done = early?.done;
        const rows = await lockRows(def, ctx.db, idsOf(body));
        const names = await namesOfRows(def, ctx.db, rows);
        holdWay(def, action, rows, names, body.way, ctx.lang);
        doneOf.set(input, {
          names,
          asked: await inputChanges(fields, asked, ctx),
          title: doneTitle(def, action, rows),
        });
        if (!action.batch) return (await action.run(ctx, rows[0]!, { ...asked, id: body.id }, done)) as never;
        const ids = body.ids ?? [];
        const results: unknown[] = [];
        for (const row of rows)
          results.push(await action.run(ctx, row, { ...asked, id: Number(row.id) }, done));
        const said = action.said?.(results);
        return (
          said
            ? new Answer({ ids }, said.text, said.params)
            : new Answer({ ids }, 'batchDone', { count: ids.length })
        ) as never;
      },
      audit: (input) => {
        const b = input.body as { id?: number; ids?: number[] };
        const ids = (b.ids ?? [b.id]).map(Number);
        const done = doneOf.get(input);
        return recordNote(def, ids, done?.names ?? ids.map((id) => `#${id}`), {
          text: SAID.acted,
          params: { action: done?.title ?? action.title },
          changes: done?.asked,
        });
      },
    },
    { onInvalid: (error, lang) => titled(error, fields, lang) },
  );
}
