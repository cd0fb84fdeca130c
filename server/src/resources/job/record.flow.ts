import { AppError, defineFlow, input, type StepOutcome, type StoreDb } from '@yanye/framework/server';
import { T, type Texts } from '@yanye/i18n';
import type { JobRecordState } from '@yanye/protocol';
import { and, count, eq } from 'drizzle-orm';
import { jobRecords, jobs, SALARY } from './tables';
import { JOB_TITLES, RECORD_STATES } from './titles';

const MESSAGES = {
  interviewAt: T('请填写面试时间'),
  interviewPast: T('面试时间须晚于现在'),
  interviewFar: T('面试时间须在一年之内'),
  interviewPlace: T('请填写面试地点'),
  reason: T('请填写未通过的原因（至少 2 个字）'),
  full: T('职位“{job}”已招满（{hired}/{headcount}），请先调整招聘人数再确认入职'),
};

/**
 * Refuses a hire past the job's openings. The job's row is locked first, so two hires for its last opening are
 * counted one after the other and the second is refused.
 */
async function assertOpening(db: StoreDb, jobId: number): Promise<void> {
  const [job] = await db
    .select({ name: jobs.name, headcount: jobs.headcount })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  const [done] = await db
    .select({ n: count() })
    .from(jobRecords)
    .where(and(eq(jobRecords.jobId, jobId), eq(jobRecords.status, 'hired')));
  const hired = Number(done?.n ?? 0);
  if (job && hired >= job.headcount)
    throw new AppError('CONFLICT', MESSAGES.full, { job: job.name, hired, headcount: job.headcount });
}

/** Until when an interview may be set: a year ahead is a plan, further is a typo. */
const YEAR = 366 * 86_400;

const forInterview = T('改为“待面试”时必填');

/** What each target asks for, kept on the application and in its history row. */
const FIELDS = [
  input('interview_at', JOB_TITLES.interviewAt, 'datetime', {
    tip: forInterview,
  }),
  input('interview_place', JOB_TITLES.interviewPlace, 'text', {
    max: 100,
    tip: forInterview,
  }),
  input('offer_salary', JOB_TITLES.offerSalary, 'money', {
    ...SALARY,
    // Starts blank: an offer may name no salary, which is none, not 0.00.
    default: '',
    tip: T('发录用时可填，元/月'),
  }),
  input('reason', JOB_TITLES.rejectReason, 'textarea', {
    max: 200,
    tip: T('改为“未通过”时必填'),
  }),
  input('note', T('处理备注'), 'textarea', { max: 500 }),
] as const;

type Asked = Readonly<Record<string, unknown>>;

/** A target's own rule broken: said under the dialog's field it names. */
const refused = (text: Texts, field: string) => new AppError('BAD_INPUT', text, {}, { field });
type Application = typeof jobRecords.$inferSelect;

/** What moving to a target checks and keeps, beyond the move itself; targets not named here ask for nothing. */
const TARGETS: Partial<
  Record<
    JobRecordState,
    (db: StoreDb, row: Application, asked: Asked, now: number) => Promise<StepOutcome<typeof jobRecords>>
  >
> = {
  async interview(_db, _row, asked, now) {
    const at = Number(asked.interview_at ?? 0);
    const place = String(asked.interview_place ?? '').trim();
    if (!(at > 0)) throw refused(MESSAGES.interviewAt, 'interview_at');
    if (at <= now) throw refused(MESSAGES.interviewPast, 'interview_at');
    if (at > now + YEAR) throw refused(MESSAGES.interviewFar, 'interview_at');
    if (place === '') throw refused(MESSAGES.interviewPlace, 'interview_place');
    return {
      set: { interviewAt: at, interviewPlace: place },
      data: { interview_at: at, interview_place: place },
    };
  },
  async rejected(_db, _row, asked) {
    const reason = String(asked.reason ?? '').trim();
    if ([...reason].length < 2) throw refused(MESSAGES.reason, 'reason');
    return { set: { rejectReason: reason }, data: { reason } };
  },
  async offer(_db, _row, asked) {
    const salary = Number(asked.offer_salary ?? 0);
    return salary > 0 ? { set: { offerSalary: salary }, data: { offer_salary: salary } } : {};
  },
  async hired(db, row) {
    await assertOpening(db, row.jobId);
    return {};
  },
};

/**
 * An application's flow: one step, `Set`, where the recruiter picks what comes next. An interview needs
 * a time to come and a place, a rejection a reason the applicant is told, an offer may name the salary, a hire
 * needs an opening left; the step keeps them on the application (what the list shows now) and in its history row
 * (what was said then).
 */
export const recordFlow = defineFlow<typeof jobRecords>({
  status: jobRecords.status,
  states: RECORD_STATES,
  initial: 'applied',
  steps: {
    Set: {
      from: ['applied', 'viewed', 'interview', 'offer'],
      to: {
        applied: ['viewed', 'interview', 'rejected'],
        viewed: ['interview', 'rejected'],
        interview: ['offer', 'rejected'],
        offer: ['hired', 'rejected'],
      },
      fields: FIELDS,
      async apply(ctx, row, asked) {
        const now = ctx.deps.now();
        const own = await TARGETS[asked.to_state as JobRecordState]?.(ctx.db, row, asked, now);
        return { ...own, set: { ...own?.set, updatedAt: now } };
      },
    },
  },
});
