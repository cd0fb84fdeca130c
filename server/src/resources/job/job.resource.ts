import {
  Answer,
  badInput,
  col,
  defineResource,
  field,
  nameColumn,
  notFound,
  type SaveContext,
  type StoreDb,
  tableOptions,
  type ValuesOf,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import type { JobRecordState } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { countOf } from './counts';
import { jobRecords, jobs, jobTitles, SALARY } from './tables';
import { JOB_TITLES } from './titles';

const j = jobs;

const STATUS = [
  { value: 1, label: T('招聘中') },
  { value: 0, label: T('已下架') },
];

const SALARY_KINDS = [
  { value: 0, label: T('按范围') },
  { value: 1, label: T('面议') },
];

const FILLED = [
  { value: 0, label: T('未招满') },
  { value: 1, label: T('已招满') },
];

const MESSAGES = {
  salaryMissing: T('请填写月薪范围（最低与最高），或选择薪资面议'),
  salaryOrder: T('最低月薪不能高于最高月薪'),
  published: T('职位已上架'),
  withdrawn: T('职位已下架'),
};

const salaryTip = T('元/月；薪资面议时不填');

/** Applications of the job, of one state or all of them. */
function applications(state?: JobRecordState) {
  const r = jobRecords;
  return countOf(
    r,
    eq(r.supplierId, j.supplierId),
    eq(r.jobId, j.id),
    state ? eq(r.status, state) : undefined,
  );
}

const hired = applications('hired');

/**
 * The salary a job offers is a range or 面议, checked on the record as it will be (an edit may send one bound);
 * publishing stamps the time it went out.
 */
async function beforeSave(
  db: StoreDb,
  values: ValuesOf<typeof jobs>,
  id: number | undefined,
  ctx: SaveContext,
) {
  const [stored] = id === undefined ? [] : await db.select().from(j).where(eq(j.id, id));
  if (id !== undefined && !stored) throw notFound();
  const next = { ...stored, ...values };
  const out = { ...values };
  if (Number(next.salaryNegotiable ?? 0) === 1) {
    out.salaryMin = null;
    out.salaryMax = null;
  } else {
    if (!next.salaryMin || !next.salaryMax) throw badInput(MESSAGES.salaryMissing);
    if (next.salaryMin > next.salaryMax) throw badInput(MESSAGES.salaryOrder);
  }
  const status = Number(next.status ?? 1);
  if (stored === undefined) out.status = status;
  if (status === 1 && stored?.status !== 1) out.publishedAt = ctx.now;
  return out;
}

/** Jobs (/job/list): posted, published in the app or withdrawn; each counts its applications and hires. */
export const jobResource = defineResource({
  entity: 'Job',
  table: jobs,
  columns: [
    col.select(
      j.titleId,
      JOB_TITLES.title,
      tableOptions(jobTitles, jobTitles.id, jobTitles.name, jobTitles.sort),
      {
        filter: 'select',
        width: 100,
        form: { required: true },
      },
    ),
    nameColumn(j.name, JOB_TITLES.jobName, { width: 160, max: 40, link: { page: 'JobInfo', idKey: 'id' } }),
    col.select(j.salaryNegotiable, T('薪资方式'), SALARY_KINDS, {
      filter: 'select',
      width: 90,
      form: { type: 'switch', title: T('薪资面议') },
    }),
    col.money(j.salaryMin, T('最低月薪'), {
      sortable: true,
      filter: 'number',
      form: { ...SALARY, tip: salaryTip },
    }),
    col.money(j.salaryMax, T('最高月薪'), {
      sortable: true,
      form: { ...SALARY, tip: salaryTip },
    }),
    ...col.region(j.region, T('工作地点'), { form: { required: true } }),
    col.text(j.address, T('详细地址'), {
      visible: false,
      form: { max: 100 },
    }),
    col.number(j.headcount, T('招聘人数'), {
      sortable: true,
      width: 90,
      form: { required: true, min: 1, max: 9999, decimals: 0, default: 1 },
    }),
    col.computed('number', hired, T('已入职'), {
      as: 'hired_count',
      sortable: true,
      width: 80,
    }),
    col.computed('select', sql<number>`case when ${hired} >= ${j.headcount} then 1 else 0 end`, T('招满'), {
      as: 'filled',
      options: FILLED,
      filter: 'select',
      width: 90,
    }),
    col.computed('number', applications(), JOB_TITLES.applications, {
      as: 'application_count',
      sortable: true,
      width: 80,
    }),
    col.number(j.views, T('浏览量'), { sortable: true, sum: true, width: 80 }),
    field(j.requirements, T('任职要求'), 'textarea', {
      required: true,
      max: 2000,
    }),
    field(j.benefits, T('福利待遇'), 'textarea', { max: 2000 }),
    col.text(j.contactName, JOB_TITLES.contactName, { width: 90, form: { required: true, max: 20 } }),
    // A recruiter is called or texted by applicants: a mobile (the database holds it too).
    col.text(j.contactPhone, JOB_TITLES.contactPhone, {
      width: 120,
      form: { type: 'phone', phone: 'mobile', required: true },
    }),
    col.onOff(j.status, STATUS, { width: 90 }),
    col.datetime(j.publishedAt, T('发布时间', 'published2'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.created(j.createdAt, { filter: false, visible: false }),
  ],
  tabs: {
    all: { title: T('全部', 'title') },
    open: { title: STATUS[0]!.label, where: eq(j.status, 1) },
    closed: { title: STATUS[1]!.label, where: eq(j.status, 0) },
  },
  defaultSort: { key: 'published_at', order: 'desc' },
  actions: {
    OnOff: {
      ways: {
        key: 'status',
        by: [
          { value: 1, label: T('下架', 'closeJob'), title: T('下架职位') },
          { value: 0, label: T('上架', 'openJob'), title: T('上架职位') },
        ],
      },
      confirm: true,
      async run({ db, deps }, row) {
        const now = deps.now();
        const open = row.status === 0;
        await db
          .update(j)
          .set(open ? { status: 1, publishedAt: now, updatedAt: now } : { status: 0, updatedAt: now })
          .where(eq(j.id, row.id));
        return new Answer(
          { id: row.id, status: open ? 1 : 0 },
          open ? MESSAGES.published : MESSAGES.withdrawn,
        );
      },
    },
  },
  options: { label: [j.name], search: [j.name], where: eq(j.status, 1), orderBy: j.name },
  beforeSave,
  deletable: false,
  exportable: true,
});
