import {
  Answer,
  assertCampaignEditable,
  badInput,
  CAMPAIGN_STATE_OPTIONS,
  COMMON_TITLES,
  campaignStateColumn,
  campaignTabs,
  campaignTimeColumns,
  checkCampaignTimes,
  col,
  conflict,
  defineResource,
  entityOptions,
  field,
  formatMoney,
  goods,
  input,
  joinTo,
  nameColumn,
  type SaveContext,
  type StoreDb,
  T,
  tableOptions,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { campaigns } from './groupbuy.campaign';
import { campaignFlow } from './groupbuy.flow';
import { readSettings } from './settings';
import { groupbuys, groupbuyTeams } from './tables';
import { openTeam } from './team.service';
import { GROUPBUY_MESSAGES, GROUPBUY_TITLES } from './texts';

const g = groupbuys;
const t = groupbuyTeams;
type Values = ValuesOf<typeof groupbuys>;
type Row = typeof groupbuys.$inferSelect;

const teamsOf = (where: SQL) =>
  sql<number>`(select count(*)::int from ${t} where ${t.supplierId} = ${g.supplierId}
    and ${t.groupbuyId} = ${g.id} and ${where})`;

/** The form's 0 stands for the store's default (the add-on's settings), filled in when the campaign is saved. */
const SETTING_TIP = T('填 0 使用插件设置中的默认值');

/**
 * The campaign as it will be: its times in order and still to come, its group price below the goods' price (the
 * original price is the goods' price, never sent), its stock not below what is sold, and, for a new one, the
 * store's default time to fill and limit per member where the form left them at 0.
 */
async function beforeSave(
  db: StoreDb,
  values: Values,
  id: number | undefined,
  ctx: SaveContext,
): Promise<Values> {
  let held: Row | undefined;
  if (id !== undefined) {
    [held] = await db.select().from(g).where(eq(g.id, id)).for('update');
    // Gone meanwhile: the engine's own update finds nothing and says so.
    if (!held) return values;
    assertCampaignEditable(held, ctx.now, GROUPBUY_MESSAGES.noEdit);
  }
  const next = { ...held, ...values };
  checkCampaignTimes(next, ctx);
  const [item] = await db
    .select({ price: goods.price })
    .from(goods)
    .where(eq(goods.id, Number(next.goodsId)));
  // A goods item not in the store is refused by the engine after this, naming its field.
  const originalPrice = item?.price ?? 0;
  if (item && Number(next.groupPrice) >= originalPrice)
    throw badInput(GROUPBUY_MESSAGES.priceNotLower, { price: formatMoney(originalPrice) });
  const sold = held?.sold ?? 0;
  if (Number(next.stock) < sold) throw badInput(GROUPBUY_MESSAGES.stockBelowSold, { sold });
  const out: Values = { ...values, originalPrice, updatedAt: ctx.now };
  if (!next.fillHours || !next.memberLimit) {
    const settings = await readSettings(db);
    if (!next.fillHours) out.fillHours = settings.fillHours;
    if (!next.memberLimit) out.memberLimit = settings.memberLimit;
  }
  if (held) return out;
  return { ...out, status: 'draft', sold: 0, createdAt: ctx.now };
}

/** Refuses to delete a campaign under which any group has formed, its rows locked against an opening meanwhile. */
async function beforeDelete(db: StoreDb, ids: readonly number[]): Promise<void> {
  const rows = await db
    .select({ id: g.id, title: g.title })
    .from(g)
    .where(inArray(g.id, [...ids]))
    .orderBy(asc(g.id))
    .for('update');
  for (const row of rows) {
    const [formed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.groupbuyId, row.id));
    const n = Number(formed?.n ?? 0);
    if (n > 0) throw conflict(GROUPBUY_MESSAGES.hasTeams, { title: row.title, n });
  }
}

/** What an operator asks for a member in the app's stead: the member, and how many units. */
const ASK = [
  input('member_id', GROUPBUY_TITLES.member, 'select', {
    required: true,
    optionsApi: entityOptions('Member'),
  }),
  input('qty', GROUPBUY_TITLES.qty, 'number', { required: true, min: 1, max: 9999, decimals: 0, default: 1 }),
] as const;

/**
 * Group-buy campaigns (`/plugin/groupbuy`): goods sold at a group price to groups of 2 to 50 members within a
 * time to fill, at most so many units a member, out of a stock. Their flow (draft → scheduled → running → ended,
 * or stopped) is `groupbuy.flow.ts`; `Open` opens a group for a member, as the store's app would.
 */
export const groupbuyResource = defineResource({
  entity: 'Groupbuy',
  table: groupbuys,
  joins: [joinTo(g.goodsId)],
  columns: [
    col.image(goods.image, GROUPBUY_TITLES.goodsImage, { as: 'goods_image', width: 80 }),
    nameColumn(g.title, GROUPBUY_TITLES.title, {
      width: 200,
      max: 60,
      link: { page: 'GroupbuyInfo', idKey: 'id' },
    }),
    col.hide(g.goodsId),
    col.text(goods.name, GROUPBUY_TITLES.goods, { as: 'goods_name', filter: 'text', width: 160 }),
    field(g.goodsId, GROUPBUY_TITLES.goods, 'select', {
      required: true,
      options: tableOptions(goods, goods.id, goods.name, goods.sort),
    }),
    col.money(g.originalPrice, GROUPBUY_TITLES.originalPrice, { sortable: true }),
    col.money(g.groupPrice, GROUPBUY_TITLES.groupPrice, {
      sortable: true,
      filter: 'number',
      form: { required: true, min: 1, max: 100_000_000 },
    }),
    col.number(g.groupSize, GROUPBUY_TITLES.groupSize, {
      sortable: true,
      width: 90,
      form: { required: true, min: 2, max: 50, decimals: 0, default: 2 },
    }),
    col.number(g.fillHours, GROUPBUY_TITLES.fillHours, {
      width: 100,
      form: { min: 0, max: 720, decimals: 0, default: 0, tip: SETTING_TIP },
    }),
    col.number(g.memberLimit, GROUPBUY_TITLES.memberLimit, {
      width: 90,
      form: { min: 0, max: 9999, decimals: 0, default: 0, tip: SETTING_TIP },
    }),
    col.number(g.stock, GROUPBUY_TITLES.stock, {
      sortable: true,
      sum: true,
      width: 90,
      form: { required: true, min: 1, max: 1_000_000, decimals: 0 },
    }),
    col.number(g.sold, GROUPBUY_TITLES.sold, { sortable: true, sum: true, width: 80 }),
    ...campaignTimeColumns(g),
    campaignStateColumn(g, GROUPBUY_TITLES.state),
    col.select(g.status, GROUPBUY_TITLES.storedState, CAMPAIGN_STATE_OPTIONS, { visible: false, width: 90 }),
    col.computed('number', teamsOf(sql`true`), GROUPBUY_TITLES.teams, {
      as: 'teams',
      width: 80,
      align: 'right',
    }),
    col.computed('number', teamsOf(sql`${t.status} = 'filled'`), GROUPBUY_TITLES.filledTeams, {
      as: 'filled_teams',
      width: 80,
      align: 'right',
    }),
    col.text(g.stopReason, GROUPBUY_TITLES.stopReason, { visible: false, width: 160 }),
    col.datetime(g.stoppedAt, GROUPBUY_TITLES.stoppedAt, { visible: false }),
    col.datetime(g.createdAt, GROUPBUY_TITLES.created, { sortable: true, visible: false }),
    col.datetime(g.updatedAt, COMMON_TITLES.updated, { visible: false }),
  ],
  tabs: campaignTabs(campaigns.sql, GROUPBUY_TITLES.all),
  defaultSort: { key: 'id', order: 'desc' },
  flow: campaignFlow,
  actions: {
    Open: {
      when: { status: ['scheduled', 'running'] },
      fields: ASK,
      async run(ctx, row, asked) {
        const settings = await readSettings(ctx.db);
        const done = await openTeam(
          ctx.db,
          row,
          { memberId: asked.member_id, qty: asked.qty },
          { allowMany: settings.multiOpen },
          { accountId: ctx.principal.accountId, now: ctx.deps.now() },
          ctx.lang,
        );
        return new Answer({ id: row.id, team_id: done.team, status: done.status }, GROUPBUY_MESSAGES.opened, {
          team: done.team,
          left: done.left,
        });
      },
    },
  },
  beforeSave,
  beforeDelete,
  caption: (row) => row.title,
  exportable: true,
  exportAsync: true,
});
