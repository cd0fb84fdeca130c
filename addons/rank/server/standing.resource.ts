import { col, defineResource, type OptionsSource } from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { type RankSubject, rankEntries, ranks } from './tables';
import { RANK_TITLES } from './texts';

export { rankEntries } from './tables';

const e = rankEntries;

/** The rules of one subject, by name: what a ranking list is filtered by. */
export function rulesOf(subject?: RankSubject): OptionsSource {
  return {
    async load(db) {
      const rows = await db
        .select({ value: ranks.id, label: ranks.name })
        .from(ranks)
        .where(subject ? eq(ranks.subject, subject) : undefined)
        .orderBy(ranks.id);
      return rows;
    },
  };
}

/** Quantities are kept to three decimals (kilograms), shown as the lines of an order show them. */
const QUANTITY = { decimals: 3, align: 'right' } as const;

/**
 * The current standings of every rule of a subject (/plugin/rank/user, /plugin/rank/goods): the places of each
 * rule's latest run, a rule's places together and best first. Read-only: a run writes them.
 */
function standingResource(entity: 'UserRank' | 'GoodsRank', subject: RankSubject) {
  const who =
    subject === 'member'
      ? [
          col.text(e.name, RANK_TITLES.member, { filter: 'text', width: 140 }),
          col.text(e.phone, RANK_TITLES.phone, { filter: 'text', width: 130 }),
          col.hide(e.memberId),
        ]
      : [col.text(e.name, RANK_TITLES.goods, { filter: 'text', width: 200 }), col.hide(e.goodsId)];
  return defineResource({
    entity,
    table: rankEntries,
    scope: and(eq(e.subject, subject), eq(e.current, 1)),
    columns: [
      col.id(e.id, { visible: false }),
      col.select(e.rankId, RANK_TITLES.rule, rulesOf(subject), { filter: 'select', width: 180 }),
      col.number(e.position, RANK_TITLES.position, { sortable: true, filter: 'number', width: 80 }),
      ...who,
      col.money(e.amount, RANK_TITLES.amount, { sortable: true, sum: true, width: 120 }),
      col.number(e.quantity, RANK_TITLES.quantity, { sortable: true, sum: true, width: 110, ...QUANTITY }),
      col.number(e.orders, RANK_TITLES.orders, { sortable: true, sum: true, width: 90 }),
      col.datetime(e.createdAt, RANK_TITLES.computedAt, { filter: 'datetime' }),
    ],
    // A run writes its places in order, so by id a rule's places stand together, best first.
    defaultSort: { key: 'id', order: 'asc' },
    deletable: false,
    exportable: true,
  });
}

export const userRankResource = standingResource('UserRank', 'member');
export const goodsRankResource = standingResource('GoodsRank', 'goods');
