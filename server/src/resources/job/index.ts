import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { jobFeedbackResource } from './feedback.resource';
import { jobResource } from './job.resource';
import { jobRecordResource } from './record.resource';
import { jobRecordRoutes } from './record.routes';
import { resumeResource } from './resume.resource';
import { jobTitleResource } from './title.resource';

/** The job section's resources: titles, jobs, résumés, applications and applicants' feedback. */
export const JOB_RESOURCES: readonly ResourceDef[] = [
  jobTitleResource,
  jobResource,
  resumeResource,
  jobRecordResource,
  jobFeedbackResource,
];

/** The job section's bespoke calls: an application's page. */
export const JOB_ROUTES: readonly ApiRoute[] = [...jobRecordRoutes];
