import { col, defineResource, entityOptions, field, joinTo } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { jobFeedback, jobs } from './tables';
import { JOB_TITLES } from './titles';

const f = jobFeedback;

/**
 * Applicants' feedback (/job/feedback): written in the app (a question about a job, a complaint about an
 * interview), read here and deleted, one or many at once. The console neither writes nor edits it.
 */
export const jobFeedbackResource = defineResource({
  entity: 'JobFeedback',
  table: jobFeedback,
  joins: [joinTo(f.jobId)],
  columns: [
    col.text(f.name, JOB_TITLES.name, {
      filter: 'text',
      width: 90,
      link: { page: 'JobFeedbackInfo', idKey: 'id' },
    }),
    col.text(f.phone, JOB_TITLES.mobile, { filter: 'text', width: 130 }),
    col.text(jobs.name, T('相关职位'), {
      as: 'job_name',
      filter: 'text',
      width: 150,
    }),
    col.text(f.content, T('反馈内容'), { filter: 'text', width: 360 }),
    col.datetime(f.createdAt, JOB_TITLES.sent, { sortable: true, filter: 'datetime' }),
    // What its details page shows, read-only: nobody saves it (no page lists its Save).
    field(f.name, JOB_TITLES.name, 'text'),
    field(f.phone, JOB_TITLES.mobile, 'text'),
    field(f.jobId, T('相关职位'), 'select', {
      optionsApi: entityOptions('Job'),
    }),
    field(f.content, T('反馈内容'), 'textarea'),
    field(f.createdAt, JOB_TITLES.sent, 'datetime'),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  exportable: true,
});
