import { notFound, route } from '@yanye/framework/server';
import { API, type JobRecordState } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { recordFlow } from './record.flow';
import { jobRecordResource } from './record.resource';
import { jobRecords, jobResumes, jobs, jobTitles } from './tables';

const r = jobRecords;

/**
 * `GET /v1/seller/job/JobRecordDetail?id=`: one application as its page shows it, keyed as the application
 * list's columns (the screen labels it with that list's metadata), with its history in the user's words.
 */
export const jobRecordRoutes = [
  route(API.job.jobRecordDetail, {
    handler: async ({ db, lang, deps }, { query }) => {
      const [row] = await db
        .select({
          id: r.id,
          job_id: r.jobId,
          resume_id: r.resumeId,
          applicant: jobResumes.name,
          applicant_phone: jobResumes.phone,
          job_name: jobs.name,
          title_name: jobTitles.name,
          status: r.status,
          interview_at: r.interviewAt,
          interview_place: r.interviewPlace,
          offer_salary: r.offerSalary,
          reject_reason: r.rejectReason,
          note: r.note,
          created_at: r.createdAt,
          updated_at: r.updatedAt,
        })
        .from(r)
        .innerJoin(jobResumes, eq(jobResumes.id, r.resumeId))
        .innerJoin(jobs, eq(jobs.id, r.jobId))
        .innerJoin(jobTitles, eq(jobTitles.id, jobs.titleId))
        .where(eq(r.id, query.id));
      if (!row) throw notFound();
      const history = await recordFlow.history(
        db,
        jobRecordResource.name,
        query.id,
        lang,
        (step) => jobRecordResource.actions[step]?.label,
        deps.config.TIME_ZONE,
      );
      // The status column's check holds it to the states.
      return { ...row, status: row.status as JobRecordState, history };
    },
  }),
];
