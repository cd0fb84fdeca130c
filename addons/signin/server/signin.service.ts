import {
  badInput,
  balanceOf,
  book,
  conflict,
  formatDate,
  members,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { addDays, bonusFor, daysBetween, isDay, type SigninRules } from './rules';
import { signinBonuses, signinRecords } from './tables';
import { SIGNIN_MESSAGES } from './texts';

/**
 * Checking in and making up a day (the store's app, or an operator for a member at the counter). Both lock the
 * member's row first, so two calls for one member queue instead of racing; the record is one per member and day
 * (a unique key), and its points are booked under `signin:{member}:{day}`, so a retried or raced check-in books
 * once. Everything is in the caller's transaction: a refusal (a make-up the member cannot pay for) leaves nothing.
 */

/** Who acts and when; the store's time zone says which day it is. */
export interface SigninWho {
  readonly accountId: number | null;
  readonly now: number;
  readonly timeZone: string;
}

/** A day checked in, as the calls answer it. */
export interface SigninResult {
  readonly id: number;
  readonly member_id: number;
  readonly day: string;
  readonly points: number;
  readonly bonus: number;
  readonly streak: number;
  readonly makeup: 0 | 1;
  readonly cost: number;
  /** The member's points after it. */
  readonly balance: number;
}

/** The ledger key of a day's points: a member earns a day's points once. */
export const earnKey = (memberId: number, day: string) => `signin:${memberId}:${day}`;
/** The ledger key of what making up a day cost. */
export const costKey = (memberId: number, day: string) => `signin-makeup:${memberId}:${day}`;

/** What the wallet log says of the rows (data, as the log shows it). */
const NOTE = { earn: '每日签到', bonus: '每日签到（含连续奖励）', cost: '补签消耗' };

const r = signinRecords;

/** The member, locked for the rest of the transaction; refused if not in the store or disabled. */
async function lockMember(db: StoreDb, memberId: number) {
  const [member] = await db
    .select({ id: members.id, nick: members.nickName, status: members.status, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw badInput(SIGNIN_MESSAGES.noMember);
  if (member.status !== 1) throw conflict(SIGNIN_MESSAGES.memberDisabled, { member: member.nick });
  return member;
}

/** The store's streak bonuses, by the day of the cycle they are given on. */
export async function bonusTable(db: StoreDb): Promise<Map<number, number>> {
  const rows = await db
    .select({ days: signinBonuses.days, points: signinBonuses.points })
    .from(signinBonuses);
  return new Map(rows.map((b) => [b.days, b.points]));
}

/** Writes a member's day and books it; the member is locked and the day's rules checked. */
async function writeDay(
  db: StoreDb,
  member: { readonly id: number; readonly nick: string },
  day: string,
  cost: number | undefined,
  rules: SigninRules,
  who: SigninWho,
): Promise<SigninResult> {
  const [held] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.memberId, member.id), eq(r.day, day)));
  if (held) throw conflict(SIGNIN_MESSAGES.already, { member: member.nick, day });
  const [before] = await db
    .select({ streak: r.streak })
    .from(r)
    .where(and(eq(r.memberId, member.id), eq(r.day, addDays(day, -1))));
  const streak = (before?.streak ?? 0) + 1;
  const bonus = bonusFor(streak, rules.cycle, await bonusTable(db));
  const makeup = cost === undefined ? 0 : 1;
  // The day as it is recorded, and answered.
  const checked: Omit<SigninResult, 'id' | 'member_id' | 'balance'> = {
    day,
    points: rules.points,
    bonus,
    streak,
    makeup,
    cost: cost ?? 0,
  };
  const [made] = await db
    .insert(r)
    .values({ memberId: member.id, ...checked, createdAt: who.now })
    .onConflictDoNothing()
    .returning({ id: r.id });
  // The member's lock makes this the loser of no race; the key still holds if something else wrote the day.
  if (!made) throw conflict(SIGNIN_MESSAGES.already, { member: member.nick, day });
  const doc = { type: 'signin', id: made.id, no: day };
  const wallet = { kind: 'score' as const, memberId: member.id };
  if (cost) {
    await book(
      db,
      [{ wallet, amount: -cost, event: 'signin_makeup', key: costKey(member.id, day), doc, note: NOTE.cost }],
      who,
    );
  }
  const earned = rules.points + bonus;
  if (earned > 0) {
    await book(
      db,
      [
        {
          wallet,
          amount: earned,
          event: 'signin_earn',
          key: earnKey(member.id, day),
          doc,
          note: bonus > 0 ? NOTE.bonus : NOTE.earn,
        },
      ],
      who,
    );
  }
  if (makeup) await joinRun(db, member.id, day, streak);
  return { id: made.id, member_id: member.id, ...checked, balance: await balanceOf(db, wallet) };
}

/**
 * A made-up day joins the run of days after it: their streaks count on from it, so the next check-in continues
 * the longer streak. What those days earned stays as it was booked.
 */
async function joinRun(db: StoreDb, memberId: number, day: string, streak: number): Promise<void> {
  const later = await db
    .select({ day: r.day })
    .from(r)
    .where(and(eq(r.memberId, memberId), gt(r.day, day)))
    .orderBy(asc(r.day));
  const run: string[] = [];
  for (const l of later) {
    if (l.day !== addDays(day, run.length + 1)) break;
    run.push(l.day);
  }
  if (run.length === 0) return;
  await db
    .update(r)
    .set({ streak: sql`${streak}::int + (${r.day}::date - ${day}::date)` })
    .where(and(eq(r.memberId, memberId), inArray(r.day, run)));
}

/** A member checks in today (the store's day). */
export async function checkIn(
  db: StoreDb,
  memberId: number,
  rules: SigninRules,
  who: SigninWho,
): Promise<SigninResult> {
  const member = await lockMember(db, memberId);
  return writeDay(db, member, formatDate(who.now, who.timeZone), undefined, rules, who);
}

/** A member makes up a missed day before today, within the rules, paying for it in points. */
export async function makeUp(
  db: StoreDb,
  memberId: number,
  day: string,
  rules: SigninRules,
  who: SigninWho,
): Promise<SigninResult> {
  if (!rules.makeup) throw conflict(SIGNIN_MESSAGES.makeupOff);
  if (!isDay(day)) throw badInput(SIGNIN_MESSAGES.badDay, { day });
  const today = formatDate(who.now, who.timeZone);
  const back = daysBetween(day, today);
  if (back === 0) throw conflict(SIGNIN_MESSAGES.makeupToday);
  if (back < 0) throw conflict(SIGNIN_MESSAGES.makeupFuture, { day });
  if (back > rules.makeupDays) throw conflict(SIGNIN_MESSAGES.makeupTooOld, { days: rules.makeupDays, day });
  const member = await lockMember(db, memberId);
  const joined = formatDate(member.createdAt, who.timeZone);
  if (day < joined) throw conflict(SIGNIN_MESSAGES.makeupBeforeJoin, { joined, day });
  return writeDay(db, member, day, rules.makeupCost, rules, who);
}
