import {
  type AddonDemoContext,
  addonByKey,
  balanceOf,
  formatDate,
  members,
  parseDateTime,
  readAddonValues,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { and, asc, eq, lt } from 'drizzle-orm';
import { addDays, rulesOf } from './rules';
import { checkIn, makeUp, type SigninWho } from './signin.service';
import { signinRecords } from './tables';

const HOUR = 3_600;
const TIME_ZONE = 'Asia/Shanghai';

/** A deterministic sequence of its own, so other demo data does not move when this changes. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** How often each demo member checks in: a few never miss a day, others now and then. */
const HABITS = [0.97, 0.93, 0.88, 0.8, 0.7, 0.55, 0.45, 0.3];

/**
 * The last month of check-ins of eight of the store's members, made through the same calls as the app's, one
 * day after another with the clock of each: streaks and their bonuses, days missed, and some made up the next
 * day (paid in points). Every day's points are booked in the ledger.
 */
export async function seedSignin(db: StoreDb, { now }: AddonDemoContext): Promise<void> {
  const rand = sequence(20_260_301 + db.supplierId);
  const rules = rulesOf(await readAddonValues(db, addonByKey('signin')!));
  const today = formatDate(now, TIME_ZONE);
  const first = addDays(today, -29);
  const people = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 1), lt(members.createdAt, parseDateTime(first, TIME_ZONE)!)))
    .orderBy(asc(members.id))
    .limit(HABITS.length);
  for (let d = 0; d < 30; d++) {
    const day = addDays(first, d);
    const start = parseDateTime(day, TIME_ZONE)!;
    for (const [i, person] of people.entries()) {
      // Between 07:00 and 21:00, and never after the demo's now.
      const at = Math.min(now - 60, start + 7 * HOUR + Math.floor(rand() * 14 * HOUR));
      if (at < start) continue;
      const who: SigninWho = { accountId: null, now: at, timeZone: TIME_ZONE };
      const missed = d > 0 && !(await checkedIn(db, person.id, addDays(day, -1)));
      const wallet = { kind: 'score' as const, memberId: person.id };
      if (missed && rand() < 0.35 && (await balanceOf(db, wallet)) >= rules.makeupCost)
        await makeUp(db, person.id, addDays(day, -1), rules, who);
      if (rand() < HABITS[i]!) await checkIn(db, person.id, rules, who);
    }
  }
}

const r = signinRecords;

async function checkedIn(db: StoreDb, memberId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.memberId, memberId), eq(r.day, day)));
  return row !== undefined;
}
