import { COMMON_TITLES, col, conflict, defineResource, nameColumn } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { count, eq, inArray } from 'drizzle-orm';
import { countOf } from './counts';
import { jobs, jobTitles } from './tables';
import { JOB_TITLES } from './titles';

const MESSAGES = {
  inUse: T('职位类别“{name}”下还有 {count} 个职位，不能删除'),
};

const t = jobTitles;

/** How many jobs a title holds (a title in use cannot be deleted). */
const jobCount = countOf(jobs, eq(jobs.supplierId, t.supplierId), eq(jobs.titleId, t.id));

/** Job categories (/job/title): drivers, warehouse keepers, sales reps...; a title in use is kept. */
export const jobTitleResource = defineResource({
  entity: 'JobTitle',
  table: jobTitles,
  columns: [
    nameColumn(t.name, COMMON_TITLES.name, { width: 200, max: 30, unique: true }),
    col.computed('number', jobCount, JOB_TITLES.jobCount, { as: 'job_count', sortable: true, width: 90 }),
    col.sort(t.sort),
    col.created(t.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  importable: true,
  async beforeDelete(db, ids) {
    const [used] = await db
      .select({ name: t.name, jobs: count(jobs.id) })
      .from(t)
      .innerJoin(jobs, eq(jobs.titleId, t.id))
      .where(inArray(t.id, [...ids]))
      .groupBy(t.id, t.name)
      .limit(1);
    if (used) throw conflict(MESSAGES.inUse, { name: used.name, count: used.jobs });
  },
  demo: ({ now }) =>
    ['司机', '仓管员', '销售代表', '质检员', '会计', '装卸工'].map((name, i) => ({
      name,
      sort: 60 - i * 10,
      createdAt: now - (120 - i) * 86_400,
    })),
});
