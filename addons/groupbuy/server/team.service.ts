import {
  badInput,
  CAMPAIGN_STATE_TITLES,
  campaignStateAt,
  conflict,
  type Lang,
  members,
  moveMemberBalance,
  notFound,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { campaigns } from './groupbuy.campaign';
import { groupbuys, groupbuyTeamMembers, groupbuyTeams, type TeamState } from './tables';
import { GROUPBUY_MESSAGES, LEDGER_NOTES, TEAM_LABELS } from './texts';

/**
 * The business of the groups: opening one for a member and joining one; failing one, with every member
 * refunded, is team.refund.ts. Locks are taken in one order everywhere a request waits for them, so none waits on
 * another in a circle: the group, then its campaign, then the wallets (which `book` locks). Opening a group and
 * stopping a campaign start from the campaign; stopping skips a group a join holds (the join then finds the
 * campaign stopped and refuses, and the sweep fails the group), so it never waits for a group while holding its
 * campaign.
 */

export type Campaign = typeof groupbuys.$inferSelect;
export type Team = typeof groupbuyTeams.$inferSelect;

/** Who moves money, and when: the operator (none for the sweep) and the server's clock. */
export interface Who {
  readonly accountId: number | null;
  readonly now: number;
}

const HOUR = 3_600;

/** The ledger key of a member's payment: one per member of a group, so it books once. */
export const payKey = (teamMemberId: number) => `groupbuy-pay:${teamMemberId}`;

/** A group's number as the wallet log shows it. */
export const teamNo = (teamId: number) => `PT${String(teamId).padStart(6, '0')}`;

/** The campaign, locked for the rest of the transaction. */
export async function lockCampaign(db: StoreDb, id: number): Promise<Campaign> {
  const [row] = await db.select().from(groupbuys).where(eq(groupbuys.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function assertRunning(c: Campaign, now: number, lang: Lang): void {
  const state = campaignStateAt(c, now);
  if (state !== 'running')
    throw conflict(GROUPBUY_MESSAGES.notRunning, {
      title: c.title,
      state: CAMPAIGN_STATE_TITLES[state][lang],
    });
}

interface Member {
  readonly id: number;
  readonly name: string;
}

/** An active member of the store, by the id a dialog sent. */
async function activeMember(db: StoreDb, raw: unknown): Promise<Member> {
  const id = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw badInput(GROUPBUY_MESSAGES.badMember);
  const [m] = await db
    .select({ id: members.id, nick: members.nickName, phone: members.phone, status: members.status })
    .from(members)
    .where(eq(members.id, id));
  if (m?.status !== 1) throw badInput(GROUPBUY_MESSAGES.memberUnknown);
  return { id: Number(m.id), name: m.nick || m.phone };
}

/** What a member asks for: who, and how many units. */
export interface Ask {
  readonly memberId: unknown;
  readonly qty: number;
}

export interface Joined {
  readonly team: number;
  readonly status: TeamState;
  /** Members still wanted to fill it. */
  readonly left: number;
  readonly teamMember: number;
}

/**
 * Puts a member in a group, both locked by the caller (the group, then its campaign): under those locks the
 * member's units in the campaign and the campaign's stock are counted, so two joins cannot both take the last
 * units or both pass the member's limit. The member pays the group price from their balance (`groupbuy_pay`, keyed by
 * the membership); the join that fills the group marks it filled.
 */
export async function joinTeam(
  db: StoreDb,
  campaign: Campaign,
  team: Team,
  ask: Ask,
  who: Who,
  lang: Lang,
): Promise<Joined> {
  if (team.status !== 'forming')
    throw conflict(GROUPBUY_MESSAGES.teamClosed, { state: TEAM_LABELS[team.status as TeamState][lang] });
  if (who.now >= team.expiresAt) throw conflict(GROUPBUY_MESSAGES.teamExpired);
  assertRunning(campaign, who.now, lang);
  // Started by the clock and not yet stored so: stored now (the sweep would, a minute later), with its history.
  await campaigns.catchUp(db, campaign, who.now);
  const member = await activeMember(db, ask.memberId);
  const tm = groupbuyTeamMembers;
  const [inTeam] = await db
    .select({ id: tm.id })
    .from(tm)
    .where(and(eq(tm.docId, team.id), eq(tm.memberId, member.id)));
  if (inTeam) throw conflict(GROUPBUY_MESSAGES.inTeam, { member: member.name });
  const [held] = await db
    .select({ units: sql<number>`coalesce(sum(${tm.qty}), 0)::int` })
    .from(tm)
    .where(and(eq(tm.groupbuyId, campaign.id), eq(tm.memberId, member.id), isNull(tm.refundedAt)));
  const bought = Number(held?.units ?? 0);
  if (bought + ask.qty > campaign.memberLimit)
    throw conflict(GROUPBUY_MESSAGES.overLimit, {
      limit: campaign.memberLimit,
      member: member.name,
      bought,
      left: Math.max(campaign.memberLimit - bought, 0),
    });
  if (campaign.sold + ask.qty > campaign.stock)
    throw conflict(GROUPBUY_MESSAGES.noStock, { left: campaign.stock - campaign.sold, qty: ask.qty });

  const amount = campaign.groupPrice * ask.qty;
  const [line] = await db
    .insert(tm)
    .values({
      docId: team.id,
      seq: team.joined + 1,
      groupbuyId: campaign.id,
      memberId: member.id,
      qty: ask.qty,
      amount,
      paidAt: who.now,
      createdAt: who.now,
    })
    .returning({ id: tm.id });
  const teamMember = Number(line!.id);
  // Refused with what the balance holds and what is needed when it is short; the whole join is undone then.
  await moveMemberBalance(
    db,
    {
      memberId: member.id,
      amount: -amount,
      event: 'groupbuy_pay',
      key: payKey(teamMember),
      doc: { type: 'groupbuy', id: team.id, no: teamNo(team.id) },
      note: `${LEDGER_NOTES.pay}：${campaign.title}`,
    },
    who,
  );
  await db
    .update(groupbuys)
    .set({ sold: sql`${groupbuys.sold} + ${ask.qty}`, updatedAt: who.now })
    .where(eq(groupbuys.id, campaign.id));
  const joined = team.joined + 1;
  const status: TeamState = joined >= team.size ? 'filled' : 'forming';
  const moved = await db
    .update(groupbuyTeams)
    .set({
      joined,
      qty: team.qty + ask.qty,
      amount: team.amount + amount,
      status,
      ...(status === 'filled' ? { filledAt: who.now } : {}),
      updatedAt: who.now,
    })
    .where(and(eq(groupbuyTeams.id, team.id), eq(groupbuyTeams.status, 'forming')))
    .returning({ id: groupbuyTeams.id });
  // The group is locked by the caller: it cannot have moved.
  if (moved.length === 0) throw new Error(`group ${team.id} moved under its lock`);
  return { team: team.id, status, left: team.size - joined, teamMember };
}

/**
 * Opens a group under a campaign the caller has locked, led by the member, who joins it at once. Unless the
 * store allows it (`multi_open`), a member leads one group still forming per campaign at a time.
 */
export async function openTeam(
  db: StoreDb,
  campaign: Campaign,
  ask: Ask,
  o: { readonly allowMany: boolean },
  who: Who,
  lang: Lang,
): Promise<Joined> {
  assertRunning(campaign, who.now, lang);
  const member = await activeMember(db, ask.memberId);
  if (!o.allowMany) {
    const t = groupbuyTeams;
    const [leading] = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.groupbuyId, campaign.id),
          eq(t.leaderId, member.id),
          eq(t.status, 'forming'),
          sql`${t.expiresAt} > ${who.now}`,
        ),
      )
      .limit(1);
    if (leading) throw conflict(GROUPBUY_MESSAGES.leading, { member: member.name, team: Number(leading.id) });
  }
  const [team] = await db
    .insert(groupbuyTeams)
    .values({
      groupbuyId: campaign.id,
      leaderId: member.id,
      size: campaign.groupSize,
      status: 'forming',
      openedAt: who.now,
      expiresAt: Math.min(who.now + campaign.fillHours * HOUR, campaign.endAt),
      createdAt: who.now,
      updatedAt: who.now,
    })
    .returning();
  return joinTeam(db, campaign, team!, { ...ask, memberId: member.id }, who, lang);
}
