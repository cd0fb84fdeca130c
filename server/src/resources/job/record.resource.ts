import {
  col,
  conflict,
  defineResource,
  entityOptions,
  field,
  joinTo,
  KEPT_AND_EXPORTED,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq } from 'drizzle-orm';
import { recordFlow } from './record.flow';
import { jobRecords, jobResumes, jobs, jobTitles } from './tables';
import { JOB_TITLES, RECORD_STATES, STATE_TITLES } from './titles';

const r = jobRecords;

const MESSAGES = {
  noEdit: T('投递记录登记后不能修改，请用“处理”推进它的状态'),
  jobClosed: T('职位“{job}”已下架，不能再投递'),
  applied: T('{name} 已投递过职位“{job}”，请在投递记录中处理'),
};

/**
 * Applications (/job/record): a résumé sent to a job, from the app or registered for a walk-in, moved on by the
 * flow's one step `Set` (applied → viewed → interview → offer → hired, or rejected with a reason). Every step is
 * kept as the application's history, so an application is never edited or deleted.
 */
export const jobRecordResource = defineResource({
  entity: 'JobRecord',
  table: jobRecords,
  joins: [joinTo(r.resumeId), joinTo(r.jobId), joinTo(jobs.titleId)],
  columns: [
    col.hide(r.jobId),
    col.hide(r.resumeId),
    col.text(jobResumes.name, JOB_TITLES.applicant, {
      as: 'applicant',
      filter: 'text',
      width: 90,
      link: { page: 'JobRecordInfo', idKey: 'id' },
    }),
    col.text(jobResumes.phone, JOB_TITLES.mobile, { as: 'applicant_phone', filter: 'text', width: 130 }),
    col.text(jobs.name, JOB_TITLES.job, {
      as: 'job_name',
      filter: 'text',
      width: 150,
      link: { page: 'JobInfo', idKey: 'job_id' },
    }),
    col.text(jobTitles.name, JOB_TITLES.title, { as: 'title_name', filter: 'text', width: 100 }),
    field(r.jobId, JOB_TITLES.job, 'select', { required: true, optionsApi: entityOptions('Job') }),
    field(r.resumeId, JOB_TITLES.applicant, 'select', {
      required: true,
      optionsApi: entityOptions('Resume'),
    }),
    col.status(r.status, RECORD_STATES, { width: 90 }),
    col.datetime(r.interviewAt, JOB_TITLES.interviewAt, { sortable: true, filter: 'datetime' }),
    col.text(r.interviewPlace, JOB_TITLES.interviewPlace, { width: 160 }),
    col.money(r.offerSalary, JOB_TITLES.offerSalary, { sortable: true }),
    col.text(r.rejectReason, JOB_TITLES.rejectReason, { width: 160 }),
    col.text(r.note, JOB_TITLES.note, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.datetime(r.createdAt, JOB_TITLES.applied, { sortable: true, filter: 'datetime' }),
    col.datetime(r.updatedAt, JOB_TITLES.handled, { sortable: true }),
  ],
  tabs: {
    all: { title: T('全部', 'title') },
    ...Object.fromEntries(
      RECORD_STATES.map((s) => [s.value, { title: STATE_TITLES[s.value], where: eq(r.status, s.value) }]),
    ),
  },
  // An application is known by who applied.
  recordName: 'applicant',
  defaultSort: { key: 'created_at', order: 'desc' },
  flow: recordFlow,
  // A walk-in's application: to an open job, once per person and job.
  async beforeSave(db, values, id, ctx) {
    if (id !== undefined) throw conflict(MESSAGES.noEdit);
    const [job] = await db
      .select({ name: jobs.name, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, Number(values.jobId)));
    // A job or résumé not in the store is refused by the engine after this, naming its field.
    if (job && job.status !== 1) throw conflict(MESSAGES.jobClosed, { job: job.name });
    const [twice] = await db
      .select({ name: jobResumes.name })
      .from(r)
      .innerJoin(jobResumes, eq(jobResumes.id, r.resumeId))
      .where(and(eq(r.jobId, Number(values.jobId)), eq(r.resumeId, Number(values.resumeId))));
    if (job && twice) throw conflict(MESSAGES.applied, { name: twice.name, job: job.name });
    return { ...values, status: 'applied', createdAt: ctx.now, updatedAt: ctx.now };
  },
  ...KEPT_AND_EXPORTED,
});
