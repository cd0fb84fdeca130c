import { goods, withStore } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  lastSmsCode,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { DEFAULT_TIME_ZONE, formatDate } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT, seedEnterAgreement } from '../src/modules/onboarding/agreement';
import { agreements, feedback } from '../src/resources/content/tables';

const API = '/v1/seller/content/';
const NEWS = `${API}News`;
const ADVERT = `${API}Advert`;
const AGREE = `${API}Agreement`;
const FEEDBACK = `${API}Feedback`;
const ENTER_AGREEMENT = '/v1/public/supplier/GetEnterAgreement';
const SEND = '/v1/public/supplier/EnterVerifySend';
const REGISTER = '/v1/public/user/register';

type Row = Record<string, unknown>;
interface Served {
  version: string;
  title: string;
  content: string;
  updated_at: number;
}

const d = <T>(r: Reply<T>): T => r.body.data as T;
const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return d(r);
};

let ipCounter = 0;
/** A caller from an address of its own, so the public calls' address limits do not meet. */
const fresh = (t: TestApp) => new Client(t, `198.18.7.${(ipCounter++ % 250) + 1}`);

describe.each(DB_KINDS)('the content section on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let platform: Client;

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    platform = await signedIn(t, 'platform_admin');
  });
  afterAll(() => t?.close());

  const rows = async (c: Client, path: string, query: Record<string, string | number> = {}) =>
    ok(await c.get<Row[]>(`${path}Manage`, { limit: 500, ...query }), path);
  const count = async (c: Client, path: string, query: Record<string, string | number> = {}) =>
    ok(await c.get<{ count: number }>(`${path}Manage`, { _count_sum: 1, ...query }), path).count;

  describe('news', () => {
    it('keeps a body only as the allow list leaves it: no script, no handler, no javascript: link', async () => {
      const body =
        '<p>新盐到货<script>alert(1)</script></p><img src="https://img.example.com/a.jpg" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">点我</a><a href="https://www.example.com/x">官网</a>';
      const saved = ok(
        await salt.post<{ id: number }>(`${NEWS}Save`, {
          title: '净化测试',
          category: 'store',
          body,
          status: 0,
        }),
        'save',
      );
      const info = ok(await salt.get<Row>(`${NEWS}Info`, { id: saved.id }), 'info');
      const kept = String(info.body);
      expect(kept).not.toMatch(/<script|alert\(1\)|onerror|javascript:/i);
      expect(kept).toContain('新盐到货');
      expect(kept).toContain('src="https://img.example.com/a.jpg"');
      expect(kept).toContain('href="https://www.example.com/x"');
      // A draft has no publish time, and is no article buyers see.
      expect(info.publish_at ?? 0).toBe(0);
      const drafts = await rows(salt, NEWS, { _tab: 'draft' });
      expect(drafts.map((r) => r.id)).toContain(saved.id);
      expect((await rows(salt, NEWS, { _tab: 'shown' })).map((r) => r.id)).not.toContain(saved.id);
    });

    it('refuses a body that says nothing once cleaned, and changes nothing', async () => {
      const before = await count(salt, NEWS);
      const r = await salt.post(`${NEWS}Save`, {
        title: '空正文',
        category: 'store',
        body: '<script>alert(1)</script>',
      });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('正文');
      expect(await count(salt, NEWS)).toBe(before);
    });

    it('publishes at the moment of publishing unless a time is given, and shows it from then', async () => {
      const now = t.clock.now;
      const made = ok(
        await salt.post<{ id: number }>(`${NEWS}Save`, {
          title: '草稿转发布',
          category: 'policy',
          body: '<p>正文</p>',
          status: 0,
        }),
        'draft',
      );
      ok(await salt.post(`${NEWS}Save`, { id: made.id, status: 1 }), 'publish');
      const info = ok(await salt.get<Row>(`${NEWS}Info`, { id: made.id }), 'info');
      expect(info.publish_at).toBe(now);
      const later = ok(
        await salt.post<{ id: number }>(`${NEWS}Save`, {
          title: '定时发布',
          category: 'store',
          body: '<p>下周见</p>',
          status: 1,
          publish_at: now + 7 * 86_400,
        }),
        'scheduled',
      );
      const scheduled = await rows(salt, NEWS, { _tab: 'scheduled' });
      expect(scheduled.find((r) => r.id === later.id)?.visibility).toBe('scheduled');
      const bad = await salt.post(`${NEWS}Save`, { title: 'x', category: 'gossip', body: '<p>x</p>' });
      expect(bad.status).toBe(400);
    });
  });

  describe('adverts', () => {
    const base = () => ({
      position: 'home_banner',
      title: '测试广告',
      image: 'https://img.example.com/banner.jpg',
      start_at: t.clock.now - 3600,
      end_at: t.clock.now + 86_400,
      status: 1,
    });

    it('refuses a link to another store’s goods, and changes nothing', async () => {
      const theirs = await withStore(t.database.db, Number(grain.suid), (db) =>
        db.select({ id: goods.id }).from(goods).limit(1),
      );
      const before = await count(salt, ADVERT);
      const r = await salt.post(`${ADVERT}Save`, { ...base(), link_type: 'goods', goods_id: theirs[0]!.id });
      expect(r.status, r.body.msg).toBe(400);
      expect(r.body.msg).toContain('跳转商品');
      expect(await count(salt, ADVERT)).toBe(before);
      const mine = await withStore(t.database.db, Number(salt.suid), (db) =>
        db.select({ id: goods.id }).from(goods).limit(1),
      );
      const made = ok(
        await salt.post<{ id: number }>(`${ADVERT}Save`, {
          ...base(),
          link_type: 'goods',
          goods_id: mine[0]!.id,
          link_value: 'https://leftover.example.com',
        }),
        'own goods',
      );
      const info = ok(await salt.get<Row>(`${ADVERT}Info`, { id: made.id }), 'info');
      expect(info).toMatchObject({
        link_type: 'goods',
        goods_id: mine[0]!.id,
        news_id: null,
        link_value: '',
      });
    });

    it('checks every other link and its run, saying what is wrong', async () => {
      const refusals: [Row, string][] = [
        [{ link_type: 'url', link_value: 'http://plain.example.com' }, 'https://'],
        [{ link_type: 'url', link_value: 'javascript:alert(1)' }, 'https://'],
        [{ link_type: 'page', link_value: '/pages/admin/secret' }, '/pages/admin/secret'],
        [{ link_type: 'news' }, '请选择要打开的资讯'],
        [{ link_type: 'none', end_at: t.clock.now - 7200 }, '结束时间须晚于开始时间'],
        [{ link_type: 'none', position: 'sidebar' }, '广告位'],
        [{ link_type: 'none', image: '' }, '图片'],
      ];
      for (const [change, words] of refusals) {
        const r = await salt.post(`${ADVERT}Save`, { ...base(), ...change });
        expect(r.status, JSON.stringify(change)).toBe(400);
        expect(r.body.msg, JSON.stringify(change)).toContain(words);
      }
      const page = await salt.post<{ id: number }>(`${ADVERT}Save`, {
        ...base(),
        link_type: 'page',
        link_value: '/pages/member/recharge',
      });
      ok(page, 'page');
      // An update is checked as the advert will be: moving its end before its start is refused.
      const moved = await salt.post(`${ADVERT}Save`, { id: d(page).id, end_at: t.clock.now - 7200 });
      expect(moved.status).toBe(400);
    });

    it('tells which adverts are live now, scheduled and ended', async () => {
      const live = await rows(salt, ADVERT, { _tab: 'live' });
      expect(live.length).toBeGreaterThan(0);
      for (const r of live) expect(r.run).toBe('live');
      const all = await rows(salt, ADVERT);
      const runs = new Set(all.map((r) => r.run));
      expect([...runs]).toEqual(expect.arrayContaining(['live', 'scheduled', 'ended']));
      const off = ok(
        await salt.post<{ id: number }>(`${ADVERT}Save`, { ...base(), link_type: 'none', status: 0 }),
        'off',
      );
      expect((await rows(salt, ADVERT, { _tab: 'off' })).map((r) => r.id)).toContain(off.id);
      expect((await rows(salt, ADVERT, { _tab: 'live' })).map((r) => r.id)).not.toContain(off.id);
    });
  });

  describe('agreements', () => {
    it('numbers each new version per kind, and publishes it once; a published one stands as it is', async () => {
      const mine = await rows(salt, AGREE, { kind: 'privacy' });
      const newest = Math.max(0, ...mine.map((r) => Number(r.version)));
      const made = ok(
        await salt.post<{ id: number }>(`${AGREE}Save`, {
          kind: 'privacy',
          title: '隐私政策（第二版）',
          body: '<p>我们更新了隐私政策。</p>',
        }),
        'new version',
      );
      const row = (await rows(salt, AGREE, { kind: 'privacy' })).find((r) => r.id === made.id);
      expect(row).toMatchObject({ version: newest + 1, status: 0 });
      // The draft is edited freely, then published once.
      ok(await salt.post(`${AGREE}Save`, { id: made.id, title: '隐私政策（修订）' }), 'edit draft');
      ok(await salt.post(`${AGREE}Publish`, { id: made.id }), 'publish');
      const again = await salt.post(`${AGREE}Publish`, { id: made.id });
      expect(again.status).toBe(409);
      const edit = await salt.post(`${AGREE}Save`, { id: made.id, title: '改不了' });
      expect([edit.status, edit.body.msg]).toEqual([409, '已发布的协议不能修改或删除，请保存为新版本']);
      const del = await salt.post(`${AGREE}Del`, { id: made.id });
      expect(del.status).toBe(409);
      const kept = (await rows(salt, AGREE, { kind: 'privacy' })).find((r) => r.id === made.id);
      expect(kept).toMatchObject({ title: '隐私政策（修订）', status: 1, published_at: t.clock.now });
    });

    it('refuses to publish a draft older than a version already published', async () => {
      const older = ok(
        await salt.post<{ id: number }>(`${AGREE}Save`, {
          kind: 'recharge',
          title: '旧稿',
          body: '<p>旧</p>',
        }),
        'older',
      );
      const newer = ok(
        await salt.post<{ id: number }>(`${AGREE}Save`, {
          kind: 'recharge',
          title: '新稿',
          body: '<p>新</p>',
        }),
        'newer',
      );
      ok(await salt.post(`${AGREE}Publish`, { id: newer.id }), 'publish newer');
      const r = await salt.post(`${AGREE}Publish`, { id: older.id });
      expect(r.status).toBe(409);
      expect(r.body.msg).toContain('充值协议');
    });

    it('keeps the store entry agreement the platform’s alone', async () => {
      const r = await salt.post(`${AGREE}Save`, {
        kind: 'enter',
        title: '冒充',
        body: '<p>冒充的入驻协议</p>',
      });
      expect([r.status, r.body.msg]).toEqual([400, '商家入驻协议由平台发布']);
      const store = await platform.get(`${NEWS}Manage`);
      expect(store.status).toBe(403);
    });

    it('serves the platform’s newest published entry agreement, which registering must accept', async () => {
      const platformId = Number(platform.suid);
      // Without an entry agreement of the platform's, the built-in one is served; seeded, it reads the same.
      const builtIn = ok(await fresh(t).get<Served>(ENTER_AGREEMENT), 'built-in');
      expect(builtIn).toMatchObject({ version: AGREEMENT.version, updated_at: AGREEMENT.updatedAt });
      const held = await withStore(t.database.db, platformId, (db) =>
        db.select({ id: agreements.id }).from(agreements).where(eq(agreements.kind, 'enter')),
      );
      if (held.length === 0)
        await withStore(t.database.db, platformId, (db) => seedEnterAgreement(db.tx, platformId));
      expect(ok(await fresh(t).get<Served>(ENTER_AGREEMENT), 'seeded')).toEqual(builtIn);
      const english = ok(await fresh(t).get<Served>(ENTER_AGREEMENT, {}, { lang: 'en' }), 'english');
      expect(english.content).toContain('salt wholesale licence');

      const draft = ok(
        await platform.post<{ id: number }>(`${AGREE}Save`, {
          kind: 'enter',
          title: '商家入驻协议（2026 修订）',
          body: '<h3>第一条</h3><p>入驻商家须持证经营&amp;诚信经营。</p><script>x()</script>',
        }),
        'platform draft',
      );
      // A draft is not served.
      expect(ok(await fresh(t).get<Served>(ENTER_AGREEMENT), 'draft').version).toBe(AGREEMENT.version);
      ok(await platform.post(`${AGREE}Publish`, { id: draft.id }), 'platform publish');
      const [row] = await withStore(t.database.db, platformId, (db) =>
        db
          .select({ version: agreements.version })
          .from(agreements)
          .where(and(eq(agreements.kind, 'enter'), eq(agreements.id, draft.id))),
      );
      const served = ok(await fresh(t).get<Served>(ENTER_AGREEMENT), 'served');
      const year = formatDate(t.clock.now, DEFAULT_TIME_ZONE).slice(0, 4);
      expect(served).toEqual({
        version: `${year}.${row!.version}`,
        title: '商家入驻协议（2026 修订）',
        content: '第一条\n入驻商家须持证经营&诚信经营。',
        updated_at: t.clock.now,
      });
      // Every reader gets the platform's own text: there is no translation of it.
      expect(ok(await fresh(t).get<Served>(ENTER_AGREEMENT, {}, { lang: 'en' }), 'en').content).toBe(
        served.content,
      );

      const phone = '13700009901';
      const c = fresh(t);
      const body = {
        phone,
        verify: '000000',
        password: 'Yanye2026ok',
        store_name: '新规商行',
        industry_type: 'salt',
      };
      const old = await c.post(REGISTER, { ...body, agreement_version: AGREEMENT.version });
      expect([old.status, old.body.msg]).toEqual([400, '入驻协议已更新，请重新阅读并同意后再提交']);
      expect((await c.post(SEND, { phone, type: 'register' })).status).toBe(200);
      const code = await lastSmsCode(t, phone);
      const accepted = await c.post(REGISTER, { ...body, verify: code, agreement_version: served.version });
      expect(accepted.status, accepted.body.msg).toBe(200);
    });
  });

  describe('feedback', () => {
    it('is read, replied to once (which handles it, by whom and when), and refused a second reply', async () => {
      const unread = await rows(salt, FEEDBACK, { status: 0 });
      expect(unread.length).toBeGreaterThan(0);
      const id = Number(unread[0]!.id);
      ok(await salt.post(`${FEEDBACK}Read`, { ids: [id] }), 'read');
      expect((await rows(salt, FEEDBACK, { status: 1 })).map((r) => r.id)).toContain(id);
      // Marking it read again changes nothing.
      ok(await salt.post(`${FEEDBACK}Read`, { ids: [id] }), 'read again');

      const short = await salt.post(`${FEEDBACK}Reply`, { id, reply: ' ' });
      expect(short.status).toBe(400);
      const replied = await salt.post(`${FEEDBACK}Reply`, {
        id,
        reply: '您好，已安排重新配送，给您添麻烦了。',
      });
      expect([replied.status, replied.body.msg]).toEqual([200, '已回复']);
      const row = (await rows(salt, FEEDBACK, { status: 2 })).find((r) => r.id === id);
      expect(row).toMatchObject({
        status: 2,
        reply: '您好，已安排重新配送，给您添麻烦了。',
        handled_by_name: 'salt_admin',
        replied_at: t.clock.now,
      });
      const twice = await salt.post(`${FEEDBACK}Reply`, { id, reply: '第二次回复' });
      expect([twice.status, twice.body.msg]).toEqual([409, '该反馈已处理，不能再次回复']);
      const [kept] = await withStore(t.database.db, Number(salt.suid), (db) =>
        db.select({ reply: feedback.reply }).from(feedback).where(eq(feedback.id, id)),
      );
      expect(kept?.reply).toBe('您好，已安排重新配送，给您添麻烦了。');
      // Another store cannot reply to it.
      const theirs = await grain.post(`${FEEDBACK}Reply`, { id, reply: '越权回复' });
      expect(theirs.status).toBe(404);
    });

    it('of two replies at once, keeps one', async () => {
      const open = await rows(salt, FEEDBACK, { _tab: 'open' });
      expect(open.length).toBeGreaterThan(0);
      const id = Number(open[0]!.id);
      const [a, b] = await Promise.all([
        salt.post(`${FEEDBACK}Reply`, { id, reply: '回复甲' }),
        salt.post(`${FEEDBACK}Reply`, { id, reply: '回复乙' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });

    it('has no add or edit', async () => {
      // Members write it in the app; the console has no Save for it at all.
      const r = await salt.post(`${FEEDBACK}Save`, { type: 'other', content: '伪造' });
      expect(r.status).toBe(404);
    });
  });
});
