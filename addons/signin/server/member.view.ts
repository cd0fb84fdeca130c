import { balanceOf, formatDate, members, notFound, type StoreDb } from '@yanye/addon-kit/server';
import { and, desc, eq, gte } from 'drizzle-orm';
import { MEMBER_DAYS, type SigninMember } from '../contract';
import { addDays, type SigninRules } from './rules';
import type { SigninWho } from './signin.service';
import { signinRecords } from './tables';

const r = signinRecords;

/**
 * A member as the check-in desk shows them: the last month of days, today's state and streak, the points, and
 * the missed days the rules still let them make up (none before they joined).
 */
export async function memberView(
  db: StoreDb,
  memberId: number,
  rules: SigninRules,
  who: SigninWho,
): Promise<SigninMember> {
  const [member] = await db
    .select({
      nick: members.nickName,
      phone: members.phone,
      status: members.status,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw notFound();
  const today = formatDate(who.now, who.timeZone);
  const days = await db
    .select({
      id: r.id,
      member_id: r.memberId,
      day: r.day,
      points: r.points,
      bonus: r.bonus,
      streak: r.streak,
      makeup: r.makeup,
      cost: r.cost,
    })
    .from(r)
    .where(and(eq(r.memberId, memberId), gte(r.day, addDays(today, 1 - MEMBER_DAYS))))
    .orderBy(desc(r.day));
  const held = new Set(days.map((d) => d.day));
  const last = days.find((d) => d.day === today) ?? days.find((d) => d.day === addDays(today, -1));
  const joined = formatDate(member.createdAt, who.timeZone);
  const makeable: string[] = [];
  for (let back = 1; rules.makeup && back <= rules.makeupDays; back++) {
    const day = addDays(today, -back);
    if (day < joined) break;
    if (!held.has(day)) makeable.push(day);
  }
  return {
    member_id: memberId,
    nick_name: member.nick,
    phone: member.phone,
    active: member.status === 1 ? 1 : 0,
    today,
    checked_today: held.has(today) ? 1 : 0,
    streak: last?.streak ?? 0,
    balance: await balanceOf(db, { kind: 'score', memberId }),
    rules: {
      points: rules.points,
      cycle: rules.cycle,
      makeup: rules.makeup ? 1 : 0,
      makeup_days: rules.makeupDays,
      makeup_cost: rules.makeupCost,
    },
    days: days.map((d) => ({ ...d, makeup: d.makeup === 1 ? 1 : 0 })),
    makeable,
  };
}
