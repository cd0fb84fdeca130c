import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The recruitment section's own rules, beside what the resource contract suite checks of every list and
 * form: titles in use, a job's salary, place, contact and publishing, résumés, walk-in registrations and the
 * applicants' feedback. The application flow has its own file (job-flow.test.ts).
 */

const API = '/v1/seller/job/';

type Row = Record<string, unknown>;

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};

describe.each(DB_KINDS)('the recruitment section on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let titleId: number;
  let phones = 0;

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    titleId = Number(rows(await salt.get<Row[]>(`${API}JobTitleManage`, { limit: 1 }))[0]!.id);
  });
  afterAll(() => t?.close());

  function rows(r: Reply<Row[]>): Row[] {
    return ok(r, 'list');
  }
  const list = async (entity: string, c = salt, query: Record<string, string | number> = {}) =>
    rows(await c.get<Row[]>(`${API}${entity}Manage`, { limit: 500, ...query }));
  const info = async (entity: string, id: number, c = salt) =>
    ok(await c.get<Row>(`${API}${entity}Info`, { id }), `${entity} ${id}`);

  const JOB: Row = {
    name: '测试司机',
    salary_negotiable: 0,
    salary_min: 600_000,
    salary_max: 800_000,
    region: '410105',
    address: '农业路 88 号',
    headcount: 2,
    requirements: 'A2 驾照',
    benefits: '五险一金',
    contact_name: '刘敏',
    contact_phone: '13703712266',
    status: 1,
  };
  const saveJob = (body: Row) =>
    salt.post<{ id: number }>(`${API}JobSave`, { title_id: titleId, ...JOB, ...body });

  const saveResume = (body: Row = {}) => {
    phones++;
    return salt.post<{ id: number }>(`${API}ResumeSave`, {
      name: `测试求职者${phones}`,
      gender: 'female',
      phone: `1580000${String(phones).padStart(4, '0')}`,
      birth_year: 1995,
      education: 'college',
      source: 'walk_in',
      ...body,
    });
  };

  /** Refused with `status`, the message saying `says`, and the list and record left as they were. */
  async function refused(
    call: () => Promise<Reply>,
    status: number,
    says: string,
    entity: string,
    id?: number,
  ) {
    const before = [await list(entity), id ? await info(entity, id) : undefined];
    const reply = await call();
    expect(reply.status, reply.body.msg).toBe(status);
    expect(reply.body.msg).toContain(says);
    expect([await list(entity), id ? await info(entity, id) : undefined]).toEqual(before);
  }

  describe('titles', () => {
    it('counts the jobs of each title, and keeps a title in use, saying how many jobs hold it', async () => {
      const jobs = await list('Job');
      for (const title of await list('JobTitle')) {
        expect(title.job_count, String(title.name)).toBe(jobs.filter((j) => j.title_id === title.id).length);
      }
      const used = (await list('JobTitle')).find((r) => Number(r.job_count) > 0)!;
      const r = () => salt.post(`${API}JobTitleDel`, { id: used.id });
      await refused(r, 409, `职位类别“${used.name}”下还有 ${used.job_count} 个职位`, 'JobTitle');
      const spare = ok(
        await salt.post<{ id: number }>(`${API}JobTitleSave`, { name: '保安', sort: 5 }),
        'add',
      );
      ok(await salt.post(`${API}JobTitleDel`, { ids: [spare.id] }), 'delete an unused title');
      expect((await list('JobTitle')).some((r) => r.id === spare.id)).toBe(false);
    });
  });

  describe('jobs', () => {
    it('pays a range or 面议: a negotiable salary keeps no range, a range needs both ends in order', async () => {
      const open = ok(await saveJob({ salary_negotiable: 1 }), 'negotiable');
      expect(await info('Job', open.id)).toMatchObject({
        salary_negotiable: 1,
        salary_min: null,
        salary_max: null,
      });
      await refused(() => saveJob({ salary_min: 0, salary_max: 0 }), 400, '月薪范围', 'Job');
      await refused(
        () => saveJob({ salary_min: 900_000, salary_max: 800_000 }),
        400,
        '最低月薪不能高于最高月薪',
        'Job',
      );
      // An edit is checked against the record as it will be: a lowest above the stored highest is refused.
      const ranged = ok(await saveJob({}), 'range');
      await refused(
        () => salt.post(`${API}JobSave`, { id: ranged.id, salary_min: 900_000 }),
        400,
        '最低月薪',
        'Job',
        ranged.id,
      );
      await refused(
        () => salt.post(`${API}JobSave`, { id: open.id, salary_negotiable: 0 }),
        400,
        '月薪范围',
        'Job',
        open.id,
      );
      ok(await salt.post(`${API}JobSave`, { id: ranged.id, salary_negotiable: 1 }), 'make it negotiable');
      expect(await info('Job', ranged.id)).toMatchObject({ salary_min: null, salary_max: null });
    });

    it('is placed in a district and reached on a mobile, with at least one opening', async () => {
      await refused(() => saveJob({ region: '410000' }), 400, '工作地点', 'Job');
      await refused(() => saveJob({ region: '410100' }), 400, '区县', 'Job');
      await refused(() => saveJob({ region: '999999' }), 400, '工作地点', 'Job');
      // A recruiter's number is a mobile (the field's declared kind): the rule says what it takes.
      await refused(() => saveJob({ contact_phone: '0371-12345678' }), 400, '1 开头的 11 位手机号码', 'Job');
      await refused(() => saveJob({ headcount: 0 }), 400, '招聘人数', 'Job');
      const saved = ok(await saveJob({ name: '新郑仓管', region: '410184' }), 'job');
      const row = (await list('Job')).find((r) => r.id === saved.id)!;
      expect(row).toMatchObject({
        region_name: '河南省 郑州市 新郑市',
        hired_count: 0,
        application_count: 0,
      });
    });

    it('is published and withdrawn by OnOff, each publishing stamping its time', async () => {
      const saved = ok(await saveJob({ status: 0 }), 'closed job');
      expect((await list('Job')).find((r) => r.id === saved.id)).toMatchObject({
        status: 0,
        published_at: null,
      });
      t.clock.now += 60;
      const opened = ok(await salt.post<{ status: number }>(`${API}JobOnOff`, { id: saved.id }), 'publish');
      expect(opened.status).toBe(1);
      const published = t.clock.now;
      expect((await list('Job')).find((r) => r.id === saved.id)).toMatchObject({
        status: 1,
        published_at: published,
      });
      t.clock.now += 60;
      ok(await salt.post(`${API}JobOnOff`, { id: saved.id }), 'withdraw');
      expect((await list('Job')).find((r) => r.id === saved.id)).toMatchObject({
        status: 0,
        published_at: published,
      });
      // A closed job takes no walk-in; published again by an edit, it does.
      const resume = ok(await saveResume(), 'résumé');
      const walkIn = () => salt.post(`${API}JobRecordSave`, { job_id: saved.id, resume_id: resume.id });
      await refused(walkIn, 409, '已下架', 'JobRecord');
      t.clock.now += 60;
      ok(await salt.post(`${API}JobSave`, { id: saved.id, status: 1 }), 'publish by an edit');
      expect((await list('Job')).find((r) => r.id === saved.id)).toMatchObject({ published_at: t.clock.now });
      ok(await walkIn(), 'walk-in');
      expect((await grain.post(`${API}JobOnOff`, { id: saved.id })).status).toBe(404);
    });

    it('counts its applications, and offers only open jobs to a walk-in', async () => {
      const records = await list('JobRecord');
      for (const job of await list('Job'))
        expect(job.application_count, String(job.name)).toBe(
          records.filter((r) => r.job_id === job.id).length,
        );
      const offered = ok(await salt.get<{ value: number }[]>(`${API}JobOptions`, { limit: 200 }), 'options');
      const open = (await list('Job')).filter((j) => j.status === 1).map((j) => j.id);
      expect(offered.map((o) => o.value).sort()).toEqual([...open].sort());
    });
  });

  describe('résumés', () => {
    it('refuses a landline, an implausible age and a file that is no upload', async () => {
      await refused(() => saveResume({ phone: '0371-12345678' }), 400, '手机号', 'Resume');
      const year = new Date(t.clock.now * 1000).getUTCFullYear();
      await refused(() => saveResume({ birth_year: year - 12 }), 400, '出生年份', 'Resume');
      await refused(() => saveResume({ birth_year: 1941 }), 400, '出生年份', 'Resume');
      await refused(() => saveResume({ attachment: 'javascript:alert(1)' }), 400, '简历附件', 'Resume');
      const saved = ok(
        await saveResume({
          attachment: '/uploads/u/1/202601/resume.pdf',
          photos: ['/uploads/u/1/202601/a.jpg'],
        }),
        'résumé with files',
      );
      expect(await info('Resume', saved.id)).toMatchObject({
        attachment: '/uploads/u/1/202601/resume.pdf',
        photos: ['/uploads/u/1/202601/a.jpg'],
      });
    });

    it('keeps one résumé per mobile, and one that has applied', async () => {
      const first = ok(await saveResume(), 'résumé');
      const phone = String((await info('Resume', first.id)).phone);
      const copy = { ...(await info('Resume', first.id)), id: undefined };
      await refused(() => salt.post(`${API}ResumeSave`, copy), 409, phone, 'Resume');
      const job = ok(await saveJob({}), 'job');
      ok(await salt.post(`${API}JobRecordSave`, { job_id: job.id, resume_id: first.id }), 'apply');
      const name = String((await info('Resume', first.id)).name);
      await refused(
        () => salt.post(`${API}ResumeDel`, { id: first.id }),
        409,
        `“${name}”的简历有 1 条投递记录`,
        'Resume',
      );
      expect((await list('Resume')).find((r) => r.id === first.id)).toMatchObject({ application_count: 1 });
      const spare = ok(await saveResume(), 'spare');
      ok(await salt.post(`${API}ResumeDel`, { id: spare.id }), 'delete');
    });
  });

  describe('walk-in registrations', () => {
    it('register once per person and job, never edited, and only records of the store', async () => {
      const job = ok(await saveJob({ name: '登记测试岗位' }), 'job');
      const resume = ok(await saveResume({ name: '周慧敏' }), 'résumé');
      const made = ok(
        await salt.post<{ id: number }>(`${API}JobRecordSave`, { job_id: job.id, resume_id: resume.id }),
        'walk-in',
      );
      const again = () => salt.post(`${API}JobRecordSave`, { job_id: job.id, resume_id: resume.id });
      await refused(again, 409, '周慧敏 已投递过职位“登记测试岗位”', 'JobRecord');
      const edit = () => salt.post(`${API}JobRecordSave`, { id: made.id, note: '改一下' });
      await refused(edit, 409, '不能修改', 'JobRecord', made.id);
      const theirs = (await list('Resume', grain))[0]!;
      await refused(
        () => salt.post(`${API}JobRecordSave`, { job_id: job.id, resume_id: theirs.id }),
        400,
        '求职者',
        'JobRecord',
      );
      await refused(() => salt.post(`${API}JobRecordSave`, { job_id: job.id }), 400, '求职者', 'JobRecord');
      expect((await grain.post(`${API}JobRecordSave`, { job_id: job.id, resume_id: theirs.id })).status).toBe(
        400,
      );
    });
  });

  describe('applicants’ feedback', () => {
    it('is read on its details page, never saved, and deleted one or several at a time', async () => {
      const all = await list('JobFeedback');
      expect(all.length).toBeGreaterThanOrEqual(3);
      const [a, b, c] = all;
      expect(await info('JobFeedback', Number(a!.id))).toMatchObject({ name: a!.name, content: a!.content });
      // Written in the app: the console has no Save to call.
      expect((await salt.post(`${API}JobFeedbackSave`, { id: a!.id, content: '改写' })).status).toBe(404);
      expect((await grain.post(`${API}JobFeedbackDel`, { ids: [a!.id] })).status).toBe(404);
      ok(await salt.post(`${API}JobFeedbackDel`, { id: a!.id }), 'delete one');
      ok(await salt.post(`${API}JobFeedbackDel`, { ids: [b!.id, c!.id] }), 'delete two');
      const left = (await list('JobFeedback')).map((r) => r.id);
      expect(left).toHaveLength(all.length - 3);
      for (const gone of [a, b, c]) expect(left).not.toContain(gone!.id);
    });
  });
});
