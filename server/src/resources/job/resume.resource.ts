import {
  badInput,
  col,
  conflict,
  defineResource,
  field,
  nameColumn,
  optionsOf,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { formatDate } from '@yanye/protocol';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { countOf } from './counts';
import { resumeDemo } from './resume.demo';
import { type EDUCATIONS, type GENDERS, jobRecords, jobResumes, type RESUME_SOURCES, SALARY } from './tables';
import { JOB_TITLES } from './titles';

const GENDER_OPTIONS = optionsOf<(typeof GENDERS)[number]>({
  male: T('男'),
  female: T('女'),
});

const EDUCATION_OPTIONS = optionsOf<(typeof EDUCATIONS)[number]>({
  junior: T('初中'),
  high: T('高中'),
  secondary: T('中专'),
  college: T('大专'),
  bachelor: T('本科'),
  master: T('硕士及以上'),
});

const SOURCE_OPTIONS = optionsOf<(typeof RESUME_SOURCES)[number]>({
  app: T('App 投递'),
  walk_in: T('现场应聘'),
  referral: T('内部推荐'),
});

/** The ages a store may employ someone at, and an applicant still plausibly is. */
const AGES = { min: 16, max: 75 };

const MESSAGES = {
  age: T('出生年份不对：求职者须年满 {min} 周岁且不超过 {max} 周岁'),
  inUse: T('“{name}”的简历有 {count} 条投递记录，不能删除'),
};

const applications = countOf(
  jobRecords,
  eq(jobRecords.supplierId, jobResumes.supplierId),
  eq(jobRecords.resumeId, jobResumes.id),
);

/**
 * Résumés (/job/SumeManage): one per mobile number in a store, since an applicant is one person however many jobs
 * they apply to; a second résumé under the same number would split their applications. Attachments are uploads.
 */
export const resumeResource = defineResource({
  entity: 'Resume',
  table: jobResumes,
  columns: [
    nameColumn(jobResumes.name, JOB_TITLES.name, { width: 90, max: 20 }),
    col.select(jobResumes.gender, T('性别'), GENDER_OPTIONS, {
      filter: 'select',
      width: 70,
      form: { type: 'radio', required: true },
    }),
    col.text(jobResumes.phone, JOB_TITLES.mobile, {
      filter: 'text',
      width: 130,
      form: { type: 'phone', phone: 'mobile', required: true, unique: true },
    }),
    col.computed(
      'number',
      sql<number>`extract(year from now())::int - ${jobResumes.birthYear}`.mapWith(Number),
      T('年龄'),
      { as: 'age', sortable: true, width: 70 },
    ),
    field(jobResumes.birthYear, T('出生年份'), 'number', {
      required: true,
      min: 1940,
      max: 2020,
      decimals: 0,
    }),
    col.select(jobResumes.education, T('学历'), EDUCATION_OPTIONS, {
      filter: 'select',
      width: 100,
      form: { required: true },
    }),
    col.number(jobResumes.experienceYears, T('工作年限'), {
      sortable: true,
      filter: 'number',
      width: 90,
      form: { min: 0, max: 60, decimals: 0 },
    }),
    col.money(jobResumes.expectedSalary, T('期望月薪'), {
      sortable: true,
      filter: 'number',
      form: {
        ...SALARY,
        tip: T('元/月；0 为面议'),
      },
    }),
    field(jobResumes.experience, T('工作经历'), 'textarea', {
      max: 2000,
    }),
    field(jobResumes.attachment, T('简历附件'), 'file', {
      tip: T('PDF 或 Word 文件'),
    }),
    field(jobResumes.photos, T('照片与证书'), 'images'),
    col.select(jobResumes.source, T('来源'), SOURCE_OPTIONS, {
      filter: 'select',
      width: 90,
      form: { type: 'radio', required: true, default: 'walk_in' },
    }),
    col.computed('number', applications, JOB_TITLES.applications, {
      as: 'application_count',
      sortable: true,
      width: 80,
    }),
    col.created(jobResumes.createdAt),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  options: {
    label: [jobResumes.name, jobResumes.phone],
    search: [jobResumes.name, jobResumes.phone],
    orderBy: jobResumes.name,
  },
  exportable: true,
  async beforeSave(_db, values, _id, ctx) {
    if (values.birthYear !== undefined) {
      // The year is the store's: on New Year's Eve in its zone it is not yet next year's.
      const age = Number(formatDate(ctx.now, ctx.timeZone).slice(0, 4)) - values.birthYear;
      if (age < AGES.min || age > AGES.max) throw badInput(MESSAGES.age, AGES);
    }
    return values;
  },
  async beforeDelete(db, ids) {
    const [used] = await db
      .select({ name: jobResumes.name, applications: count(jobRecords.id) })
      .from(jobResumes)
      .innerJoin(jobRecords, eq(jobRecords.resumeId, jobResumes.id))
      .where(inArray(jobResumes.id, [...ids]))
      .groupBy(jobResumes.id, jobResumes.name)
      .limit(1);
    if (used) throw conflict(MESSAGES.inUse, { name: used.name, count: used.applications });
  },
  demo: resumeDemo,
});
