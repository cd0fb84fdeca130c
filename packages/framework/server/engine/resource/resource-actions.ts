import type { Lang, MessageParams, Texts } from '@yanye/i18n';
import type { Contract, FlowEvent } from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { UserContext } from '../../platform/context';
import type { OutsideStage } from '../../platform/route-def';
import type { StoreDb } from '../../platform/tenancy';
import type { FieldValues } from '../form/field-schemas';
import type { Field } from '../form/fields';
import type { ResourceTable, RowOf } from './resource-table';

// What a resource does to its rows: its actions as declared and as served, the rows they are offered on, the
// input their fields give them, and a state machine whose steps are actions too.

/** Row values by column key: `{ status: [0] }`. */
export type RowCondition = Readonly<Record<string, readonly (string | number)[]>>;

/**
 * What an action's fields give its `run`, by name, as their schemas parse them: a field not required may be
 * absent. Fields made by `input('reply', ...)` are typed by their names, so a misspelt one fails typecheck.
 */
export type InputOf<F extends readonly Field[]> = {
  readonly [I in F[number] as I['name']]:
    | FieldValues[I['type']]
    | (I['required'] extends true ? never : undefined);
};

/** One way of a two-way action (下架 on goods on sale): the rows whose column holds `value` go this way. */
export interface ActionWay {
  readonly value: string | number;
  /** The button's label on such a row (下架). */
  readonly label: Texts;
  /** What it does in full (下架商品): its question, its confirming button and the operator log's sentence. */
  readonly title: Texts;
}

/**
 * A two-way action (上架 / 下架): the way it goes on a row is told by the row's value of a list column (`key`),
 * each way in its own words, so no button, question or log row says both ways at once (上下架).
 */
export interface ActionWays {
  readonly key: string;
  readonly by: readonly ActionWay[];
}

/** What a batch action says it did, instead of 已处理 N 条: a text and its values. */
export interface ActionSaid {
  readonly text: Texts;
  readonly params?: MessageParams;
}

/**
 * A row action such as audit or onoff, declared by its behaviour: its title and permission are the catalogue's
 * page that lists `{api}{name}`. It runs in the request's transaction with the row locked.
 */
export interface ActionDecl<
  T extends ResourceTable = ResourceTable,
  F extends readonly Field[] = readonly Field[],
  O = unknown,
> {
  /** What the action asks for besides `id`: shown in a dialog, checked like a form's fields. */
  readonly fields?: F;
  /** `outside` is what the action's `outside` answered (undefined for an action without one). */
  run(ctx: UserContext, row: RowOf<T>, input: InputOf<F>, outside?: O): Promise<unknown>;
  /**
   * Why the store cannot take this action now (it needs an add-on the store has not installed), or undefined
   * when it can: the list leaves the action out, and its call is refused with this reason before anything else.
   */
  unavailable?(db: StoreDb): Promise<Texts | undefined>;
  /**
   * Work with no transaction open, before the rows are locked: a call to an outside service (a text message
   * sent), which must hold no transaction (docs/outside-services.md). Given the ids asked for and what was asked
   * (checked as the fields are), it reads and writes in short transactions of its own (`stage.inStore`), and
   * what it answers is handed to `run` on each row. It runs inside the request's once-only claim: a repeated
   * request does not do it again.
   */
  outside?(stage: OutsideStage<Contract>, ids: readonly number[], input: InputOf<F>): Promise<O>;
  /** A batch action's own account of what it did, from what `run` answered on each row (in id order). */
  said?(results: readonly unknown[]): ActionSaid;
  /** The list offers it only on rows like these; the action still checks the row itself. */
  readonly when?: RowCondition;
  /** Ask before running it. */
  readonly confirm?: boolean;
  /**
   * What follows from it, said in the question before it (an un-audit's document goes back to unaudited...). A
   * list column's key in braces stands for the row's cell (`审核后 {posting} 计入 {warehouse} 库存`): checked at
   * start.
   */
  readonly after?: Texts;
  /** A two-way action: its way on each row, by a column's value (docs/engine.md). */
  readonly ways?: ActionWays;
  /**
   * The row's columns its dialog shows above its fields, as the list shows them: what the decision needs in sight
   * (a refund's asked and refundable amounts beside the reply agreeing to it).
   */
  readonly shows?: readonly string[];
  /** The row shows it in sight beside its first action, not only behind "more" (a document's audit). */
  readonly primary?: boolean;
  /**
   * Offered on the selected rows at once (a button above the table): the call takes `ids`, locks the rows in
   * id order and runs the action on each, in one transaction.
   */
  readonly batch?: boolean;
}

/** An action as the engine serves it. */
export interface Action<T extends ResourceTable = ResourceTable> extends ActionDecl<T> {
  readonly name: string;
  readonly path: string;
  /** The button's label. */
  readonly label: Texts;
  /** The permission's title: what the operator log says. */
  readonly title: Texts;
}

/** A state machine's part in a resource, as `defineFlow` (engine/form/flow.ts) makes it. */
export interface ResourceFlow<T extends ResourceTable> {
  /** The column holding the state: the list's status column when the list shows it. */
  readonly status?: PgColumn;
  /** The steps as the resource's actions (offered on the rows in their `from` states). */
  actions(entity: string, title: (step: string) => Texts): Record<string, ActionDecl<T>>;
  /** Writes the history's first row of a record just created. */
  created(db: StoreDb, entity: string, id: number, accountId: number, now: number): Promise<void>;
  /** A record's history, oldest first, in the user's words; `title` names a step (its action's label). */
  history(
    db: StoreDb,
    entity: string,
    id: number,
    lang: Lang,
    title: (step: string) => Texts | undefined,
    timeZone: string,
  ): Promise<FlowEvent[]>;
}

/**
 * The fields of a resource's actions, by action name, as `defineResource` infers them to type each action's
 * input (`unknown` for an action that asks for nothing).
 */
export type ActionFields = Readonly<Record<string, unknown>>;
