import {
  type Config,
  checkValues,
  completeValues,
  notFound,
  OptionCache,
  prepareLines,
  type SaveContext,
  type StoreDb,
  saveSchema,
  type UserContext,
  writeLines,
  writeRecord,
  zodIssueToError,
} from '@yanye/framework/server';
import { DEFAULT_TIME_ZONE } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { recycleOrderResource as def } from './order.resource';
import { recycleOrders } from './tables';

/**
 * The order's calls without HTTP, for what makes orders outside a request (the demo store's history, later a
 * member's app): the very checks and effects of its Save and of its steps' actions, in the caller's transaction.
 */

/** Who acts, and when (the demo's clock is the order's own time). */
export interface StepWho {
  readonly accountId: number;
  readonly now: number;
}

/** The time zone an order's number is dated in when no request says it (the demo's stores keep the default). */
const TIME_ZONE = DEFAULT_TIME_ZONE;

/** A Save body of an order, as the add form sends it. */
export interface OrderBody {
  readonly member_id: number;
  readonly mode: 'point' | 'home';
  readonly point_id?: number;
  readonly address_id?: number;
  readonly contact_name?: string;
  readonly contact_phone?: string;
  readonly region?: string;
  readonly street?: string;
  readonly preferred_at?: number;
  readonly remark?: string;
  readonly items: readonly {
    readonly category_id: number;
    readonly brand_id: number;
    readonly answer_ids: readonly number[];
    readonly qty: number;
  }[];
}

/** Makes an order as its Save does: the form's checks, the items quoted, the number, its first history row. */
export async function createOrder(db: StoreDb, body: OrderBody, who: StepWho): Promise<number> {
  const ctx: SaveContext = { now: who.now, accountId: who.accountId, lang: 'zh', timeZone: TIME_ZONE };
  const given = body as unknown as Record<string, unknown>;
  const options = new OptionCache(db, ctx.lang);
  const checked = await checkValues(def, db, options, given, undefined);
  const lines = await prepareLines(def.lines!, db, options, ctx, given);
  const values = await completeValues(def, db, checked, undefined, ctx);
  const id = await writeRecord(def, db, { ...values, ...lines.header }, undefined);
  await writeLines(def.lines!, db, id, lines.lines, false);
  await def.flow!.created(db, def.name, id, who.accountId, who.now);
  return id;
}

/**
 * The context a step's action reads outside a request: the store's handle, the clock, who acts and the language.
 * A step reads nothing else of a request (no headers, no reply), so the rest is left out on purpose.
 */
function stepContext(db: StoreDb, who: StepWho): UserContext {
  const deps = { now: () => who.now, config: { TIME_ZONE } as Config };
  return { db, lang: 'zh', deps, principal: { accountId: who.accountId } } as unknown as UserContext;
}

/** Takes a step of an order as its action's call does: its input checked, the order locked, its history row. */
export async function takeStep(
  db: StoreDb,
  id: number,
  step: string,
  input: Record<string, unknown>,
  who: StepWho,
): Promise<void> {
  const action = def.actions[step];
  if (!action) throw new Error(`RecycleOrder has no step ${step}`);
  const parsed = saveSchema(action.fields ?? [], false).safeParse(input);
  if (!parsed.success) throw zodIssueToError(parsed.error.issues[0]);
  const [row] = await db.select().from(recycleOrders).where(eq(recycleOrders.id, id)).for('update');
  if (!row) throw notFound();
  await action.run(stepContext(db, who), row, { ...parsed.data, id });
}

/** What an order was quoted at. */
export async function quotedTotalOf(db: StoreDb, id: number): Promise<number> {
  const [row] = await db
    .select({ total: recycleOrders.quotedTotal })
    .from(recycleOrders)
    .where(eq(recycleOrders.id, id));
  if (!row) throw notFound();
  return row.total;
}
