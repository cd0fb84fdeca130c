import { entityByName } from '@yanye/catalog';
import {
  accounts,
  demoSequence,
  departments,
  members,
  operatorLogs,
  purchases,
  SAID,
  type StoreDb,
} from '@yanye/framework/server';
import { sameText, sentenceOf } from '@yanye/protocol';
import { and, eq, gte, isNotNull, max } from 'drizzle-orm';
import { inbounds, outbounds } from '../resources/jxc/tables';
import { memberLoginLogs } from '../resources/sys/tables';
import { seedMemberRecords } from './member-records';
import { seedOrderLog } from './order-log';

/**
 * The system section of a demo store: its mall's members and their sign-ins over the last month, and a
 * department for the warehouse clerk. (The administrators' sign-ins are seeded with the accounts, in demo.ts.)
 */

const DAY = 86_400;

const NICKS = [
  '老张家的小卖部',
  '王姐副食店',
  '开心果',
  '阿芳',
  '李师傅面馆',
  '晴天',
  '小周',
  '陈记粮油',
  '刘大厨',
  '花开富贵',
  '赵阿姨',
  '平安是福',
  '孙记早点',
  '小雨',
  '杨家超市',
  '老马',
  '一米阳光',
  '胡同口便利店',
  '吴老板',
  '郑州老乡',
  '徐记饭庄',
  '好运来',
  '冯姐',
  '大鹏',
  '何记烧烤',
  '林小姐',
  '向日葵',
  '高家粮店',
  '罗师傅',
  '静待花开',
  '梁记米粉',
  '宋大姐',
  '快乐每一天',
  '唐记卤味',
  '韩小厨',
  '知足常乐',
  '曹家馒头店',
  '邓老师',
  '许记豆花',
  '秋天的风',
];

const LEVEL_WEIGHTS: readonly [number, number][] = [
  [1, 0.6],
  [2, 0.25],
  [3, 0.1],
  [4, 0.05],
];

/** Numbers the contract tests type into forms and imports: no demo member holds them. */
const RESERVED = new Set(['13800138000', '13900139000']);

const AGENTS = {
  h5: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  mini: 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50 miniProgram',
  app: 'YanyeMall/3.2.1 (Android 14; HUAWEI Mate 60)',
} as const;

function pickWeighted<T>(rand: () => number, weights: readonly [T, number][]): T {
  let r = rand();
  for (const [value, weight] of weights) {
    r -= weight;
    if (r < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

function phoneOf(rand: () => number, taken: Set<string>): string {
  for (;;) {
    const phone = `1${3 + Math.floor(rand() * 7)}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
    if (!taken.has(phone) && !RESERVED.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/** About 40 members registered over the last 90 days, and about 300 sign-ins to the mall over the last 30. */
async function seedMembers(db: StoreDb, rand: () => number, now: number): Promise<void> {
  const phones = new Set<string>();
  const made = NICKS.map((nickName, i) => ({
    nickName,
    phone: phoneOf(rand, phones),
    level: pickWeighted(rand, LEVEL_WEIGHTS),
    // Two members were disabled by the store (a dispute, a duplicate account).
    status: i === 7 || i === 23 ? 0 : 1,
    createdAt: now - Math.floor((3 + rand() * 87) * DAY),
  }));
  const rows = await db.insert(members).values(made).returning({
    id: members.id,
    phone: members.phone,
    status: members.status,
    createdAt: members.createdAt,
  });

  const channels: readonly ['h5' | 'mini' | 'app', number][] = [
    ['h5', 0.45],
    ['mini', 0.4],
    ['app', 0.15],
  ];
  const signIns = [];
  for (let i = 0; i < 300; i++) {
    const at = now - Math.floor(rand() * 30 * DAY);
    const channel = pickWeighted(rand, channels);
    const known = rows.filter((r) => r.createdAt < at);
    const member = known[Math.floor(rand() * known.length)];
    const roll = rand();
    const where = {
      channel,
      ip: `${rand() < 0.5 ? '203.0.113' : '198.51.100'}.${1 + Math.floor(rand() * 250)}`,
      userAgent: AGENTS[channel],
      createdAt: at,
    };
    if (!member || roll < 0.03) {
      // A number no member has: a typo, or someone trying numbers.
      signIns.push({
        ...where,
        memberId: null,
        phone: phoneOf(rand, phones),
        success: false,
        reason: 'password',
      });
    } else if (member.status === 0) {
      signIns.push({
        ...where,
        memberId: member.id,
        phone: member.phone,
        success: false,
        reason: 'disabled',
      });
    } else {
      const failed = roll < 0.12;
      const reason = failed ? (rand() < 0.6 ? 'password' : 'code') : '';
      signIns.push({ ...where, memberId: member.id, phone: member.phone, success: !failed, reason });
    }
  }
  await db.insert(memberLoginLogs).values(signIns);
  // Each member's last sign-in is the latest successful one.
  const last = await db
    .select({ memberId: memberLoginLogs.memberId, at: max(memberLoginLogs.createdAt) })
    .from(memberLoginLogs)
    .where(eq(memberLoginLogs.success, true))
    .groupBy(memberLoginLogs.memberId);
  for (const row of last) {
    if (row.memberId === null || row.at === null) continue;
    await db
      .update(members)
      .set({ lastLoginAt: Number(row.at) })
      .where(eq(members.id, row.memberId));
  }
}

/** The warehouse clerk works in the warehouse department (its leader). */
async function placeClerk(db: StoreDb): Promise<void> {
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.name, '仓储部'))
    .limit(1);
  if (!dept) return;
  await db
    .update(accounts)
    .set({ deptId: dept.id })
    .where(and(eq(accounts.username, 'clerk'), eq(accounts.isMain, false)));
}

/**
 * The operator log of the last 30 days as the documents tell it: each document made (its Save) and audited (its
 * Audit) by whoever did, at the time they did, as the platform would have written it.
 */
async function seedOperatorLog(db: StoreDb, rand: () => number, now: number): Promise<void> {
  const people = await db.select({ id: accounts.id, username: accounts.username }).from(accounts);
  const nameOf = new Map(people.map((p) => [Number(p.id), p.username]));
  const since = now - 30 * DAY;
  const rows = [];
  for (const [entity, table] of [
    ['Purchase', purchases],
    ['Inbound', inbounds],
    ['Outbound', outbounds],
  ] as const) {
    const facts = entityByName(entity);
    if (!facts) continue;
    const docs = await db
      .select({
        id: table.id,
        no: table.no,
        createdBy: table.createdBy,
        createdAt: table.createdAt,
        auditedBy: table.auditedBy,
        auditedAt: table.auditedAt,
      })
      .from(table)
      .where(and(gte(table.createdAt, since), isNotNull(table.createdBy)));
    const ip = () => `192.0.2.${10 + Math.floor(rand() * 20)}`;
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0';
    const auditTitle = facts.pages.find((p) => p.api.includes(`${facts.api}Audit`))?.title;
    for (const doc of docs) {
      const maker = Number(doc.createdBy);
      const named = { target: String(doc.id), object: entity, objectName: doc.no };
      const params = { noun: facts.noun, name: sameText(doc.no) };
      const created = { text: SAID.created, params };
      rows.push({
        accountId: maker,
        username: nameOf.get(maker) ?? '',
        api: `${facts.api}Save`,
        ...named,
        summary: sentenceOf(created, 'zh'),
        detail: created,
        ip: ip(),
        userAgent,
        createdAt: doc.createdAt,
      });
      if (doc.auditedBy === null || doc.auditedAt === null || !auditTitle) continue;
      const auditor = Number(doc.auditedBy);
      const audited = { text: SAID.acted, params: { ...params, action: auditTitle } };
      rows.push({
        accountId: auditor,
        username: nameOf.get(auditor) ?? '',
        api: `${facts.api}Audit`,
        ...named,
        summary: sentenceOf(audited, 'zh'),
        detail: audited,
        ip: ip(),
        userAgent,
        createdAt: doc.auditedAt,
      });
    }
  }
  if (rows.length > 0) await db.insert(operatorLogs).values(rows);
}

/** The system section's demo rows of one store: salt and grain stores have a mall, the offline-pay one has not. */
export async function seedSystem(db: StoreDb, industry: string, now: number): Promise<void> {
  const rand = demoSequence(20_260_311 + db.supplierId);
  if (industry === 'salt' || industry === 'grain') {
    await seedMembers(db, rand, now);
    await seedMemberRecords(db);
    await seedOperatorLog(db, rand, now);
    await seedOrderLog(db, now);
  }
  await placeClerk(db);
}
