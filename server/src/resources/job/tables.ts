import { createdAt, isOneOf, refId, rowTimes, storeKey, storeTable, unixTime } from '@yanye/framework/server';
import { JOB_RECORD_STATES } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

// The recruitment section's tables (a job's list counts its applications, an application names its job).

/** A monthly salary as the forms take it, in cents: up to ¥100,000 (0 where none is said). */
export const SALARY = { min: 0, max: 10_000_000 } as const;

/** A résumé's gender, education and where it came from: the values its table holds. */
export const GENDERS = ['male', 'female'] as const;
export const EDUCATIONS = ['junior', 'high', 'secondary', 'college', 'bachelor', 'master'] as const;
export const RESUME_SOURCES = ['app', 'walk_in', 'referral'] as const;

/** What a mobile number is (docs/business-rules.md, 'Mobile numbers'), as the database holds it too. */
const MOBILE = sql.raw(`'^1[0-9]{10}$'`);

/** Job categories (司机, 仓管员, ...): every job belongs to one. */
export const jobTitles = storeTable(
  'job_titles',
  {
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [uniqueIndex('job_titles_name_key').on(t.supplierId, t.name)],
);

/** A job the store recruits for, published in the app or withdrawn. Salaries are cents a month. */
export const jobs = storeTable(
  'jobs',
  {
    titleId: refId('title_id').notNull(),
    name: text('name').notNull(),
    /** 1: 面议, the salary is agreed in the interview and no range is shown. */
    salaryNegotiable: smallint('salary_negotiable').notNull().default(0),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** Where the work is: a district's division code, and the street address within it. */
    region: text('region').notNull(),
    address: text('address').notNull().default(''),
    headcount: integer('headcount').notNull(),
    requirements: text('requirements').notNull(),
    benefits: text('benefits').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** 1 published in the app, 0 withdrawn. */
    status: smallint('status').notNull().default(1),
    /** When it was last published. */
    publishedAt: unixTime('published_at'),
    /** How often the app showed it. */
    views: integer('views').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    index('jobs_list_idx').on(t.supplierId, t.status, t.publishedAt),
    storeKey('jobs_title_fk', t, t.titleId, jobTitles),
    check('jobs_status_check', sql`${t.status} in (0, 1)`),
    check(
      'jobs_salary_check',
      sql`(${t.salaryNegotiable} = 1 and ${t.salaryMin} is null and ${t.salaryMax} is null)
        or (${t.salaryNegotiable} = 0 and ${t.salaryMin} > 0 and ${t.salaryMax} >= ${t.salaryMin})`,
    ),
    check('jobs_headcount_check', sql`${t.headcount} between 1 and 9999`),
    check('jobs_views_check', sql`${t.views} >= 0`),
    check('jobs_contact_phone_check', sql`${t.contactPhone} ~ ${MOBILE}`),
    check('jobs_published_check', sql`${t.status} = 0 or ${t.publishedAt} is not null`),
  ],
);

/** Who may apply: a person's résumé, one per mobile number in a store. */
export const jobResumes = storeTable(
  'job_resumes',
  {
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone').notNull(),
    birthYear: integer('birth_year').notNull(),
    education: text('education').notNull(),
    experienceYears: integer('experience_years').notNull().default(0),
    experience: text('experience').notNull().default(''),
    /** Cents a month; 0 when the applicant leaves it to the interview. */
    expectedSalary: integer('expected_salary').notNull().default(0),
    /** The résumé as a document (`/uploads/…` path of a PDF or Word file). */
    attachment: text('attachment').notNull().default(''),
    /** Pictures sent with it: a photo, certificates, a driving licence. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    source: text('source').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('job_resumes_phone_key').on(t.supplierId, t.phone),
    index('job_resumes_created_idx').on(t.supplierId, t.createdAt),
    check('job_resumes_gender_check', isOneOf(t.gender, GENDERS)),
    check('job_resumes_phone_check', sql`${t.phone} ~ ${MOBILE}`),
    check('job_resumes_education_check', isOneOf(t.education, EDUCATIONS)),
    check('job_resumes_source_check', isOneOf(t.source, RESUME_SOURCES)),
    check('job_resumes_birth_year_check', sql`${t.birthYear} between 1940 and 2020`),
    check('job_resumes_experience_check', sql`${t.experienceYears} between 0 and 60`),
    check('job_resumes_salary_check', sql`${t.expectedSalary} >= 0`),
  ],
);

const STATES = sql.raw(JOB_RECORD_STATES.map((s) => `'${s}'`).join(', '));

/** An application: a résumé sent to a job, moved through its states by the flow (`record.flow.ts`). */
export const jobRecords = storeTable(
  'job_records',
  {
    jobId: refId('job_id').notNull(),
    resumeId: refId('resume_id').notNull(),
    status: text('status').notNull().default('applied'),
    interviewAt: unixTime('interview_at'),
    interviewPlace: text('interview_place').notNull().default(''),
    /** Cents a month, when the offer names a salary. */
    offerSalary: integer('offer_salary'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** What the applicant or the walk-in's receptionist wrote with it. */
    note: text('note').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    // One application of a person to a job: a second one is the first, still in its flow.
    uniqueIndex('job_records_job_resume_key').on(t.supplierId, t.jobId, t.resumeId),
    index('job_records_status_idx').on(t.supplierId, t.status, t.createdAt),
    index('job_records_resume_idx').on(t.supplierId, t.resumeId),
    storeKey('job_records_job_fk', t, t.jobId, jobs),
    storeKey('job_records_resume_fk', t, t.resumeId, jobResumes),
    check('job_records_status_check', sql`${t.status} in (${STATES})`),
    check(
      'job_records_interview_check',
      sql`${t.status} not in ('interview', 'offer', 'hired') or ${t.interviewAt} is not null`,
    ),
    check('job_records_rejected_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} <> ''`),
    check('job_records_offer_check', sql`${t.offerSalary} is null or ${t.offerSalary} > 0`),
  ],
);

/** What applicants write from the app (a question, a complaint about a job): read and deleted here. */
export const jobFeedback = storeTable(
  'job_feedback',
  {
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    /** The job it is about, if any. */
    jobId: refId('job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_feedback_created_idx').on(t.supplierId, t.createdAt),
    storeKey('job_feedback_job_fk', t, t.jobId, jobs),
  ],
);
