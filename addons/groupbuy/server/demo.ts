import {
  type AddonDemoContext,
  AppError,
  type CampaignState,
  flowEvents,
  goods,
  members,
  type StoreDb,
  type StoreInsert,
  walletLogs,
  wallets,
} from '@yanye/addon-kit/server';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { groupbuys, groupbuyTeams } from './tables';
import { failCampaignTeams, failDueTeams } from './team.refund';
import { type Campaign, joinTeam, openTeam, type Who } from './team.service';

/**
 * 鑫盐商贸's group buys: two campaigns in each state, and under those that ran, groups filled, failed at their
 * deadline or by a stop, and still forming, every payment and refund booked through the ledger by the same
 * functions the console calls, in the order they happened.
 */

const HOUR = 3_600;
const DAY = 86_400;

interface Plan {
  readonly key: string;
  readonly goods: string;
  readonly title: string;
  /** Cents. */
  readonly price: number;
  readonly size: number;
  readonly fillHours: number;
  readonly limit: number;
  readonly stock: number;
  /** Seconds from now. */
  readonly start: number;
  readonly end: number;
  readonly state: CampaignState;
  readonly stop?: { readonly at: number; readonly reason: string };
}

const PLANS: readonly Plan[] = [
  {
    key: 'A',
    goods: '竹盐',
    title: '竹盐年货拼团',
    price: 1_280,
    size: 3,
    fillHours: 24,
    limit: 4,
    stock: 60,
    start: -20 * DAY,
    end: -6 * DAY,
    state: 'ended',
  },
  {
    key: 'G',
    goods: '畜牧盐砖',
    title: '畜牧盐砖牧场两人团',
    price: 1_190,
    size: 2,
    fillHours: 24,
    limit: 3,
    stock: 40,
    start: -30 * DAY,
    end: -16 * DAY,
    state: 'ended',
  },
  {
    key: 'B',
    goods: '井矿盐',
    title: '井矿盐家庭装 3 人团',
    price: 390,
    size: 3,
    fillHours: 48,
    limit: 6,
    stock: 300,
    start: -5 * DAY,
    end: 10 * DAY,
    state: 'running',
  },
  {
    key: 'C',
    goods: '加碘食用盐（整箱）',
    title: '加碘食用盐整箱 5 人团',
    price: 7_900,
    size: 5,
    fillHours: 72,
    limit: 2,
    stock: 50,
    start: -2 * DAY,
    end: 12 * DAY,
    state: 'running',
  },
  {
    key: 'F',
    goods: '低钠盐',
    title: '低钠盐健康团',
    price: 290,
    size: 3,
    fillHours: 48,
    limit: 5,
    stock: 150,
    start: -10 * DAY,
    end: 5 * DAY,
    state: 'stopped',
    stop: { at: -3 * DAY, reason: '低钠盐到货批次调整，活动提前结束' },
  },
  {
    key: 'H',
    goods: '融雪盐（颗粒）',
    title: '融雪盐冬季预售团',
    price: 3_400,
    size: 4,
    fillHours: 72,
    limit: 10,
    stock: 80,
    start: 2 * DAY,
    end: 20 * DAY,
    state: 'stopped',
    stop: { at: -1 * DAY, reason: '天气转暖，取消融雪盐预售' },
  },
  {
    key: 'D',
    goods: '天然海盐',
    title: '天然海盐尝鲜团',
    price: 320,
    size: 2,
    fillHours: 24,
    limit: 5,
    stock: 200,
    start: 3 * DAY,
    end: 17 * DAY,
    state: 'scheduled',
  },
  {
    key: 'I',
    goods: '湖盐',
    title: '茶卡湖盐 3 人团',
    price: 250,
    size: 3,
    fillHours: 48,
    limit: 6,
    stock: 240,
    start: 5 * DAY,
    end: 25 * DAY,
    state: 'scheduled',
  },
  {
    key: 'E',
    goods: '软水盐',
    title: '软水盐商户团',
    price: 3_500,
    size: 4,
    fillHours: 48,
    limit: 10,
    stock: 100,
    start: 7 * DAY,
    end: 37 * DAY,
    state: 'draft',
  },
  {
    key: 'J',
    goods: '环保融雪剂',
    title: '环保融雪剂预售团',
    price: 4_200,
    size: 5,
    fillHours: 72,
    limit: 20,
    stock: 120,
    start: 10 * DAY,
    end: 40 * DAY,
    state: 'draft',
  },
];

/** What happened, in order: a group opened or joined (units), the sweep at a deadline, a campaign stopped. */
type Step =
  | {
      readonly at: number;
      readonly kind: 'open';
      readonly campaign: string;
      readonly team: string;
      readonly qty: number;
    }
  | { readonly at: number; readonly kind: 'join'; readonly team: string; readonly qty: number }
  | { readonly at: number; readonly kind: 'sweep' }
  | { readonly at: number; readonly kind: 'stop'; readonly campaign: string };

/** A group opened at `at` and joined after each of `joins` hours, each with its units. */
function group(
  campaign: string,
  team: string,
  at: number,
  units: readonly number[],
  joins: readonly number[],
) {
  const steps: Step[] = [{ at, kind: 'open', campaign, team, qty: units[0] ?? 1 }];
  for (const [i, h] of joins.entries())
    steps.push({ at: at + h * HOUR, kind: 'join', team, qty: units[i + 1] ?? 1 });
  return steps;
}

const sweep = (at: number): Step => ({ at: at + 60, kind: 'sweep' });

const STEPS: readonly Step[] = [
  ...group('G', 'G1', -29 * DAY, [1, 2], [5]),
  ...group('G', 'G2', -25 * DAY, [1, 1], [3]),
  ...group('G', 'G3', -18 * DAY, [1], []),
  sweep(-17 * DAY),
  ...group('A', 'A1', -19 * DAY + 2 * HOUR, [2, 1, 1], [3, 7]),
  ...group('A', 'A2', -15 * DAY, [1, 2], [5]),
  sweep(-14 * DAY),
  ...group('A', 'A3', -10 * DAY, [1, 1, 2], [2, 8]),
  ...group('A', 'A4', -6 * DAY - 5 * HOUR, [1], []),
  sweep(-6 * DAY),
  ...group('F', 'F1', -9 * DAY, [2, 1, 2], [12, 24]),
  ...group('F', 'F2', -3 * DAY - 10 * HOUR, [1, 1], [4]),
  { at: -3 * DAY, kind: 'stop', campaign: 'F' } as const,
  { at: -1 * DAY, kind: 'stop', campaign: 'H' } as const,
  ...group('B', 'B1', -4.5 * DAY, [2, 2, 1], [7, 12]),
  ...group('B', 'B2', -4 * DAY + 3 * HOUR, [1, 1], [12]),
  sweep(-2 * DAY + 3 * HOUR),
  ...group('B', 'B5', -2 * DAY, [3, 1, 2], [2, 12]),
  ...group('B', 'B3', -1 * DAY, [2, 1], [4]),
  ...group('B', 'B4', -3 * HOUR, [1], []),
  ...group('C', 'C2', -36 * HOUR, [1, 1, 1, 1, 1], [1, 3, 6, 10]),
  ...group('C', 'C1', -40 * HOUR, [1, 1, 1], [10, 20]),
].sort((a, b) => a.at - b.at);

interface Candidate {
  readonly id: number;
  balance: number;
  /** When the member's balance last moved: a member whose wallet moved later is taken only if no other can pay. */
  last: number;
}

/** The store's active members who hold a balance, with when it last moved. */
async function candidates(db: StoreDb): Promise<Candidate[]> {
  const rows = await db
    .select({ id: members.id, walletId: wallets.id, balance: wallets.balance })
    .from(members)
    .innerJoin(wallets, and(eq(wallets.memberId, members.id), eq(wallets.kind, 'rmb')))
    .where(eq(members.status, 1))
    .orderBy(asc(members.id));
  if (rows.length === 0) return [];
  const lastOf = new Map(
    (
      await db
        .select({ walletId: walletLogs.walletId, last: max(walletLogs.createdAt) })
        .from(walletLogs)
        .where(
          inArray(
            walletLogs.walletId,
            rows.map((r) => r.walletId),
          ),
        )
        .groupBy(walletLogs.walletId)
    ).map((r) => [Number(r.walletId), Number(r.last ?? 0)]),
  );
  return rows
    .filter((r) => r.balance > 0)
    .map((r) => ({ id: Number(r.id), balance: r.balance, last: lastOf.get(Number(r.walletId)) ?? 0 }));
}

/** Seeds the group buys of a demo store that has the add-on (its goods and members' wallets are there). */
export async function seedGroupbuy(db: StoreDb, ctx: AddonDemoContext): Promise<void> {
  const { now, adminId } = ctx;
  const items = await db
    .select({ id: goods.id, name: goods.name, price: goods.price })
    .from(goods)
    .orderBy(goods.id);
  const byName = new Map(items.filter((g) => PLANS.some((p) => p.goods === g.name)).map((g) => [g.name, g]));
  // The plans name 鑫盐商贸's goods; another store's demo (a test's) takes its own goods, dear enough, instead.
  const spare = items.filter((g) => !byName.has(g.name));
  for (const plan of PLANS) {
    if (byName.has(plan.goods)) continue;
    const at = spare.findIndex((g) => g.price > plan.price);
    if (at >= 0) byName.set(plan.goods, spare.splice(at, 1)[0]!);
  }
  const people = await candidates(db);
  if (people.length < 5) return;

  const campaigns = new Map<string, number>();
  const events: StoreInsert<typeof flowEvents>[] = [];
  for (const plan of PLANS) {
    const item = byName.get(plan.goods);
    if (!item || plan.price >= item.price) continue;
    const created = Math.min(now + plan.start - 4 * DAY, now - DAY);
    const [row] = await db
      .insert(groupbuys)
      .values({
        goodsId: item.id,
        title: plan.title,
        originalPrice: item.price,
        groupPrice: plan.price,
        groupSize: plan.size,
        fillHours: plan.fillHours,
        memberLimit: plan.limit,
        stock: plan.stock,
        startAt: now + plan.start,
        endAt: now + plan.end,
        // Published from the start, so its groups can be opened at their times; its state is set at the end.
        status: plan.state === 'draft' ? 'draft' : 'running',
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: groupbuys.id });
    const id = Number(row!.id);
    campaigns.set(plan.key, id);
    const base = { entity: 'Groupbuy', recordId: id, accountId: adminId };
    events.push({ ...base, step: 'create', toState: 'draft', createdAt: created });
    if (plan.state !== 'draft')
      events.push({
        ...base,
        step: 'Publish',
        fromState: 'draft',
        toState: 'scheduled',
        createdAt: created + 2 * HOUR,
      });
  }

  const teams = new Map<string, number>();
  const campaignOf = new Map(
    STEPS.flatMap((s) => (s.kind === 'open' ? [[s.team, s.campaign] as const] : [])),
  );
  const inTeam = new Map<string, Set<number>>();
  let turn = 0;
  const lockedCampaign = async (sp: StoreDb, id: number): Promise<Campaign> =>
    (await sp.select().from(groupbuys).where(eq(groupbuys.id, id)).for('update'))[0]!;

  /** Runs a join or an opening with a member who can pay, those whose wallets last moved before it first. */
  async function withMember(
    at: number,
    team: string,
    need: number,
    run: (sp: StoreDb, memberId: number) => Promise<unknown>,
  ) {
    const taken = inTeam.get(team) ?? new Set<number>();
    const fresh = (await candidates(db)).filter((c) => c.balance >= need);
    const ordered = [
      ...fresh.filter((c) => c.last < at && !taken.has(c.id)),
      ...fresh.filter((c) => c.last >= at && !taken.has(c.id)),
    ];
    turn = (turn + 7) % Math.max(ordered.length, 1);
    const rotated = [...ordered.slice(turn), ...ordered.slice(0, turn)].sort(
      (a, b) => Number(a.last >= at) - Number(b.last >= at),
    );
    for (const c of rotated.slice(0, 12)) {
      try {
        await db.savepoint((sp) => run(sp, c.id));
        taken.add(c.id);
        inTeam.set(team, taken);
        return;
      } catch (error) {
        // Short of money or past the limit: the next member then.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }

  for (const step of STEPS) {
    const who: Who = { accountId: adminId, now: now + step.at };
    if (step.kind === 'sweep') {
      await failDueTeams(db, who);
      continue;
    }
    if (step.kind === 'stop') {
      const id = campaigns.get(step.campaign);
      const plan = PLANS.find((p) => p.key === step.campaign);
      if (id === undefined || !plan?.stop) continue;
      await failCampaignTeams(db, id, who);
      await db
        .update(groupbuys)
        .set({ status: 'stopped', stopReason: plan.stop.reason, stoppedAt: who.now, updatedAt: who.now })
        .where(eq(groupbuys.id, id));
      events.push({
        entity: 'Groupbuy',
        recordId: id,
        accountId: adminId,
        step: 'Stop',
        fromState: who.now < now + plan.start ? 'scheduled' : 'running',
        toState: 'stopped',
        note: plan.stop.reason,
        createdAt: who.now,
      });
      continue;
    }
    if (step.kind === 'open') {
      const id = campaigns.get(step.campaign);
      if (id === undefined) continue;
      const price = PLANS.find((p) => p.key === step.campaign)!.price;
      await withMember(who.now, step.team, price * step.qty, async (sp, memberId) => {
        const done = await openTeam(
          sp,
          await lockedCampaign(sp, id),
          { memberId, qty: step.qty },
          { allowMany: true },
          who,
          'zh',
        );
        teams.set(step.team, done.team);
      });
      continue;
    }
    const teamId = teams.get(step.team);
    if (teamId === undefined) continue;
    const price = PLANS.find((p) => p.key === campaignOf.get(step.team))!.price;
    await withMember(who.now, step.team, price * step.qty, async (sp, memberId) => {
      const [team] = await sp.select().from(groupbuyTeams).where(eq(groupbuyTeams.id, teamId)).for('update');
      const campaign = await lockedCampaign(sp, team!.groupbuyId);
      await joinTeam(sp, campaign, team!, { memberId, qty: step.qty }, who, 'zh');
    });
  }

  // What the sweep would have stored by now: the states of the plans, and the clock's moves in their histories.
  for (const plan of PLANS) {
    const id = campaigns.get(plan.key);
    if (id === undefined || plan.state === 'draft') continue;
    const clock = { entity: 'Groupbuy', recordId: id, accountId: null };
    const until = plan.stop ? now + plan.stop.at : now;
    if (now + plan.start <= until)
      events.push({
        ...clock,
        step: 'start',
        fromState: 'scheduled',
        toState: 'running',
        createdAt: now + plan.start,
      });
    if (plan.state === 'ended')
      events.push({
        ...clock,
        step: 'end',
        fromState: 'running',
        toState: 'ended',
        createdAt: now + plan.end,
      });
    if (plan.state === 'stopped') continue;
    await db.update(groupbuys).set({ status: plan.state }).where(eq(groupbuys.id, id));
  }
  await failDueTeams(db, { accountId: null, now });
  // A history reads in the order its rows were written: each campaign's, oldest first.
  events.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  if (events.length > 0) await db.insert(flowEvents).values(events);
}
