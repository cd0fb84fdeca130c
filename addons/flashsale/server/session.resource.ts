import {
  assertCampaignEditable,
  COMMON_TITLES,
  campaignStateAt,
  campaignStateColumn,
  campaignTabs,
  campaignTimeColumns,
  checkCampaignTimes,
  col,
  conflict,
  defineResource,
  nameColumn,
  notFound,
  type SaveContext,
  type StoreDb,
  T,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { sessions } from './session.campaign';
import { sessionFlow } from './session.flow';
import { sessionItems } from './session.items';
import { checkSaved, ordersOf } from './session.rules';
import { flashsaleItems, flashsaleOrders, flashsales } from './tables';
import { FLASHSALE_MESSAGES, FLASHSALE_TITLES } from './texts';

const f = flashsales;

/** A session is a time slot: a week at most. */
const MAX_DAYS = 7;

/**
 * A subquery over the session's rows of another table, as a list column. Nested one level down on purpose (as
 * resources/job/counts.ts explains): drizzle writes the columns at the top of a one-table selection unqualified,
 * which inside the subquery would name its own table.
 */
const perSession = (inner: SQL) => sql<number>`${inner}`.mapWith(Number);

const soldSql = perSession(sql`(select coalesce(sum(${flashsaleItems.sold}), 0)::int from ${flashsaleItems}
  where ${flashsaleItems.supplierId} = ${f.supplierId} and ${flashsaleItems.docId} = ${f.id})`);
const ordersSql = perSession(sql`(select count(*)::int from ${flashsaleOrders}
  where ${flashsaleOrders.supplierId} = ${f.supplierId} and ${flashsaleOrders.sessionId} = ${f.id}
    and ${flashsaleOrders.status} <> 'cancelled')`);

/**
 * Times in order and a slot, not a season; a session is edited only before it starts (a draft, or published and
 * not yet running), with its row locked so a publish or stop at the same moment waits.
 */
async function beforeSave(
  db: StoreDb,
  values: ValuesOf<typeof flashsales>,
  id: number | undefined,
  ctx: SaveContext,
): Promise<ValuesOf<typeof flashsales>> {
  const [held] = id === undefined ? [] : await db.select().from(f).where(eq(f.id, id)).for('update');
  if (id !== undefined && !held) throw notFound();
  if (held) assertCampaignEditable(held, ctx.now, FLASHSALE_MESSAGES.noEdit);
  checkCampaignTimes({ ...held, ...values }, ctx, MAX_DAYS);
  const stamp = { updatedAt: ctx.now };
  if (held) return { ...values, ...stamp };
  return { ...values, ...stamp, status: 'draft', createdBy: ctx.accountId, createdAt: ctx.now };
}

/**
 * A session with orders is kept (its orders and their payments name it); one running is ended first. The rows are
 * locked, so a purchase (which holds its session shared) cannot slip in between the count and the delete.
 */
async function beforeDelete(db: StoreDb, ids: readonly number[], ctx: SaveContext): Promise<void> {
  const rows = await db
    .select()
    .from(f)
    .where(inArray(f.id, [...ids]))
    .orderBy(f.id)
    .for('update');
  for (const row of rows) {
    if (campaignStateAt(row, ctx.now) === 'running')
      throw conflict(FLASHSALE_MESSAGES.delRunning, { title: row.title });
    const count = await ordersOf(db, row.id);
    if (count > 0) throw conflict(FLASHSALE_MESSAGES.hasOrders, { title: row.title, count });
  }
}

/**
 * Flash-sale sessions (/plugin/flashsale/manage): a title, a time slot and its goods as lines (flash price, flash
 * stock, limit per member). Drafts are published; published sessions run and end by their times; the merchant
 * may stop one early with a reason. The list shows each one's state by the clock, what it sold and its orders.
 */
export const sessionResource = defineResource({
  entity: 'Flashsale',
  table: flashsales,
  columns: [
    nameColumn(f.title, FLASHSALE_TITLES.title, { width: 200, max: 40 }),
    ...campaignTimeColumns(f),
    campaignStateColumn(f, FLASHSALE_TITLES.state),
    // The stored state, which the steps are offered by; the list shows `state`.
    col.hide(f.status, { title: T('记录状态') }),
    col.number(f.itemCount, FLASHSALE_TITLES.itemCount, { sortable: true, width: 80 }),
    col.number(f.totalStock, FLASHSALE_TITLES.totalStock, { sortable: true, sum: true, width: 100 }),
    col.computed('number', soldSql, FLASHSALE_TITLES.sold, { as: 'sold', sortable: true, width: 80 }),
    col.computed('number', ordersSql, FLASHSALE_TITLES.orderCount, {
      as: 'order_count',
      sortable: true,
      width: 80,
    }),
    col.text(f.remark, FLASHSALE_TITLES.remark, {
      width: 160,
      visible: false,
      form: { type: 'textarea', max: 200 },
    }),
    col.text(f.stopReason, FLASHSALE_TITLES.stopReason, { width: 160, visible: false }),
    col.datetime(f.publishedAt, FLASHSALE_TITLES.publishedAt, { sortable: true, visible: false }),
    col.datetime(f.createdAt, COMMON_TITLES.created, { sortable: true, visible: false }),
  ],
  tabs: campaignTabs(sessions.sql, FLASHSALE_TITLES.all),
  defaultSort: { key: 'start_at', order: 'desc' },
  lines: sessionItems,
  flow: sessionFlow,
  beforeSave,
  beforeDelete,
  // Runs once the session and its lines are written: a published one is checked with its new times and goods.
  extra: {
    read: async () => ({}),
    async save(db, id, _values, ctx) {
      await checkSaved(db, id, ctx.now);
      return undefined;
    },
  },
  exportable: true,
  exportAsync: true,
});
