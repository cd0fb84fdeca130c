import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API as CORE_API, type FlowEvent, type JobRecordState } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The application flow of /job/record: applied → viewed → interview → offer → hired, or rejected with a
 * reason, through the one step `Set`. Every allowed move, every refused one (nothing changes), what each target
 * asks for, the history it leaves, and two steps racing.
 */

const API = '/v1/seller/job/';
const API_HISTORY = CORE_API.history.recordHistory.path;
const DAY = 86_400;

type Row = Record<string, unknown>;
interface Detail extends Row {
  id: number;
  status: JobRecordState;
  interview_at: number | null;
  interview_place: string;
  offer_salary: number | null;
  reject_reason: string;
  history: FlowEvent[];
}

const STATES: readonly JobRecordState[] = ['applied', 'viewed', 'interview', 'offer', 'hired', 'rejected'];

/** The moves the recruiter may make from each state; none from hired or rejected. */
const ALLOWED: Readonly<Record<JobRecordState, readonly JobRecordState[]>> = {
  applied: ['viewed', 'interview', 'rejected'],
  viewed: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

/** The shortest road to each state from applied. */
const ROAD: Readonly<Record<JobRecordState, readonly JobRecordState[]>> = {
  applied: [],
  viewed: ['viewed'],
  interview: ['interview'],
  offer: ['interview', 'offer'],
  hired: ['interview', 'offer', 'hired'],
  rejected: ['rejected'],
};

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};

describe.each(DB_KINDS)('the application flow on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  /** An open job with room for every hire these tests make. */
  let bigJob: number;
  let phones = 0;

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    bigJob = await newJob(100);
  });
  afterAll(() => t?.close());

  /** Moves the server clock on, signing in again: an access token lives a couple of hours. */
  async function later(seconds: number): Promise<void> {
    t.clock.now += seconds;
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
  }

  async function newJob(headcount: number): Promise<number> {
    const titles = ok(await salt.get<Row[]>(`${API}JobTitleManage`, { limit: 1 }), 'titles');
    const saved = await salt.post<{ id: number }>(`${API}JobSave`, {
      title_id: titles[0]!.id,
      name: `流程测试岗位${headcount}`,
      salary_negotiable: 1,
      region: '410105',
      headcount,
      requirements: '能吃苦耐劳',
      contact_name: '刘敏',
      contact_phone: '13703712266',
      status: 1,
    });
    return ok(saved, 'job').id;
  }

  /** A walk-in's application to `job`, from a résumé of its own. */
  async function apply(job = bigJob): Promise<number> {
    phones++;
    const resume = await salt.post<{ id: number }>(`${API}ResumeSave`, {
      name: `应聘者${phones}`,
      gender: 'male',
      phone: `1590000${String(phones).padStart(4, '0')}`,
      birth_year: 1990,
      education: 'high',
      source: 'walk_in',
    });
    const made = await salt.post<{ id: number }>(`${API}JobRecordSave`, {
      job_id: job,
      resume_id: ok(resume, 'résumé').id,
      note: '现场登记',
    });
    return ok(made, 'application').id;
  }

  const detail = async (id: number, c = salt, lang: 'zh' | 'en' = 'zh') =>
    ok(await c.get<Detail>(`${API}JobRecordDetail`, { id }, { lang }), `detail ${id}`);

  /** What a move to `to` needs, as the recruiter fills it in now. */
  const inputFor = (to: string): Row => {
    if (to === 'interview') return { interview_at: t.clock.now + 2 * DAY, interview_place: '三楼会议室' };
    if (to === 'offer') return { offer_salary: 650_000 };
    if (to === 'rejected') return { reason: '经验不符合岗位要求' };
    return {};
  };

  const set = (id: number, to: string, more: Row = {}, c = salt, lang: 'zh' | 'en' = 'zh') =>
    c.post<{ id: number; status: string }>(
      `${API}JobRecordSet`,
      { id, to_state: to, ...inputFor(to), ...more },
      { lang },
    );

  async function reach(state: JobRecordState, job = bigJob): Promise<number> {
    const id = await apply(job);
    for (const to of ROAD[state]) ok(await set(id, to), `${id} → ${to}`);
    expect((await detail(id)).status).toBe(state);
    return id;
  }

  it('registers a walk-in as a new application whose history starts with its creation', async () => {
    const id = await apply();
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'applied', note: '现场登记', interview_at: null, offer_salary: null });
    expect(d.history.map((h) => [h.step, h.from, h.to])).toEqual([['create', '', 'applied']]);
    const info = ok(await salt.get<Row & { _history: FlowEvent[] }>(`${API}JobRecordInfo`, { id }), 'info');
    expect(info._history).toEqual(d.history);
  });

  it.each(STATES.flatMap((from) => ALLOWED[from].map((to) => [from, to] as const)))(
    'moves an application from %s to %s, keeping what the move says',
    async (from, to) => {
      const id = await reach(from);
      const before = await detail(id);
      await later(3_600);
      const moved = ok(await set(id, to, { note: `${from}→${to}` }), `${from} → ${to}`);
      expect(moved).toMatchObject({ id, status: to });
      const after = await detail(id);
      expect(after.status).toBe(to);
      expect(after.updated_at).toBe(t.clock.now);
      const last = after.history.at(-1)!;
      expect(after.history).toHaveLength(before.history.length + 1);
      expect(last).toMatchObject({ step: 'Set', from, to, note: `${from}→${to}`, created_at: t.clock.now });
      if (to === 'interview') {
        expect(after).toMatchObject({ interview_at: t.clock.now + 2 * DAY, interview_place: '三楼会议室' });
        expect(last.data).toEqual({ interview_at: t.clock.now + 2 * DAY, interview_place: '三楼会议室' });
      }
      if (to === 'offer') {
        expect(after.offer_salary).toBe(650_000);
        expect(last.data).toEqual({ offer_salary: 650_000 });
      }
      if (to === 'rejected') {
        expect(after.reject_reason).toBe('经验不符合岗位要求');
        expect(last.data).toEqual({ reason: '经验不符合岗位要求' });
      }
    },
  );

  describe('refuses every other move and changes nothing', () => {
    const held = new Map<JobRecordState, number>();
    beforeAll(async () => {
      for (const state of STATES) held.set(state, await reach(state));
    });

    it.each(
      STATES.flatMap((from) =>
        STATES.filter((to) => !ALLOWED[from].includes(to)).map((to) => [from, to] as const),
      ),
    )('from %s to %s', async (from, to) => {
      const id = held.get(from)!;
      const before = await detail(id);
      const r = await set(id, to, {}, salt, 'en');
      // "applied" is no target of the step at all: refused as a value before the row is looked at.
      if (to === 'applied') {
        expect(r.status, r.body.msg).toBe(400);
        expect((r.body as { code?: string }).code).toBe('BAD_INPUT');
      } else {
        expect(r.status, r.body.msg).toBe(409);
        expect((r.body as { code?: string }).code).toBe('CONFLICT');
        // Named in the user's language: the state it is in, or where it cannot go.
        const states = ['New', 'Viewed', 'Interview', 'Offer made', 'Hired', 'Rejected'];
        expect(
          states.some((s) => r.body.msg.includes(s)),
          r.body.msg,
        ).toBe(true);
      }
      expect(await detail(id)).toEqual(before);
    });

    it('refuses a target that is no state at all, and a step without one', async () => {
      const id = held.get('applied')!;
      const before = await detail(id);
      expect((await set(id, 'archived')).status).toBe(400);
      const none = await salt.post(`${API}JobRecordSet`, { id });
      expect(none.status).toBe(400);
      expect(none.body.msg).toContain('处理结果');
      expect(await detail(id)).toEqual(before);
    });
  });

  it('asks an interview for a time to come and a place, a rejection for a reason, each on its field', async () => {
    const id = await apply();
    const before = await detail(id);
    const refused = async (to: string, more: Row, says: string, field: string) => {
      const r = await salt.post(`${API}JobRecordSet`, { id, to_state: to, ...more });
      expect(r.status, `${to} ${JSON.stringify(more)}: ${r.body.msg}`).toBe(400);
      expect(r.body.msg).toContain(says);
      // The dialog shows it under the field it names.
      expect(r.body.data).toMatchObject({ field });
    };
    const soon = t.clock.now + DAY;
    await refused('interview', { interview_place: '三楼会议室' }, '请填写面试时间', 'interview_at');
    await refused(
      'interview',
      { interview_at: t.clock.now - 60, interview_place: '三楼会议室' },
      '面试时间须晚于现在',
      'interview_at',
    );
    await refused(
      'interview',
      { interview_at: t.clock.now + 400 * DAY, interview_place: '三楼' },
      '面试时间须在一年之内',
      'interview_at',
    );
    await refused('interview', { interview_at: soon }, '面试地点', 'interview_place');
    await refused('interview', { interview_at: soon, interview_place: '   ' }, '面试地点', 'interview_place');
    await refused(
      'interview',
      { interview_at: 'tomorrow', interview_place: '三楼' },
      '面试时间',
      'interview_at',
    );
    await refused('rejected', {}, '原因', 'reason');
    await refused('rejected', { reason: '否' }, '原因', 'reason');
    await refused('rejected', { reason: 'x'.repeat(201) }, '未通过原因', 'reason');
    expect(await detail(id)).toEqual(before);
    // An offer need not name a salary; the other values are what the target keeps, nothing more.
    ok(await set(id, 'interview', { reason: '不该留下' }), 'interview');
    ok(await salt.post(`${API}JobRecordSet`, { id, to_state: 'offer' }), 'offer without a salary');
    const d = await detail(id);
    expect(d).toMatchObject({ status: 'offer', offer_salary: null, reject_reason: '' });
    expect(d.history.at(-1)!.data).toEqual({});
  });

  it('hires no more than a job has openings for, counting the hires on the job list', async () => {
    const job = await newJob(1);
    const first = await reach('offer', job);
    const second = await reach('offer', job);
    const row = async () =>
      ok(await salt.get<Row[]>(`${API}JobManage`, { limit: 500 }), 'jobs').find((r) => r.id === job)!;
    expect(await row()).toMatchObject({ hired_count: 0, filled: 0, application_count: 2 });
    ok(await set(first, 'hired'), 'first hire');
    expect(await row()).toMatchObject({ hired_count: 1, filled: 1 });
    const before = await detail(second);
    const r = await set(second, 'hired');
    expect(r.status, r.body.msg).toBe(409);
    expect(r.body.msg).toContain('已招满（1/1）');
    expect(await detail(second)).toEqual(before);
    // Raising the openings lets the second one in.
    ok(await salt.post(`${API}JobSave`, { id: job, headcount: 2 }), 'raise headcount');
    ok(await set(second, 'hired'), 'second hire');
    expect(await row()).toMatchObject({ hired_count: 2, filled: 1 });
  });

  it('keeps the history of a whole road, in the user’s words, oldest first', async () => {
    const start = t.clock.now;
    const id = await apply();
    const roads: [JobRecordState, Row][] = [
      ['viewed', { note: '电话沟通过，下周可面试' }],
      ['interview', {}],
      ['offer', {}],
      ['hired', { note: '已签劳动合同' }],
    ];
    for (const [to, more] of roads) {
      await later(DAY);
      ok(await set(id, to, more), to);
    }
    const en = await detail(id, salt, 'en');
    expect(en.history.map((h) => [h.step, h.from, h.to, h.to_title, h.by])).toEqual([
      ['create', '', 'applied', 'New', '王建国'],
      ['Set', 'applied', 'viewed', 'Viewed', '王建国'],
      ['Set', 'viewed', 'interview', 'Interview', '王建国'],
      ['Set', 'interview', 'offer', 'Offer made', '王建国'],
      ['Set', 'offer', 'hired', 'Hired', '王建国'],
    ]);
    expect(en.history.map((h) => h.created_at)).toEqual([0, 1, 2, 3, 4].map((n) => start + n * DAY));
    expect(en.history.map((h) => h.note)).toEqual(['', '电话沟通过，下周可面试', '', '', '已签劳动合同']);
    expect(en.history[1]!.step_title).toBe('Process');
    expect(en.history[3]!.detail).toBe('Offered salary: 6,500.00');
    const zh = await detail(id);
    expect(zh.history[2]!.detail).toContain('面试地点: 三楼会议室');
    expect(zh.history[2]!.from_title).toBe('已查看');
    const info = ok(
      await salt.get<{ _history: FlowEvent[] }>(`${API}JobRecordInfo`, { id }, { lang: 'en' }),
      'info',
    );
    expect(info._history).toEqual(en.history);
    // The operator log names the application by its applicant, kept on the résumé (read through the list's join).
    const logged = ok(
      await salt.get<{ rows: { sentence: string }[] }>(API_HISTORY, { object: 'JobRecord', id }),
      'record history',
    );
    expect(logged.rows[0]!.sentence).toMatch(/^处理投递「应聘者\d+」/);
  });

  it('is closed to another store: its applications are not found there, and nothing moves', async () => {
    const id = await apply();
    const before = await detail(id);
    expect((await grain.get(`${API}JobRecordDetail`, { id })).status).toBe(404);
    expect((await set(id, 'viewed', {}, grain)).status).toBe(404);
    expect(await detail(id)).toEqual(before);
  });

  it('takes one of two racing rejections and refuses the other', async () => {
    const id = await apply();
    const replies = await Promise.all([
      set(id, 'rejected', { reason: '第一位面试官：不合适' }),
      set(id, 'rejected', { reason: '第二位面试官：不合适' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const d = await detail(id);
    expect(d.status).toBe('rejected');
    expect(d.history.filter((h) => h.step === 'Set')).toHaveLength(1);
    expect(d.reject_reason).toBe(d.history.at(-1)!.data.reason);
  });

  it('hires once for the last opening when two offers are confirmed at once', async () => {
    const job = await newJob(1);
    const a = await reach('offer', job);
    const b = await reach('offer', job);
    const replies = await Promise.all([set(a, 'hired'), set(b, 'hired')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const states = [(await detail(a)).status, (await detail(b)).status].sort();
    expect(states).toEqual(['hired', 'offer']);
  });

  it('seeds every state through the flow: each demo application’s history leads to where it is', async () => {
    for (const c of [salt, grain]) {
      const rows = ok(await c.get<Row[]>(`${API}JobRecordManage`, { limit: 500 }), 'applications');
      const demo = rows.filter((r) => !String(r.applicant).startsWith('应聘者'));
      expect(new Set(demo.map((r) => r.status))).toEqual(new Set(STATES));
      for (const r of demo) {
        const d = await detail(Number(r.id), c);
        expect(d.history[0]).toMatchObject({ step: 'create', to: 'applied' });
        for (const [i, h] of d.history.slice(1).entries()) {
          expect(h.from).toBe(d.history[i]!.to);
          expect(ALLOWED[h.from as JobRecordState]).toContain(h.to);
          expect(h.created_at).toBeGreaterThanOrEqual(d.history[i]!.created_at);
        }
        expect(d.history.at(-1)!.to).toBe(d.status);
      }
    }
  });
});
