import { type Lang, T, type Texts } from '@yanye/i18n';
import { formatMoney } from '@yanye/protocol';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts, flowEvents } from '../../db/schema';
import type { UserContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Answer } from '../../platform/route-answer';
import type { StoreDb } from '../../platform/tenancy';
import type { ActionDecl, InputOf, ResourceFlow } from '../resource/resource-actions';
import type { ResourceTable, RowOf, ValuesOf } from '../resource/resource-table';
import { type Field, input } from './fields';

/** A state of a flow: the status column's value and what it is called (the column's options, said once). */
export interface FlowState {
  readonly value: string | number;
  readonly label: Texts;
}

/** What a step did besides moving the state: more of the record to set, and what its history row says. */
export interface StepOutcome<T extends ResourceTable> {
  readonly set?: ValuesOf<T>;
  /** The history row's note (a reason); by default the step's `note` input, if it has one. */
  readonly note?: string;
  /** What else the history row keeps (an inspected price), by name. */
  readonly data?: Record<string, unknown>;
}

/**
 * A step of a flow: from which states, to which. `to` is one state, or per state the states the person may choose
 * from (an application processed: viewed, interview or rejected); a step that chooses asks for `to_state`.
 */
export interface FlowStep<T extends ResourceTable, F extends readonly Field[] = readonly Field[]> {
  readonly from: readonly (string | number)[];
  readonly to: string | number | Readonly<Record<string, readonly (string | number)[]>>;
  readonly fields?: F;
  readonly confirm?: boolean;
  /**
   * The step's own checks and effects, in the request's transaction with the row locked, before the state
   * changes (a payment booked, an inspection's price kept). Throw an AppError to refuse: nothing is changed.
   */
  apply?(
    ctx: UserContext,
    row: RowOf<T>,
    input: InputOf<F> & { to_state?: string },
  ): Promise<StepOutcome<T> | undefined>;
}

/** A state machine over a resource's status column; its steps are the resource's actions. */
export interface FlowDecl<T extends ResourceTable> {
  readonly status: PgColumn;
  readonly states: readonly FlowState[];
  /** The state a new record starts in, written as the history's first row when the record is created. */
  readonly initial: string | number;
  readonly steps: { readonly [name: string]: FlowStep<T, readonly Field[]> };
  /** Steps the system takes on its own (a campaign started by the clock), never offered: their history titles. */
  readonly events?: Readonly<Record<string, Texts>>;
}

/** A row of a record's history, as `recordStep` writes it. */
export interface StepRecord {
  readonly entity: string;
  readonly recordId: number;
  readonly step: string;
  readonly from?: string;
  readonly to: string;
  readonly note?: string;
  readonly data?: Record<string, unknown>;
  /** Who took it; null for the system (the clock). */
  readonly accountId: number | null;
  readonly at: number;
}

/** Adds a step to a record's history (which is only ever added to): a person's, or one of the flow's `events`. */
export async function recordStep(db: StoreDb, r: StepRecord): Promise<void> {
  await db.insert(flowEvents).values({
    entity: r.entity,
    recordId: r.recordId,
    step: r.step,
    ...(r.from === undefined ? {} : { fromState: r.from }),
    toState: r.to,
    ...(r.note === undefined ? {} : { note: r.note }),
    ...(r.data === undefined ? {} : { data: r.data }),
    accountId: r.accountId,
    createdAt: r.at,
  });
}

const MESSAGES = {
  refused: T('当前状态为“{state}”，不能{step}'),
  notAllowed: T('不能从“{from}”变为“{to}”'),
  toState: T('处理结果'),
  created: T('创建'),
};

/** The property name of a table's column (`status` for `recycle_orders.status`). */
function keyOf(table: ResourceTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`flow: the status column ${column.name} is not a column of its table`);
  return found[0];
}

/** The flow as the engine keeps it: its declaration, its steps as actions, and its history. */
export interface Flow<T extends ResourceTable> extends ResourceFlow<T> {
  readonly decl: FlowDecl<T>;
}

/** Declares a state machine; `defineResource({ flow })` serves its steps and its history. */
export function defineFlow<T extends ResourceTable>(decl: FlowDecl<T>): Flow<T> {
  const labelOf = new Map(decl.states.map((s) => [String(s.value), s.label]));
  const label = (state: unknown): Texts =>
    labelOf.get(String(state)) ?? {
      zh: String(state),
      en: String(state),
      es: String(state),
      ja: String(state),
    };
  const ordered = decl.states.map((s) => s.value);

  function targets(step: FlowStep<T>, from: string | number): readonly (string | number)[] {
    if (typeof step.to !== 'object') return [step.to];
    return step.to[String(from)] ?? [];
  }

  function actionOf(entity: string, name: string, step: FlowStep<T>, stepTitle: Texts): ActionDecl<T> {
    const chooses = typeof step.to === 'object';
    const choices = chooses
      ? ordered.filter((s) => Object.values(step.to as Record<string, unknown[]>).some((l) => l.includes(s)))
      : [];
    const fields: readonly Field[] = [
      ...(chooses
        ? [
            input('to_state', MESSAGES.toState, 'select', {
              required: true,
              options: choices.map((value) => ({ value: String(value), label: label(value) })),
            }),
          ]
        : []),
      ...(step.fields ?? []),
    ];
    return {
      when: { [keyOf(declTable(decl), decl.status)]: step.from },
      confirm: step.confirm ?? fields.length === 0,
      ...(fields.length > 0 ? { fields } : {}),
      async run(ctx, row, given) {
        const statusKey = keyOf(declTable(decl), decl.status);
        const from = (row as Record<string, unknown>)[statusKey] as string | number;
        const asked = given as Record<string, unknown> & { to_state?: string };
        if (!step.from.map(String).includes(String(from)))
          throw new AppError('CONFLICT', MESSAGES.refused, { state: label(from), step: stepTitle });
        const to = chooses
          ? targets(step, from).find((s) => String(s) === asked.to_state)
          : (step.to as string | number);
        if (to === undefined)
          throw new AppError('CONFLICT', MESSAGES.notAllowed, {
            from: label(from),
            to: label(asked.to_state),
          });
        const outcome = (await step.apply?.(ctx, row, asked as never)) ?? {};
        const table = declTable(decl);
        const now = ctx.deps.now();
        const id = Number((row as { id: unknown }).id);
        // The row is locked by the action's call; the state in the condition is the second wall.
        const moved = await ctx.db
          .update(table)
          .set({ ...outcome.set, [statusKey]: to } as never)
          .where(and(eq(table.id, id), eq(decl.status, from)))
          .returning({ id: table.id });
        if (moved.length === 0)
          throw new AppError('CONFLICT', MESSAGES.refused, { state: label(from), step: stepTitle });
        await recordStep(ctx.db, {
          entity,
          recordId: id,
          step: name,
          from: String(from),
          to: String(to),
          note: outcome.note ?? (typeof asked.note === 'string' ? asked.note : ''),
          data: outcome.data ?? {},
          accountId: ctx.principal.accountId,
          at: now,
        });
        return new Answer({ id, status: to }, 'ok');
      },
    };
  }

  return {
    decl,
    status: decl.status,
    actions(entity, title) {
      return Object.fromEntries(
        Object.entries(decl.steps).map(([name, step]) => [name, actionOf(entity, name, step, title(name))]),
      );
    },
    async created(db, entity, id, accountId, now) {
      await recordStep(db, {
        entity,
        recordId: id,
        step: 'create',
        to: String(decl.initial),
        accountId,
        at: now,
      });
    },
    async history(db, entity, id, lang, title, timeZone) {
      const rows = await db
        .select({
          step: flowEvents.step,
          from: flowEvents.fromState,
          to: flowEvents.toState,
          note: flowEvents.note,
          data: flowEvents.data,
          accountId: flowEvents.accountId,
          createdAt: flowEvents.createdAt,
        })
        .from(flowEvents)
        .where(and(eq(flowEvents.entity, entity), eq(flowEvents.recordId, id)))
        .orderBy(asc(flowEvents.id));
      const ids = [...new Set(rows.map((r) => r.accountId).filter((a): a is number => a !== null))];
      const people =
        ids.length === 0
          ? []
          : await db
              .select({ id: accounts.id, nick: accounts.nickName, user: accounts.username })
              .from(accounts)
              .where(inArray(accounts.id, ids));
      const nameOf = new Map(people.map((p) => [Number(p.id), p.nick || p.user]));
      return rows.map((r) => ({
        step: r.step,
        step_title: (r.step === 'create'
          ? MESSAGES.created
          : (decl.events?.[r.step] ?? title(r.step) ?? MESSAGES.created))[lang],
        from: r.from,
        to: r.to,
        from_title: r.from ? label(r.from)[lang] : '',
        to_title: label(r.to)[lang],
        note: r.note,
        data: r.data,
        detail: describe(r.data, decl.steps[r.step]?.fields ?? [], lang, timeZone),
        by: r.accountId === null ? '' : (nameOf.get(Number(r.accountId)) ?? ''),
        created_at: Number(r.createdAt),
      }));
    },
  };
}

/**
 * What a step kept, in the user's words: each value under its field's title (money in yuan, a time in the store's
 * zone, a choice by its label, pictures counted); values of no field of the step are the step's own business.
 */
function describe(
  data: Record<string, unknown>,
  fields: readonly Field[],
  lang: Lang,
  timeZone: string,
): string {
  const shown = (f: Field, v: unknown): string => {
    if (f.type === 'money') return formatMoney(v);
    if (f.type === 'datetime' || f.type === 'date')
      return new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        dateStyle: 'short',
        ...(f.type === 'datetime' ? { timeStyle: 'short' } : {}),
      }).format(new Date(Number(v) * 1000));
    if (Array.isArray(v)) return String(v.length);
    const option = Array.isArray(f.options)
      ? f.options.find((o) => String(o.value) === String(v))
      : undefined;
    if (option) return typeof option.label === 'string' ? option.label : option.label[lang];
    return String(v);
  };
  return fields
    .filter(
      (f) => f.name !== 'note' && data[f.name] !== undefined && data[f.name] !== null && data[f.name] !== '',
    )
    .map((f) => `${f.title[lang]}: ${shown(f, data[f.name])}`)
    .join('  ');
}

/** The table a flow's status column belongs to. */
function declTable<T extends ResourceTable>(decl: FlowDecl<T>): T {
  return (decl.status as unknown as { table: T }).table;
}
