import { moveMemberBalance, type StoreDb } from '@yanye/addon-kit/server';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type FAIL_REASONS, groupbuys, groupbuyTeamMembers, groupbuyTeams } from './tables';
import { type Team, teamNo, type Who } from './team.service';
import { LEDGER_NOTES } from './texts';

/**
 * Failing groups: a group still forming past its deadline (the sweep), or under a campaign being
 * stopped, fails, and every member is refunded. The locks follow team.service.ts's order: the groups, then their
 * campaigns, then the wallets (which `book` locks); a group a join holds is skipped, never waited for.
 */

export type FailReason = (typeof FAIL_REASONS)[number];

/** The ledger key of a member's refund: one per member of a group, so it books once. */
export const refundKey = (teamMemberId: number) => `groupbuy-refund:${teamMemberId}`;

/**
 * Fails groups still forming, locked by the caller, whose campaigns the caller has locked too: each member's
 * payment goes back to their balance (`groupbuy_refund`, keyed by the membership, so never twice), the units go back
 * to the campaign's stock, and the group is failed by a guarded update. Answers how many it failed.
 */
async function failLocked(
  db: StoreDb,
  teams: readonly Team[],
  reason: FailReason,
  who: Who,
): Promise<number> {
  let failed = 0;
  const tm = groupbuyTeamMembers;
  for (const team of teams) {
    if (team.status !== 'forming') continue;
    const [campaign] = await db
      .select({ title: groupbuys.title })
      .from(groupbuys)
      .where(eq(groupbuys.id, team.groupbuyId));
    const lines = await db
      .select()
      .from(tm)
      .where(and(eq(tm.docId, team.id), isNull(tm.refundedAt)))
      .orderBy(asc(tm.id));
    let units = 0;
    let refunded = 0;
    for (const line of lines) {
      await moveMemberBalance(
        db,
        {
          memberId: line.memberId,
          amount: line.amount,
          event: 'groupbuy_refund',
          key: refundKey(Number(line.id)),
          doc: { type: 'groupbuy', id: team.id, no: teamNo(team.id) },
          note: `${LEDGER_NOTES.refund}：${campaign?.title ?? ''}`,
        },
        who,
      );
      units += line.qty;
      refunded += line.amount;
    }
    if (lines.length > 0) {
      await db
        .update(tm)
        .set({ refundedAt: who.now })
        .where(
          and(
            inArray(
              tm.id,
              lines.map((l) => l.id),
            ),
            isNull(tm.refundedAt),
          ),
        );
      await db
        .update(groupbuys)
        .set({ sold: sql`${groupbuys.sold} - ${units}`, updatedAt: who.now })
        .where(eq(groupbuys.id, team.groupbuyId));
    }
    const moved = await db
      .update(groupbuyTeams)
      .set({
        status: 'failed',
        failedAt: who.now,
        failReason: reason,
        refunded: team.refunded + refunded,
        updatedAt: who.now,
      })
      .where(and(eq(groupbuyTeams.id, team.id), eq(groupbuyTeams.status, 'forming')))
      .returning({ id: groupbuyTeams.id });
    if (moved.length === 0) throw new Error(`group ${team.id} moved under its lock`);
    failed++;
  }
  return failed;
}

/**
 * Fails the groups still forming of a campaign being stopped (the caller holds the campaign's lock). A group a
 * join holds at this moment is skipped rather than waited for: that join finds the campaign stopped and refuses,
 * and the sweep fails the group.
 */
export async function failCampaignTeams(db: StoreDb, campaignId: number, who: Who): Promise<number> {
  const teams = await db
    .select()
    .from(groupbuyTeams)
    .where(and(eq(groupbuyTeams.groupbuyId, campaignId), eq(groupbuyTeams.status, 'forming')))
    .orderBy(asc(groupbuyTeams.id))
    .for('update', { skipLocked: true });
  return failLocked(db, teams, 'stopped', who);
}

/** How many due groups one sweep fails at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * Fails the groups still forming past their deadline, and those left forming under a stopped campaign (one a join
 * held while the campaign was stopped). The groups are locked first, skipping any a join holds (its next sweep
 * takes it), then their campaigns in id order, and only then the wallets: so the sweep never holds a wallet while
 * it waits for a campaign a join holds, nor a campaign while it waits for a group.
 */
export async function failDueTeams(db: StoreDb, who: Who): Promise<number> {
  const t = groupbuyTeams;
  const teams = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.status, 'forming'),
        sql`(${t.expiresAt} <= ${who.now} or ${t.groupbuyId} in (select ${groupbuys.id} from ${groupbuys}
          where ${groupbuys.supplierId} = ${t.supplierId} and ${groupbuys.status} = 'stopped'))`,
      ),
    )
    .orderBy(asc(t.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (teams.length === 0) return 0;
  const campaigns = await db
    .select({ id: groupbuys.id, status: groupbuys.status })
    .from(groupbuys)
    .where(inArray(groupbuys.id, [...new Set(teams.map((x) => x.groupbuyId))]))
    .orderBy(asc(groupbuys.id))
    .for('update');
  const stopped = new Set(campaigns.filter((c) => c.status === 'stopped').map((c) => Number(c.id)));
  let failed = 0;
  for (const team of teams) {
    const reason: FailReason = stopped.has(Number(team.groupbuyId)) ? 'stopped' : 'expired';
    failed += await failLocked(db, [team], reason, who);
  }
  return failed;
}
