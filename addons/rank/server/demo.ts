import type { AddonDemoContext, StoreDb, StoreInsert } from '@yanye/addon-kit/server';
import { recompute } from './recompute';
import { ranks } from './tables';

const DAY = 86_400;

/** The demo store's rankings: three computed daily, one paused before it was ever computed. */
const RULES: readonly StoreInsert<typeof ranks>[] = [
  { name: '本周会员消费榜', subject: 'member', metric: 'amount', period: 'week', topN: 10 },
  { name: '周热销商品榜', subject: 'goods', metric: 'quantity', period: 'week', topN: 10 },
  { name: '商品销售额总榜', subject: 'goods', metric: 'amount', period: 'all', topN: 20 },
  { name: '今日下单会员榜', subject: 'member', metric: 'orders', period: 'day', topN: 5, status: 0 },
];

/**
 * Rankings over the demo orders, computed as the daily sweep would have two days ago, yesterday and now, so the
 * lists hold today's standings and the change log the moves between them.
 */
export async function seedRank(db: StoreDb, { now }: AddonDemoContext): Promise<void> {
  const rules = await db
    .insert(ranks)
    .values(RULES.map((r) => ({ ...r, createdAt: now - 40 * DAY, updatedAt: now - 40 * DAY })))
    .returning();
  for (const at of [now - 2 * DAY, now - DAY, now]) {
    for (const rule of rules) if (rule.status === 1) await recompute(db, rule, at);
  }
}
