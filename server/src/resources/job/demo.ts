import { accounts, type DemoStore, type StoreDb, type UserContext } from '@yanye/framework/server';
import { centsOfYuan, type JobRecordState } from '@yanye/protocol';
import { asc, eq } from 'drizzle-orm';
import { DEMO_FEEDBACK, DEMO_JOBS, DEMO_TEXTS } from './job.demo';
import { recordFlow } from './record.flow';
import { jobRecordResource } from './record.resource';
import { jobFeedback, jobRecords, jobResumes, jobs, jobTitles } from './tables';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/**
 * Where each demo application goes after it arrives: every state is reached, hired and rejected by several roads
 * (turned down at once, after an interview, or declining the offer).
 */
const ROADS: readonly (readonly JobRecordState[])[] = [
  ['viewed', 'interview', 'offer', 'hired'],
  ['viewed', 'rejected'],
  [],
  ['viewed', 'interview', 'rejected'],
  ['viewed'],
  ['interview', 'offer', 'hired'],
  ['viewed', 'interview'],
  ['rejected'],
  ['viewed', 'interview', 'offer'],
  ['viewed', 'interview', 'offer', 'rejected'],
];

const REASONS = [
  '工作经验与岗位要求不符',
  '期望薪资与岗位差距较大',
  '面试表现未达到岗位要求',
  '候选人已接受其他公司录用',
];
const NOTES = ['可尽快到岗', '希望安排在上午面试', '', '之前在粮油公司做过两年', '', '朋友推荐来的'];
const PLACES = ['公司三楼会议室', '仓库办公室', '人事部（一楼东侧）'];

/** When the road ends in a state still being worked on, it ends in the last days; a closed road starts early. */
const OPEN_END: ReadonlySet<JobRecordState> = new Set(['applied', 'viewed', 'interview', 'offer']);

/** A step as the demo's recruiter takes it at `at`: through the flow, as the console's button would. */
function stepContext(db: StoreDb, accountId: number, at: number): UserContext {
  // Seeding has no request; the step reads only the store's handle, the clock and who takes it.
  return { db, lang: 'zh', deps: { now: () => at }, principal: { accountId } } as unknown as UserContext;
}

/** The input of a step to `to` at `at`, and the time the step after it may come. */
function stepInput(
  to: JobRecordState,
  at: number,
  i: number,
): { input: Record<string, unknown>; next: number } {
  if (to === 'interview') {
    // Two days on, between 9 and 16 o'clock in China (UTC+8).
    const day = Math.floor((at + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    const when = day + 2 * DAY + (9 + (i % 8)) * HOUR;
    return { input: { interview_at: when, interview_place: PLACES[i % PLACES.length] }, next: when + DAY };
  }
  if (to === 'offer')
    return { input: { offer_salary: 550_000 + (i % 5) * 50_000 }, next: at + (3 + (i % 4)) * DAY };
  if (to === 'rejected') return { input: { reason: REASONS[i % REASONS.length] }, next: at };
  return { input: { note: to === 'viewed' ? '已电话沟通' : '' }, next: at + (1 + (i % 2)) * DAY };
}

/** When each step of a road is taken, after an application at `at`. */
function stepTimes(road: readonly JobRecordState[], at: number, i: number): number[] {
  const times: number[] = [];
  let when = at + (4 + (i % 16)) * HOUR;
  for (const to of road) {
    times.push(when);
    when = stepInput(to, when, i).next + (2 + (i % 5)) * HOUR;
  }
  return times;
}

/** Sixty applications, each made and moved through its states by the flow's steps, over the last 90 days. */
async function seedApplications(db: StoreDb, accountId: number, now: number): Promise<void> {
  const people = await db.select().from(jobResumes).orderBy(asc(jobResumes.id));
  const posted = await db
    .select({ id: jobs.id, at: jobs.createdAt, openings: jobs.headcount })
    .from(jobs)
    .orderBy(asc(jobs.id));
  const hires = new Map<number, number>();
  if (people.length === 0 || posted.length === 0) return;
  const step = jobRecordResource.actions.Set!;
  for (let i = 0; i < 60; i++) {
    const person = people[i % people.length]!;
    const job = posted[(i * 7) % posted.length]!;
    // A job filled already keeps the last one at the offer.
    const full = (hires.get(job.id) ?? 0) >= job.openings;
    const road = ROADS[i % ROADS.length]!.filter((s) => !(full && s === 'hired'));
    const earliest = Math.max(person.createdAt, job.at) + HOUR;
    // A road still open ends in the last days (an interview to come); a closed one starts soon after the résumé.
    const span = stepTimes(road, 0, i).at(-1) ?? 0;
    const at = OPEN_END.has(road.at(-1) ?? 'applied')
      ? Math.max(earliest, now - span - (6 + (i % 20) * 3) * HOUR)
      : earliest + ((i * 5) % 30) * HOUR;
    const [made] = await db
      .insert(jobRecords)
      .values({
        jobId: job.id,
        resumeId: person.id,
        status: 'applied',
        note: NOTES[i % NOTES.length]!,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordFlow.created(db, jobRecordResource.name, made!.id, accountId, at);
    let row = made!;
    const times = stepTimes(road, at, i);
    for (const [k, to] of road.entries()) {
      const when = times[k]!;
      // A road that would run past today stops where today is.
      if (when > now - HOUR) break;
      const { input } = stepInput(to, when, i);
      await step.run(stepContext(db, accountId, when), row, { ...input, to_state: to } as never);
      row = { ...row, status: to };
      if (to === 'hired') hires.set(job.id, (hires.get(job.id) ?? 0) + 1);
    }
  }
}

/** The recruitment section's demo business of a store: its jobs, applications moved on, applicants' feedback. */
export async function seedJob(db: StoreDb, store: DemoStore, now: number): Promise<void> {
  const plan = DEMO_JOBS[store.industryType];
  if (!plan) return;
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isMain, true));
  const titles = await db.select({ id: jobTitles.id, name: jobTitles.name }).from(jobTitles);
  const titleOf = new Map(titles.map((t) => [t.name, t.id]));
  const [contactName, contactPhone] = plan.contact;
  const rows = plan.jobs.flatMap((job, k) => {
    const titleId = titleOf.get(job.title);
    if (titleId === undefined) return [];
    const at = now - (100 - k * 3) * DAY;
    const texts = DEMO_TEXTS[job.title]!;
    return [
      {
        titleId,
        name: job.name,
        salaryNegotiable: job.salary ? 0 : 1,
        salaryMin: job.salary ? centsOfYuan(job.salary[0]) : null,
        salaryMax: job.salary ? centsOfYuan(job.salary[1]) : null,
        region: job.region,
        address: job.address,
        headcount: job.headcount,
        requirements: texts.requirements,
        benefits: texts.benefits,
        contactName,
        contactPhone,
        status: job.closed ? 0 : 1,
        publishedAt: at,
        views: 60 + ((k * 37) % 240),
        createdAt: at,
        updatedAt: job.closed ? now - (5 + k) * DAY : at,
      },
    ];
  });
  if (rows.length === 0 || !admin) return;
  const jobIds = (await db.insert(jobs).values(rows).returning({ id: jobs.id })).map((j) => j.id);
  await seedApplications(db, admin.id, now);
  const people = await db.select({ name: jobResumes.name, phone: jobResumes.phone }).from(jobResumes);
  await db.insert(jobFeedback).values(
    DEMO_FEEDBACK.map((f, i) => {
      const person = people[(i * 3) % Math.max(people.length, 1)];
      return {
        name: person?.name ?? '求职者',
        phone: person?.phone ?? contactPhone,
        content: f.content,
        jobId: f.job === undefined ? null : (jobIds[f.job] ?? null),
        createdAt: Math.round(now - (85 - i * 5.5) * DAY - (i % 5) * HOUR),
      };
    }),
  );
}
