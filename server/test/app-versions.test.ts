import { suppliers, withStore } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BASE = '/v1/seller/app/Appversion';
const MANAGE = `${BASE}Manage`;
const INFO = `${BASE}Info`;
const SAVE = `${BASE}Save`;
const DEL = `${BASE}Del`;
const CHECK = API.settings.appVersionCheck.path;
const UNCHANGED = '数据未发生任何改变，请修改数据后再次提交';
const DAY = 86_400;

type Row = Record<string, unknown> & { id: number };

interface Check {
  platform: string;
  has_update: boolean;
  must_update: boolean;
  latest: null | {
    version_name: string;
    build_number: number;
    download_url: string;
    notes: string;
    forced: boolean;
    release_at: number;
  };
}

/** The data of a successful answer (a refusal fails the test with its message). */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data;
}

describe.each(DB_KINDS)('app versions on %s', (kind: DbKind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let clerk: Client;
  let anyone: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    anyone = new Client(t, '198.51.100.250');
  });
  afterAll(() => t?.close());

  const rows = async (c: Client, query: Record<string, string | number> = {}) => {
    const r = await c.get<Row[]>(MANAGE, { limit: 100, ...query });
    expect(r.status, r.body.msg).toBe(200);
    return data(r);
  };
  const record = async (c: Client, id: number) => {
    const r = await c.get<Row>(INFO, { app_version_id: id });
    expect(r.status, r.body.msg).toBe(200);
    return data(r);
  };
  const release = (c: Client, body: Record<string, unknown>, lang = 'zh') =>
    c.post<{ id: number }>(SAVE, body, { lang });
  const check = (query: Record<string, string | number>, lang = 'zh') =>
    anyone.get<Check>(CHECK, query, { lang });

  it('lists the demo releases newest first, filters them, and reads one by app_version_id', async () => {
    const all = await rows(salt);
    expect(all.map((r) => `${r.platform} ${r.version_name}`)).toEqual([
      'ios 2.4.0',
      'android 2.4.0',
      'android 2.3.1',
      'ios 2.3.0',
      'android 2.3.0',
      'android 2.2.0',
    ]);
    const forced = await rows(salt, { forced: 1 });
    expect(forced.map((r) => [r.platform, r.version_name, r.forced])).toEqual([['android', '2.3.0', 1]]);
    expect((await rows(salt, { forced: 0 })).length).toBe(5);
    expect((await rows(salt, { platform: 'ios' })).map((r) => r.build_number)).toEqual([240, 230]);
    expect((await salt.get(MANAGE, { forced: 'true' })).status).toBe(400);
    const one = await record(salt, all[4]!.id);
    expect(one).toMatchObject({
      id: all[4]!.id,
      app_version_id: all[4]!.id,
      platform: 'android',
      version_name: '2.3.0',
      build_number: 230,
      forced: 1,
      package_url: 'https://xinyan.yanye.example/app/xinyan-2.3.0.apk',
    });
    expect(data(await salt.get<Row>(INFO, { id: all[4]!.id }))).toEqual(one);
  });

  it('releases a version above the newest of its platform, unique in it, out now unless scheduled', async () => {
    const made = await release(salt, {
      platform: 'android',
      version_name: '2.5.0',
      build_number: 250,
      package_url: '/uploads/u/1/202601/xinyan-2.5.0.apk',
      notes: '新增电子发票下载',
    });
    expect(made.status, made.body.msg).toBe(200);
    expect(await record(salt, data(made).id)).toMatchObject({
      build_number: 250,
      forced: 0,
      release_at: t.clock.now,
      notes: '新增电子发票下载',
    });
    const refused: [Record<string, unknown>, number, string][] = [
      [{ build_number: 250 }, 409, '安卓已有构建号为 250 的版本'],
      [{ build_number: 245 }, 400, '新版本的构建号须大于安卓当前最新的构建号 250'],
      [{ build_number: 260, version_name: '2.4.9' }, 400, '版本号 2.4.9 低于安卓当前最新版本 2.5.0'],
      [{ build_number: 260, version_name: '2.x' }, 400, '版本号格式不对，应为 2.3.1 这样以点分隔的数字'],
      [{ build_number: 260, version_name: '3' }, 400, '版本号格式不对，应为 2.3.1 这样以点分隔的数字'],
      [{ build_number: 0 }, 400, '构建号须在 1 到 2,147,483,647 之间'],
      [{ build_number: 1.5 }, 400, '构建号应为整数'],
      [{ build_number: 'abc' }, 400, '构建号应为数字'],
      [{ build_number: 2_147_483_648 }, 400, '构建号须在 1 到 2,147,483,647 之间'],
      [{ build_number: undefined }, 400, '字段 构建号 不能为空'],
      [{ platform: 'windows' }, 400, '平台须从可选项中选择'],
      [{ notes: 'x'.repeat(2001) }, 400, '更新说明最多 2,000 个字'],
    ];
    const valid = {
      platform: 'android',
      version_name: '2.6.0',
      build_number: 260,
      package_url: 'https://xinyan.yanye.example/app/xinyan-2.6.0.apk',
    };
    const before = (await rows(salt)).length;
    for (const [change, status, msg] of refused) {
      const r = await release(salt, { ...valid, ...change });
      expect(r.status, JSON.stringify(change)).toBe(status);
      if (msg.startsWith('字段')) expect(r.body.msg, JSON.stringify(change)).toContain(msg);
      else expect(r.body.msg, JSON.stringify(change)).toBe(msg);
    }
    const en = await release(salt, { ...valid, build_number: 250 }, 'en');
    expect(en.body.msg).toBe('Android already has a release with build 250');
    expect((await rows(salt)).length).toBe(before);
    // The same build on the other platform is another release.
    const ios = await release(salt, {
      platform: 'ios',
      version_name: '2.5.0',
      build_number: 250,
      package_url: 'https://apps.apple.com/cn/app/id6470012345',
      forced: 1,
    });
    expect(ios.status, ios.body.msg).toBe(200);
    expect((await record(salt, data(ios).id)).forced).toBe(1);
  });

  it('holds each platform to its kind of link', async () => {
    const base = { version_name: '2.7.0', build_number: 270 };
    const refused: [Record<string, unknown>, string][] = [
      [
        { platform: 'ios', package_url: 'https://example.com/xinyan.ipa' },
        'iOS 版本须填写 App Store 链接，如 https://apps.apple.com/cn/app/id1234567890',
      ],
      [{ platform: 'ios', package_url: '/uploads/u/1/x.ipa' }, 'iOS 版本须填写 App Store 链接'],
      [{ platform: 'ios', package_url: 'http://apps.apple.com/cn/app/id1' }, 'iOS 版本须填写 App Store 链接'],
      [
        { platform: 'android', package_url: 'http://xinyan.example/x.apk' },
        '安装包须为 https:// 开头的下载链接',
      ],
      [{ platform: 'android', package_url: '/etc/passwd.apk' }, '安装包须为 https:// 开头的下载链接'],
      [{ platform: 'android' }, '安装包须为 https:// 开头的下载链接'],
      [{ platform: 'android', package_url: '' }, '安装包须为 https:// 开头的下载链接'],
      [{ platform: 'ios', package_url: ' ' }, 'iOS 版本须填写 App Store 链接'],
      // What is no link or path at all is refused as the field's format, before the platform's rule.
      [{ platform: 'android', package_url: '/uploads/../../etc/passwd' }, '安装包 / 商店链接应为'],
      [{ platform: 'android', package_url: 'javascript:alert(1)' }, '安装包 / 商店链接应为'],
    ];
    for (const [change, msg] of refused) {
      const r = await release(salt, { ...base, ...change });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const ok = await release(salt, {
      ...base,
      platform: 'android',
      package_url: 'https://xinyan.yanye.example/app/xinyan-2.7.0.apk',
    });
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('edits a release, refusing an edit that changes nothing', async () => {
    const [target] = await rows(salt, { platform: 'android', version_name: '2.3.1' });
    const id = target!.id;
    const held = await record(salt, id);
    const form = {
      platform: held.platform,
      version_name: held.version_name,
      build_number: held.build_number,
      package_url: held.package_url,
      notes: held.notes,
      forced: held.forced,
      release_at: held.release_at,
    };
    for (const body of [
      { ...form, id },
      { ...form, app_version_id: id },
      { id },
      { id, notes: held.notes },
    ]) {
      const r = await salt.post(SAVE, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(UNCHANGED);
    }
    const changed = await salt.post(SAVE, { ...form, app_version_id: id, notes: '修复部分机型闪退' });
    expect(changed.body).toMatchObject({ status: true, data: { id } });
    expect((await record(salt, id)).notes).toBe('修复部分机型闪退');
    // An edit may keep an older build, but not take one its platform already has.
    const taken = await salt.post(SAVE, { id, build_number: 240 });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('安卓已有构建号为 240 的版本');
    expect((await salt.post(SAVE, { id, build_number: 232 })).status).toBe(200);
    // Checked over what the release would hold: an apk is no App Store link.
    const moved = await salt.post(SAVE, { id, platform: 'ios' });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toContain('App Store');
    expect(await record(salt, id)).toMatchObject({ platform: 'android', build_number: 232 });
  });

  it('deletes by app_version_id, and by id', async () => {
    const made = await release(salt, {
      platform: 'android',
      version_name: '2.8.0',
      build_number: 280,
      package_url: 'https://xinyan.yanye.example/app/xinyan-2.8.0.apk',
    });
    const id = data(made).id;
    const r = await salt.post(DEL, { app_version_id: id });
    expect(r.body).toMatchObject({ status: true, data: { deleted: 1, ids: [id] } });
    expect((await salt.get(INFO, { app_version_id: id })).status).toBe(404);
    expect((await salt.post(DEL, { app_version_id: id })).status).toBe(404);
    expect((await salt.post(DEL, {})).status).toBe(400);
    expect((await salt.post(DEL, { app_version_id: 'abc' })).status).toBe(400);
    expect((await salt.post(DEL, { app_version_id: -1 })).status).toBe(400);
    const again = await release(salt, {
      platform: 'android',
      version_name: '2.8.0',
      build_number: 280,
      package_url: 'https://xinyan.yanye.example/app/xinyan-2.8.0.apk',
    });
    expect(again.status, 'the deleted build may be released again').toBe(200);
    expect((await salt.post(DEL, { id: data(again).id })).body).toMatchObject({ data: { deleted: 1 } });
  });

  it('keeps to its store and to whoever may open its pages', async () => {
    const [mine] = await rows(salt);
    const id = mine!.id;
    const before = await record(salt, id);
    expect((await grain.get(INFO, { app_version_id: id })).status).toBe(404);
    expect((await grain.post(SAVE, { app_version_id: id, notes: '越权' })).status).toBe(404);
    expect((await grain.post(DEL, { app_version_id: id })).status).toBe(404);
    expect((await rows(grain)).some((r) => r.id === id)).toBe(false);
    for (const [method, path, input] of [
      ['get', MANAGE, {}],
      ['get', INFO, { app_version_id: id }],
      ['post', SAVE, { app_version_id: id, notes: '越权' }],
      ['post', DEL, { app_version_id: id }],
    ] as const) {
      const r = method === 'get' ? await clerk.get(path, input) : await clerk.post(path, input);
      expect(r.status, path).toBe(403);
    }
    expect(await record(salt, id)).toEqual(before);
  });

  it('tells an installed app of the newest release, and whether it must update', async () => {
    const old = await check({ store: 'fenggu', platform: 'android', build: 220 });
    expect(old.body).toMatchObject({
      status: true,
      msg: '发现新版本 2.4.0',
      data: {
        platform: 'android',
        has_update: true,
        must_update: true,
        latest: {
          version_name: '2.4.0',
          build_number: 240,
          download_url: 'https://fenggu.yanye.example/app/fenggu-2.4.0.apk',
          forced: false,
        },
      },
    });
    // Past the forced 2.3.0, an update is offered but not required.
    expect((await check({ store: 'fenggu', platform: 'android', build: 230 })).body.data).toMatchObject({
      has_update: true,
      must_update: false,
    });
    const current = await check({ store: 'fenggu', platform: 'android', build: 240 }, 'en');
    expect(current.body).toMatchObject({
      msg: 'Up to date',
      data: { has_update: false, must_update: false, latest: { build_number: 240 } },
    });
    expect((await check({ store: 'fenggu', platform: 'ios', build: '0' })).body.data).toMatchObject({
      platform: 'ios',
      has_update: true,
      must_update: false,
      latest: { version_name: '2.4.0', download_url: 'https://apps.apple.com/cn/app/id6470054321' },
    });
  });

  it('offers a scheduled release only from its release time', async () => {
    const at = t.clock.now + 3 * DAY;
    const made = await release(grain, {
      platform: 'android',
      version_name: '2.5.0',
      build_number: 250,
      package_url: '/uploads/u/2/202601/fenggu-2.5.0.apk',
      forced: 1,
      release_at: at,
    });
    expect(made.status, made.body.msg).toBe(200);
    expect((await check({ store: 'fenggu', platform: 'android', build: 240 })).body.data).toMatchObject({
      has_update: false,
      must_update: false,
      latest: { build_number: 240 },
    });
    const now = t.clock.now;
    t.clock.now = at + 60;
    try {
      const out = await check({ store: 'fenggu', platform: 'android', build: 240 });
      expect(data(out)).toMatchObject({
        has_update: true,
        must_update: true,
        latest: { build_number: 250, forced: true, release_at: at },
      });
      // An uploaded package is handed out as a whole address on this console.
      expect(data(out).latest?.download_url).toMatch(
        /^https?:\/\/[^/]+\/uploads\/u\/2\/202601\/fenggu-2\.5\.0\.apk$/,
      );
    } finally {
      t.clock.now = now;
    }
  });

  it('says so, never failing, for an unknown or closed store, a store with no release, or a bad question', async () => {
    const unknown = await check({ store: 'nosuch', platform: 'android', build: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('没有这个店铺：nosuch');
    expect((await check({ store: 'nosuch', platform: 'ios', build: 1 }, 'en')).body.msg).toBe(
      'No such store: nosuch',
    );
    const none = await check({ store: 'bianmin', platform: 'android', build: 1 });
    expect(none.body).toMatchObject({
      status: true,
      msg: '该店铺暂未发布此平台的 App',
      data: { has_update: false, must_update: false, latest: null },
    });
    const closeStore = (status: number) =>
      withStore(t.database.db, Number(salt.suid), (db) =>
        db
          .update(suppliers)
          .set({ status })
          .where(eq(suppliers.id, Number(salt.suid))),
      );
    await closeStore(0);
    try {
      expect((await check({ store: 'xinyan', platform: 'android', build: 1 })).status).toBe(404);
    } finally {
      await closeStore(1);
    }
    expect((await check({ store: 'xinyan', platform: 'android', build: 1 })).status).toBe(200);
    const bad: Record<string, string | number>[] = [
      { store: 'xinyan', platform: 'windows', build: 1 },
      { store: 'xinyan', platform: 'android', build: 'abc' },
      { store: 'xinyan', platform: 'android', build: -1 },
      { store: 'xinyan', platform: 'android', build: '1e3' },
      { store: 'xinyan', platform: 'android' },
      { store: '', platform: 'android', build: 1 },
      { store: 'x\u0000', platform: 'android', build: 1 },
    ];
    for (const query of bad) {
      const r = await check(query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body).toMatchObject({ status: false, code: 'BAD_INPUT' });
    }
  });
});
