import { T, type Texts } from '@yanye/i18n';
import { and, asc, eq, getTableColumns, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { UserContext } from '../../platform/context';
import { type AppError, badInput } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import type { Field } from '../form/fields';
import { defineFlow, type FlowStep, recordStep, type StepOutcome } from '../form/flow';
import type { SaveContext } from '../form/save-context';
import { formatDateTime } from '../format';
import type { ActionDecl, ResourceFlow } from '../resource/resource-actions';
import type { ListTabDef } from '../resource/resource-lists';
import type { ResourceTable, RowOf, ValuesOf } from '../resource/resource-table';

/**
 * A timed campaign (an auction lot, a group buy, a flash-sale session): a draft is published (scheduled), the clock
 * runs it from its start (running) to its end (ended), or a person stops it with a reason (stopped). Lists derive
 * what the clock has done in SQL, by the database's clock (`campaignSql`); checks by the server's (`campaignStateAt`);
 * and the clock's moves are made permanent, each with a history row, by the add-on's sweep or by the first step or
 * request that touches the record (`catchUp`). The stored state only ever moves forward: a move written is kept.
 */

export const CAMPAIGN_STATES = ['draft', 'scheduled', 'running', 'ended', 'stopped'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_TITLES: Readonly<Record<CampaignState, Texts>> = {
  draft: T('草稿'),
  scheduled: T('未开始'),
  running: T('进行中'),
  ended: T('已结束'),
  stopped: T('已停止'),
};

/** The states as a status column's options (and a flow's states). */
export const CAMPAIGN_STATE_OPTIONS = CAMPAIGN_STATES.map((value) => ({
  value,
  label: CAMPAIGN_STATE_TITLES[value],
}));

/** The history's steps the clock takes (the others are the flow's buttons). */
export type ClockStep = 'start' | 'end';

export const CLOCK_STEP_TITLES: Readonly<Record<ClockStep, Texts>> = {
  start: T('活动开始'),
  end: T('活动结束'),
};

const MESSAGES = {
  endBeforeStart: T('结束时间 {end} 须晚于开始时间 {start}'),
  endPassed: T('结束时间 {end} 已过，请改到以后'),
  tooLong: T('从开始到结束最长 {days} 天'),
  reasonShort: T('请填写停止原因（至少 2 个字）'),
};

/** The states the clock moves on from. */
const OPEN = ['scheduled', 'running'] as const;

/** What the clock reads of a campaign. */
export interface Timed {
  readonly status: string;
  readonly startAt: number;
  readonly endAt: number;
}

/**
 * Where a campaign is at `now`, by its stored state and its times: the stored one, moved on by the clock (running
 * from its start, ended at its end, to the second).
 */
export function campaignStateAt(row: Timed, now: number): CampaignState {
  const status = row.status as CampaignState;
  if (status !== 'scheduled' && status !== 'running') return status;
  if (row.endAt <= now) return 'ended';
  return status === 'running' || row.startAt <= now ? 'running' : 'scheduled';
}

/**
 * The times a campaign is saved with, as it will be (what the save sends over what it holds): a start and an end
 * both given (0 is no time), the end after the start and still to come, and, with `maxDays`, no longer than that.
 * Each refusal names its field and says the times in the store's zone. Checked by the campaign's `beforeSave`, so
 * a Save and an import hold it alike.
 */
export function checkCampaignTimes(
  next: { readonly startAt?: unknown; readonly endAt?: unknown },
  ctx: Pick<SaveContext, 'now' | 'timeZone'>,
  maxDays?: number,
): void {
  const startAt = Number(next.startAt ?? 0);
  const endAt = Number(next.endAt ?? 0);
  if (!(startAt > 0)) throw badInput('fieldRequired', { field: 'start_at' });
  if (!(endAt > 0)) throw badInput('fieldRequired', { field: 'end_at' });
  const at = (time: number) => formatDateTime(time, ctx.timeZone);
  if (endAt <= startAt)
    throw badInput(MESSAGES.endBeforeStart, { end: at(endAt), start: at(startAt), field: 'end_at' });
  if (endAt <= ctx.now) throw badInput(MESSAGES.endPassed, { end: at(endAt), field: 'end_at' });
  if (maxDays !== undefined && endAt - startAt > maxDays * 86_400)
    throw badInput(MESSAGES.tooLong, { days: maxDays, field: 'end_at' });
}

/** The database's clock, as lists read it (a list has no request clock to go by). */
export const DB_NOW = sql`extract(epoch from now())::bigint`;

/** A table's campaign columns (another table's lists may use a joined campaign's). */
export interface CampaignColumns {
  readonly status: PgColumn;
  readonly startAt: PgColumn;
  readonly endAt: PgColumn;
}

/** `campaignStateAt` in SQL: the state as lists show it, each state as a filter, and what the clock ended unseen. */
export interface CampaignSql {
  readonly state: SQL<CampaignState>;
  readonly where: Readonly<Record<CampaignState, SQL>>;
  /** Published, not yet stored as ended, and past its end: ended by the clock, the sweep not there yet. */
  readonly pastEnd: SQL;
}

/** The derived state over a table's columns, by `now` (the database's clock unless told), said once. */
export function campaignSql(c: CampaignColumns, now: SQL = DB_NOW): CampaignSql {
  const pastEnd = sql`(${c.status} in ('scheduled', 'running') and ${c.endAt} <= ${now})`;
  const where: Record<CampaignState, SQL> = {
    draft: sql`(${c.status} = 'draft')`,
    scheduled: sql`(${c.status} = 'scheduled' and ${c.startAt} > ${now} and ${c.endAt} > ${now})`,
    running: sql`((${c.status} = 'running' or (${c.status} = 'scheduled' and ${c.startAt} <= ${now}))
      and ${c.endAt} > ${now})`,
    ended: sql`(${c.status} = 'ended' or ${pastEnd})`,
    stopped: sql`(${c.status} = 'stopped')`,
  };
  const state = sql<CampaignState>`(case when ${where.ended} then 'ended'
    when ${where.running} then 'running' else ${c.status} end)`;
  return { state, where, pastEnd };
}

/** A list's tabs by state: the whole list first, then one per state, counted by the very filters. */
export function campaignTabs(s: CampaignSql, all: Texts): Record<string, ListTabDef> {
  return {
    all: { title: all },
    ...Object.fromEntries(
      CAMPAIGN_STATES.map((v) => [v, { title: CAMPAIGN_STATE_TITLES[v], where: s.where[v] }]),
    ),
  };
}

/** A campaign's table: its columns go by these property names. */
export type CampaignTable = ResourceTable &
  CampaignColumns & { readonly updatedAt: PgColumn; readonly stopReason: PgColumn };

/** What ending a campaign by the clock does besides (an auction settles): more to set, and its history's data. */
export interface EndOutcome<T extends CampaignTable> {
  readonly set?: ValuesOf<T>;
  readonly data?: Record<string, unknown>;
}

export interface CampaignDecl<T extends CampaignTable> {
  /** The catalogue entity whose history the clock's moves join (the resource's `entity`). */
  readonly entity: string;
  readonly table: T;
  /** Where a stop's time is kept (`stopped_at`; an auction's `ended_at`). */
  readonly stoppedAt: PgColumn;
  /** When it was published, if the table keeps it (else its last change before its start, `updated_at`). */
  readonly publishedAt?: PgColumn;
  /** The clock's steps in the add-on's own words (an auction's 到时开拍). */
  readonly clockTitles?: Readonly<Record<ClockStep, Texts>>;
  /** Run under the row's lock just before the clock ends it (an auction settles its deposits). */
  onEnd?(db: StoreDb, row: RowOf<T>, now: number): Promise<EndOutcome<T>>;
}

/** What one sweep moved: the ids started (running or straight on to ended) and the ids ended. */
export interface ClockMoves {
  readonly started: readonly number[];
  readonly ended: readonly number[];
  /** How many campaigns moved at all. */
  readonly moved: number;
}

/** A campaign's Publish and Stop, in the add-on's words, and its other steps. */
export interface CampaignFlowDecl<T extends CampaignTable> {
  readonly publish: {
    readonly confirm?: boolean;
    /** The refusal of a draft whose end has passed. */
    readonly ended: (row: RowOf<T>, ctx: UserContext) => AppError;
    /** More checks and effects (a slot that must not overlap another), with the row locked. */
    readonly apply?: (ctx: UserContext, row: RowOf<T>, now: number) => Promise<StepOutcome<T> | undefined>;
  };
  readonly stop: {
    /** The reason's field; what it holds, trimmed, is kept as the stop reason and the history's note. */
    readonly reason: Field;
    /** The refusal of one the clock has ended meanwhile; without it, the flow's refusal of its state. */
    readonly ended?: (row: RowOf<T>, ctx: UserContext) => AppError;
    /** The stop's effects (deposits refunded, groups failed), with the row locked. */
    readonly apply?: (ctx: UserContext, row: RowOf<T>, now: number) => Promise<StepOutcome<T> | undefined>;
  };
  readonly steps?: { readonly [name: string]: FlowStep<T> };
}

export interface Campaign<T extends CampaignTable> {
  readonly decl: CampaignDecl<T>;
  /** The derived state over the table's own columns. */
  readonly sql: CampaignSql;
  /**
   * Makes permanent what the clock has done to a campaign by `now` (started it, ended it), in the caller's
   * transaction with the row locked, each move a guarded update with its history row; answers the row as it is.
   */
  catchUp(db: StoreDb, row: RowOf<T>, now: number): Promise<RowOf<T>>;
  /**
   * The clock's step of a sweep: catches up the campaigns due by `now`, at most `batch`, skipping any a request
   * holds (the next run takes it). Safe to run twice and beside itself: each row is locked, each move guarded.
   */
  sweep(db: StoreDb, now: number, batch?: number): Promise<ClockMoves>;
  /**
   * The campaign's flow (Publish, Stop and the add-on's steps) as the resource serves it: before each step, what
   * the clock has done is made permanent, so a step goes by the true state and the history stays in order.
   */
  flow(f: CampaignFlowDecl<T>): ResourceFlow<T>;
}

/** The property name of a table's column (`stoppedAt` for `stopped_at`). */
function keyOf(table: CampaignTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`campaign: ${column.name} is not a column of its table`);
  return found[0];
}

/** Declares a table's campaign: its clock (catch-up and sweep) and its flow. */
export function defineCampaign<T extends CampaignTable>(decl: CampaignDecl<T>): Campaign<T> {
  const t = decl.table;
  const titles = decl.clockTitles ?? CLOCK_STEP_TITLES;
  const publishedKey = decl.publishedAt ? keyOf(t, decl.publishedAt) : 'updatedAt';
  const stoppedKey = keyOf(t, decl.stoppedAt);
  type R = RowOf<T> & Timed & { readonly id: number; readonly updatedAt: number };

  /** Moves one row from `from` by a guarded update, answering it as moved, or nothing if it had moved already. */
  async function move(db: StoreDb, id: number, from: readonly string[], set: Record<string, unknown>) {
    const [moved] = (await db
      .update(t)
      .set(set as never)
      .where(and(eq(t.id, id), inArray(t.status, [...from])))
      .returning()) as unknown as R[];
    return moved;
  }

  const clock = (db: StoreDb, row: R, step: ClockStep, at: number, data?: Record<string, unknown>) =>
    recordStep(db, {
      entity: decl.entity,
      recordId: row.id,
      step,
      from: step === 'start' ? 'scheduled' : 'running',
      to: step === 'start' ? 'running' : 'ended',
      ...(data ? { data } : {}),
      accountId: null,
      at,
    });

  async function catchUp(db: StoreDb, locked: RowOf<T>, now: number): Promise<RowOf<T>> {
    const row = locked as R;
    const due = campaignStateAt(row, now);
    if (due === row.status) return row;
    let current = row;
    if (current.status === 'scheduled') {
      const started = await move(db, row.id, ['scheduled'], { status: 'running', updatedAt: now });
      if (!started) return row;
      // Published after its start time, it ran from its publishing.
      const published = Number((row as Record<string, unknown>)[publishedKey] ?? 0);
      await clock(db, row, 'start', Math.min(Math.max(row.startAt, published), row.endAt, now));
      current = started;
    }
    if (due !== 'ended') return current;
    const outcome = (await decl.onEnd?.(db, current, now)) ?? {};
    const ended = await move(db, row.id, OPEN, { updatedAt: now, ...outcome.set, status: 'ended' });
    if (!ended) return current;
    await clock(db, current, 'end', current.endAt, outcome.data);
    return ended;
  }

  async function sweep(db: StoreDb, now: number, batch = 200): Promise<ClockMoves> {
    const due = (await db
      .select()
      .from(t as CampaignTable)
      .where(
        or(
          and(eq(t.status, 'scheduled'), lte(t.startAt, now)),
          and(inArray(t.status, [...OPEN]), lte(t.endAt, now)),
        ),
      )
      .orderBy(asc(t.endAt), asc(t.id))
      .limit(batch)
      .for('update', { skipLocked: true })) as unknown as R[];
    const started: number[] = [];
    const ended: number[] = [];
    for (const row of due) {
      const after = (await catchUp(db, row, now)) as R;
      if (row.status === 'scheduled' && after.status !== 'scheduled') started.push(row.id);
      if (row.status !== 'ended' && after.status === 'ended') ended.push(row.id);
    }
    return { started, ended, moved: new Set([...started, ...ended]).size };
  }

  function flow(f: CampaignFlowDecl<T>): ResourceFlow<T> {
    const publish: FlowStep<T> = {
      from: ['draft'],
      to: 'scheduled',
      ...(f.publish.confirm === undefined ? {} : { confirm: f.publish.confirm }),
      async apply(ctx, row) {
        const now = ctx.deps.now();
        if ((row as R).endAt <= now) throw f.publish.ended(row, ctx);
        const more = (await f.publish.apply?.(ctx, row, now)) ?? {};
        return { ...more, set: { ...more.set, updatedAt: now, [publishedKey]: now } as ValuesOf<T> };
      },
    };
    const stop: FlowStep<T> = {
      from: [...OPEN],
      to: 'stopped',
      fields: [f.stop.reason],
      async apply(ctx, row, asked) {
        const reason = String((asked as Record<string, unknown>)[f.stop.reason.name] ?? '').trim();
        if ([...reason].length < 2) throw badInput(MESSAGES.reasonShort);
        const now = ctx.deps.now();
        const more = (await f.stop.apply?.(ctx, row, now)) ?? {};
        const set = { ...more.set, stopReason: reason, [stoppedKey]: now, updatedAt: now };
        return { ...more, set: set as ValuesOf<T>, note: reason };
      },
    };
    const steps = defineFlow<T>({
      status: t.status,
      states: CAMPAIGN_STATE_OPTIONS,
      initial: 'draft',
      steps: { Publish: publish, Stop: stop, ...f.steps },
      events: titles,
    });
    return {
      ...steps,
      actions(entity, title) {
        return Object.fromEntries(
          Object.entries(steps.actions(entity, title)).map(([name, action]): [string, ActionDecl<T>] => [
            name,
            {
              ...action,
              async run(ctx, row, asked) {
                const now = ctx.deps.now();
                const r = row as R;
                const open = r.status === 'scheduled' || r.status === 'running';
                if (name === 'Stop' && f.stop.ended && open && campaignStateAt(r, now) === 'ended')
                  throw f.stop.ended(row, ctx);
                return action.run(ctx, await catchUp(ctx.db, row, now), asked);
              },
            },
          ]),
        );
      },
    };
  }

  return { decl, sql: campaignSql(t), catchUp, sweep, flow };
}
