import { T } from '@yanye/catalog';
import { and, eq } from 'drizzle-orm';
import { col, field } from '../../engine/columns';
import { defineResource, entityOptions } from '../../engine/resource';
import { ET } from '../../engine/titles';
import { conflict } from '../../platform/errors';
import { recordFlow } from './record.flow';
import { jobRecords, jobResumes, jobs, jobTitles } from './tables';
import { JT, RECORD_STATES, STATE_TITLES } from './titles';

export { jobRecords } from './tables';

const r = jobRecords;

const M = {
  noEdit: T(
    '投递记录登记后不能修改，请用“处理”推进它的状态',
    'An application cannot be edited once registered: process it instead',
    'Una candidatura registrada no se edita: tramítela',
    '登録済みの応募は編集できません。「処理」で状態を進めてください',
  ),
  jobClosed: T(
    '职位“{job}”已下架，不能再投递',
    'The job "{job}" is closed to applications',
    'La oferta «{job}» está cerrada a candidaturas',
    '求人「{job}」は募集を停止しています',
  ),
  applied: T(
    '{name} 已投递过职位“{job}”，请在投递记录中处理',
    '{name} has applied to "{job}" already: process that application',
    '{name} ya se postuló a «{job}»: tramite esa candidatura',
    '{name} さんは「{job}」に応募済みです。その応募を処理してください',
  ),
};

/**
 * Applications (/job/record): a résumé sent to a job, from the app or registered for a walk-in, moved on by the
 * flow's one step `Set` (applied → viewed → interview → offer → hired, or rejected with a reason). Every step is
 * kept as the application's history, so an application is never edited or deleted.
 */
export const jobRecordResource = defineResource({
  entity: 'JobRecord',
  table: jobRecords,
  joins: [
    { table: jobResumes, on: eq(jobResumes.id, r.resumeId) },
    { table: jobs, on: eq(jobs.id, r.jobId) },
    { table: jobTitles, on: eq(jobTitles.id, jobs.titleId) },
  ],
  columns: [
    col.id(r.id),
    col.hide(r.jobId),
    col.hide(r.resumeId),
    col.text(jobResumes.name, JT.applicant, {
      as: 'applicant',
      filter: 'text',
      width: 90,
      link: { page: 'JobRecordInfo', idKey: 'id' },
    }),
    col.text(jobResumes.phone, JT.mobile, { as: 'applicant_phone', filter: 'text', width: 130 }),
    col.text(jobs.name, JT.job, {
      as: 'job_name',
      filter: 'text',
      width: 150,
      link: { page: 'JobInfo', idKey: 'job_id' },
    }),
    col.text(jobTitles.name, JT.title, { as: 'title_name', filter: 'text', width: 100 }),
    field(r.jobId, JT.job, 'select', { required: true, optionsApi: entityOptions('Job') }),
    field(r.resumeId, JT.applicant, 'select', { required: true, optionsApi: entityOptions('Resume') }),
    col.select(r.status, ET.status, RECORD_STATES, { filter: 'select', width: 90 }),
    col.datetime(r.interviewAt, JT.interviewAt, { sortable: true, filter: 'datetime' }),
    col.text(r.interviewPlace, JT.interviewPlace, { width: 160 }),
    col.money(r.offerSalary, JT.offerSalary, { sortable: true }),
    col.text(r.rejectReason, JT.rejectReason, { width: 160 }),
    col.text(r.note, JT.note, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.datetime(r.createdAt, JT.applied, { sortable: true, filter: 'datetime' }),
    col.datetime(r.updatedAt, JT.handled, { sortable: true }),
  ],
  tabs: {
    all: { title: T('全部', 'All', 'Todas', 'すべて') },
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
    if (id !== undefined) throw conflict(M.noEdit);
    const [job] = await db
      .select({ name: jobs.name, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, Number(values.jobId)));
    // A job or résumé not in the store is refused by the engine after this, naming its field.
    if (job && job.status !== 1) throw conflict(M.jobClosed, { job: job.name });
    const [twice] = await db
      .select({ name: jobResumes.name })
      .from(r)
      .innerJoin(jobResumes, eq(jobResumes.id, r.resumeId))
      .where(and(eq(r.jobId, Number(values.jobId)), eq(r.resumeId, Number(values.resumeId))));
    if (job && twice) throw conflict(M.applied, { name: twice.name, job: job.name });
    return { ...values, status: 'applied', createdAt: ctx.now, updatedAt: ctx.now };
  },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
