import { useQuery } from '@tanstack/react-query';
import { entityByName, pageByName } from '@yanye/catalog';
import {
  formMetaQuery,
  linkTo,
  metaQuery,
  type Row,
  recordQuery,
  useApiQuery,
  usePermissions,
  useRecordActions,
} from '@yanye/framework/web';
import { API, type OutputOf, RECORD_CALLS } from '@yanye/protocol';

/** One application as its page reads it (`API.job.jobRecordDetail`). */
export type JobRecord = OutputOf<typeof API.job.jobRecordDetail>;

/** The application list: where the page goes back to, and whose metadata labels the application. */
export const RECORD_LIST = pageByName('JobRecordManage')!;
const RECORD_INFO = `${entityByName('JobRecord')!.api}${RECORD_CALLS.info}`;
/** The résumé's own form, read-only: the applicant as the résumé screens show them. */
const RESUME_INFO = `${entityByName('Resume')!.api}${RECORD_CALLS.info}`;

/**
 * An application's page (/job/record/info/:id): the application, the résumé it was sent with, its history, and
 * the steps its list offers in its present state (processing it moves it on and reads it all again).
 */
export function useJobRecord(id: string | undefined) {
  const permissions = usePermissions();
  const read = useApiQuery(API.job.jobRecordDetail, { id: Number(id) }, { enabled: id !== undefined });
  const record = read.data;
  const meta = useQuery(metaQuery(RECORD_LIST.api[0]!));
  const resumeForm = useQuery(formMetaQuery(RESUME_INFO));
  const resume = useQuery(recordQuery(RESUME_INFO, record ? String(record.resume_id) : undefined));
  // The application as the list's actions see it, named as the list names it (the applicant), so the 处理 dialog
  // says whose application it moves whether it was opened from the list, this page or its own address.
  const nameKey = meta.data?.record_name;
  const named = record && nameKey ? String((record as Readonly<Record<string, unknown>>)[nameKey] ?? '') : '';
  const row: Row | undefined = record ? { ...record, _name: named || record.applicant } : undefined;
  const actions = useRecordActions(RECORD_INFO, row);
  const job = record ? linkTo('JobInfo', record.job_id) : undefined;
  return {
    record,
    meta: meta.data,
    resumeFields: resumeForm.data?.fields,
    resume: resume.data as Row | undefined,
    jobPath: job && permissions?.paths.has(job.page) ? job.path : undefined,
    actions,
    /** The application's own read failing (not found, refused) is the page's; the rest only leave a part out. */
    error: read.error ?? meta.error,
  };
}
