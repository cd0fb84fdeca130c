import { z } from 'zod';
import { get } from '../contract';
import { FlowEvent } from '../list-meta';
import { recordId } from '../schemas';

/**
 * An application's states: applied → viewed → interview → offer → hired, or rejected on the way. The
 * server's flow, its status check and the details screen all read this one list.
 */
export const JOB_RECORD_STATES = ['applied', 'viewed', 'interview', 'offer', 'hired', 'rejected'] as const;
export type JobRecordState = (typeof JOB_RECORD_STATES)[number];

/**
 * An application's page (`/job/record/info/:id`): the application keyed as the application list's columns (so the
 * screen labels it with that list's metadata), the résumé it was sent with by id, and its history, oldest first.
 */
export const jobRecordDetail = get('/v1/seller/job/JobRecordDetail', {
  summary: 'One application as its page shows it: the application, its job and applicant, and its history',
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    job_id: z.number().int(),
    resume_id: z.number().int(),
    applicant: z.string(),
    applicant_phone: z.string(),
    job_name: z.string(),
    title_name: z.string(),
    status: z.enum(JOB_RECORD_STATES),
    interview_at: z.number().int().nullable(),
    interview_place: z.string(),
    offer_salary: z.number().int().nullable(),
    reject_reason: z.string(),
    note: z.string(),
    created_at: z.number().int(),
    updated_at: z.number().int(),
    history: z.array(FlowEvent),
  }),
});
