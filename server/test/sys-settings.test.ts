import { rawRows, storeSettings, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API, type FieldMeta } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SETTINGS_API = API.settings;
const UNCHANGED = '数据未发生任何改变，请修改数据后再次提交';

interface Info {
  value: Record<string, unknown>;
  updated_at: number;
  fields: FieldMeta[];
}

/** The data of a successful answer (a refusal fails the test with its message). */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data;
}

describe.each(DB_KINDS)('settings pages on %s', (kind: DbKind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let clerk: Client;
  let pay: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    pay = await signedIn(t, 'pay_admin');
  });
  afterAll(() => t?.close());

  const info = async (c: Client, path: string, lang = 'zh') => {
    const r = await c.get<Info>(path, {}, { lang });
    expect(r.status, r.body.msg).toBe(200);
    return data(r);
  };

  /** Forgets a store's record, as if it had never been saved. */
  const forget = (c: Client, name: string) =>
    withStore(t.database.db, Number(c.suid), (db) =>
      db.delete(storeSettings).where(eq(storeSettings.name, name)),
    );

  const operatorLog = (c: Client, api: string) =>
    withStore(t.database.db, Number(c.suid), (db) =>
      rawRows<{ summary: string; target: string }>(
        db.tx,
        sql`select summary, target from operator_logs where api = ${api} order by id`,
      ),
    );

  it('answers the defaults and the form of a store that never saved', async () => {
    await forget(grain, 'system');
    const got = await info(grain, SETTINGS_API.systemSetInfo.path);
    expect(got.updated_at).toBe(0);
    expect(got.value).toEqual({
      site_name: '',
      site_logo: '',
      service_phone: '',
      service_hours: '',
      icp_no: '',
      police_no: '',
      order_cancel_minutes: 30,
      auto_receive_days: 7,
      aftersale_days: 7,
      min_order_amount: 0,
      invoice_open: 0,
      freight_note: '',
    });
    expect(got.fields.map((f) => f.name)).toEqual(Object.keys(got.value));
    const byName = Object.fromEntries(got.fields.map((f) => [f.name, f]));
    // Bounds are the schema's own, said once.
    expect(byName.order_cancel_minutes).toMatchObject({
      title: '取消时限（分钟）',
      type: 'number',
      required: true,
      rules: { min: 5, max: 1440 },
      default: 30,
    });
    expect(byName.auto_receive_days?.rules).toEqual({ min: 1, max: 30 });
    expect(byName.aftersale_days?.rules).toEqual({ min: 0, max: 30 });
    expect(byName.site_name).toMatchObject({ type: 'text', required: false, rules: { min: null, max: 50 } });
    expect(byName.service_phone?.type).toBe('phone');
    expect(byName.min_order_amount).toMatchObject({ type: 'money', decimal: 2 });
    expect(byName.invoice_open?.type).toBe('switch');
    expect(byName.icp_no?.tip).toContain('京ICP备12345678号-1');
    const en = await info(grain, SETTINGS_API.systemSetInfo.path, 'en');
    expect(en.fields.find((f) => f.name === 'icp_no')?.title).toBe('ICP record number');
    const copyright = await info(grain, SETTINGS_API.copyrightSetInfo.path);
    expect(copyright.fields.map((f) => [f.name, f.type])).toEqual([
      ['copyright_text', 'text'],
      ['company_name', 'text'],
      ['link_url', 'text'],
      ['show', 'switch'],
    ]);
    const appdown = await info(grain, SETTINGS_API.appdownInfo.path);
    expect(appdown.fields.map((f) => f.name)).toEqual([
      'app_name',
      'app_icon',
      'description',
      'android_url',
      'ios_url',
      'open',
    ]);
  });

  it('saves the values sent, keeps the others, reads them back, and logs what changed', async () => {
    await forget(grain, 'system');
    t.clock.now += 5;
    const r = await grain.post<{ value: Record<string, unknown>; updated_at: number }>(
      SETTINGS_API.systemSetSave.path,
      {
        service_phone: ' 0451-53661234 ',
        order_cancel_minutes: '45',
        icp_no: '黑ICP备20250315号-2',
        police_no: '黑公网安备 23018402000123号',
        invoice_open: true,
        min_order_amount: 50_000,
      },
    );
    expect(r.status, r.body.msg).toBe(200);
    expect(data(r).updated_at).toBe(t.clock.now);
    const expected = {
      service_phone: '0451-53661234',
      order_cancel_minutes: 45,
      icp_no: '黑ICP备20250315号-2',
      police_no: '黑公网安备 23018402000123号',
      invoice_open: 1,
      min_order_amount: 50_000,
      auto_receive_days: 7,
      site_name: '',
    };
    expect(data(r).value).toMatchObject(expected);
    const back = await info(grain, SETTINGS_API.systemSetInfo.path);
    expect(back.value).toMatchObject(expected);
    expect(back.updated_at).toBe(t.clock.now);
    // A second save keeps what the first saved.
    expect((await grain.post(SETTINGS_API.systemSetSave.path, { site_name: '丰谷粮油商城' })).status).toBe(
      200,
    );
    expect((await info(grain, SETTINGS_API.systemSetInfo.path)).value).toMatchObject({
      ...expected,
      site_name: '丰谷粮油商城',
    });
    const log = await operatorLog(grain, SETTINGS_API.systemSetSave.path);
    expect(log.slice(-2)).toEqual([
      {
        summary:
          '修改了「系统设置」：客服电话 空 → 0451-53661234；ICP 备案号 空 → 黑ICP备20250315号-2；' +
          '公安备案号 空 → 黑公网安备 23018402000123…；取消时限（分钟） 30 → 45；起订金额（元） 0.00 → 500.00；' +
          '支持开具发票 关闭 → 开启',
        target: 'system',
      },
      { summary: '修改了「系统设置」：站点名称 空 → 丰谷粮油商城', target: 'system' },
    ]);
  });

  it('refuses bad values with a clear 400 in the caller language, naming the field, and changes nothing', async () => {
    const before = await info(salt, SETTINGS_API.systemSetInfo.path);
    const refused: [Record<string, unknown>, string][] = [
      [{ icp_no: '京ICP12345678' }, 'ICP 备案号写法不对（如 京ICP备12345678号-1，显示在商城页脚）'],
      [{ icp_no: '美ICP备12345678号' }, 'ICP 备案号写法不对'],
      [{ police_no: '京公网安备 110105号' }, '公安备案号写法不对'],
      [{ order_cancel_minutes: 4 }, '取消时限（分钟）须在 5 到 1,440 之间'],
      [{ order_cancel_minutes: 1441 }, '取消时限（分钟）须在 5 到 1,440 之间'],
      [{ order_cancel_minutes: 30.5 }, '取消时限（分钟）应为整数'],
      [{ order_cancel_minutes: 'abc' }, '取消时限（分钟）应为整数'],
      [{ order_cancel_minutes: null }, '取消时限（分钟）应为'],
      [{ auto_receive_days: 0 }, '自动收货（天）须在 1 到 30 之间'],
      [{ auto_receive_days: 31 }, '自动收货（天）须在 1 到 30 之间'],
      [{ aftersale_days: -1 }, '售后期限（天）'],
      [{ min_order_amount: -100 }, '起订金额（元）'],
      [{ service_phone: '123' }, '客服电话应为手机号或区号加座机号'],
      [{ site_name: 'x'.repeat(51) }, '站点名称最多 50 个字'],
      [{ site_name: 'a\u0000b' }, '站点名称不能含有控制字符等不可见字符'],
      [
        { site_logo: 'javascript:alert(1)' },
        '站点 Logo应为 http:// 或 https:// 开头的网址，或本站上传的文件',
      ],
      [{ invoice_open: 2 }, '支持开具发票'],
      [{ freight_note: ['a'] }, '运费说明应为文字'],
    ];
    for (const [body, msg] of refused) {
      const r = await salt.post(SETTINGS_API.systemSetSave.path, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({ status: false, code: 'BAD_INPUT' });
      expect(r.body.msg, JSON.stringify(body)).toContain(msg);
    }
    const en = await salt.post(SETTINGS_API.systemSetSave.path, { icp_no: 'ICP 123' }, { lang: 'en' });
    expect(en.body.msg).toBe(
      'ICP record number is not written as it should be (Like 京ICP备12345678号-1; shown in the storefront footer)',
    );
    const ja = await salt.post(SETTINGS_API.systemSetSave.path, { auto_receive_days: 99 }, { lang: 'ja' });
    expect(ja.body.msg).toContain('自動受取（日）');
    expect(await info(salt, SETTINGS_API.systemSetInfo.path)).toEqual(before);
  });

  it('takes every form of a record number the authorities issue', async () => {
    for (const icp_no of ['京ICP备12345678号-1', '沪ICP证123456号', '粤ICP备2023012345号', '']) {
      const r = await salt.post(SETTINGS_API.systemSetSave.path, { icp_no });
      expect(r.status, `${icp_no}: ${r.body.msg}`).toBe(200);
    }
    for (const police_no of ['京公网安备 11010502030143号', '浙公网安备33010602011234号']) {
      const r = await salt.post(SETTINGS_API.systemSetSave.path, { police_no });
      expect(r.status, `${police_no}: ${r.body.msg}`).toBe(200);
    }
  });

  it('refuses a payload that changes nothing, whole or in part, and logs nothing for it', async () => {
    const held = await info(salt, SETTINGS_API.systemSetInfo.path);
    const logged = (await operatorLog(salt, SETTINGS_API.systemSetSave.path)).length;
    for (const body of [held.value, {}, { order_cancel_minutes: held.value.order_cancel_minutes }]) {
      const r = await salt.post(SETTINGS_API.systemSetSave.path, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(UNCHANGED);
    }
    // The same value as text or as a flag is still the same value.
    const same = await salt.post(SETTINGS_API.systemSetSave.path, {
      order_cancel_minutes: String(held.value.order_cancel_minutes),
      invoice_open: held.value.invoice_open === 1,
    });
    expect(same.body.msg).toBe(UNCHANGED);
    const en = await salt.post(SETTINGS_API.copyrightSetSave.path, {}, { lang: 'en' });
    expect(en.body.msg).toBe('Nothing has changed: change the data before submitting again');
    expect((await operatorLog(salt, SETTINGS_API.systemSetSave.path)).length).toBe(logged);
    expect(await info(salt, SETTINGS_API.systemSetInfo.path)).toEqual(held);
  });

  it("keeps each store's settings its own", async () => {
    const grainBefore = await info(grain, SETTINGS_API.copyrightSetInfo.path);
    const r = await salt.post(SETTINGS_API.copyrightSetSave.path, {
      company_name: '郑州鑫盐商贸集团有限公司',
    });
    expect(r.status, r.body.msg).toBe(200);
    expect((await info(salt, SETTINGS_API.copyrightSetInfo.path)).value.company_name).toBe(
      '郑州鑫盐商贸集团有限公司',
    );
    expect(await info(grain, SETTINGS_API.copyrightSetInfo.path)).toEqual(grainBefore);
    expect(grainBefore.value.company_name).toBe('五常市丰谷粮油有限公司');
    // A store that never saved reads the defaults, not another store's values.
    await forget(grain, 'appdown');
    expect((await info(grain, SETTINGS_API.appdownInfo.path)).value).toMatchObject({ app_name: '', open: 0 });
    expect((await info(salt, SETTINGS_API.appdownInfo.path)).value).toMatchObject({
      app_name: '鑫盐订货',
      open: 1,
    });
  });

  it('refuses a user whose roles do not open the page, and a store whose industry has none', async () => {
    for (const c of [clerk, pay]) {
      for (const path of [
        SETTINGS_API.systemSetInfo.path,
        SETTINGS_API.copyrightSetInfo.path,
        SETTINGS_API.appdownInfo.path,
      ]) {
        const r = await c.get(path);
        expect(r.status, path).toBe(403);
        expect(r.body.msg).toContain('无操作权限');
      }
      for (const path of [
        SETTINGS_API.systemSetSave.path,
        SETTINGS_API.copyrightSetSave.path,
        SETTINGS_API.appdownSet.path,
      ]) {
        expect(
          (await c.post(path, { site_name: '越权', app_name: '越权', company_name: '越权' })).status,
        ).toBe(403);
      }
    }
    expect((await info(salt, SETTINGS_API.systemSetInfo.path)).value.site_name).not.toBe('越权');
  });

  it('holds the copyright line to its rules', async () => {
    const base = (await info(salt, SETTINGS_API.copyrightSetInfo.path)).value;
    const r = await salt.post(SETTINGS_API.copyrightSetSave.path, { copyright_text: '', show: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('显示版权信息时须填写版权信息');
    for (const link_url of ['javascript:alert(1)', 'ftp://x.example', 'https://a b.example']) {
      const bad = await salt.post(SETTINGS_API.copyrightSetSave.path, { link_url });
      expect(bad.status, link_url).toBe(400);
      expect(bad.body.msg).toContain('链接地址');
    }
    const hidden = await salt.post(SETTINGS_API.copyrightSetSave.path, { copyright_text: '', show: 0 });
    expect(hidden.status, hidden.body.msg).toBe(200);
    const shown = await salt.post(SETTINGS_API.copyrightSetSave.path, {
      copyright_text: base.copyright_text,
      link_url: 'http://www.xinyan.example/about',
      show: 1,
    });
    expect(shown.status, shown.body.msg).toBe(200);
  });

  it('opens the download page only with a name and a link, each link of its kind', async () => {
    await forget(grain, 'appdown');
    const closed = await grain.post(SETTINGS_API.appdownSet.path, { open: 1 });
    expect(closed.body.msg).toBe('开放下载页前请填写 App 名称');
    const noLink = await grain.post(
      SETTINGS_API.appdownSet.path,
      { app_name: '丰谷粮油', open: 1 },
      { lang: 'en' },
    );
    expect(noLink.body.msg).toBe(
      'Give at least one download link (Android or iOS) before opening the download page',
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ ios_url: 'https://example.com/app.ipa' }, 'iOS App Store 链接'],
      [{ ios_url: 'http://apps.apple.com/cn/app/id1' }, 'iOS App Store 链接'],
      [{ android_url: 'http://insecure.example/app.apk' }, '安卓下载链接'],
      [{ android_url: '/uploads/../secret.apk' }, '安卓下载链接'],
      [{ android_url: '/etc/passwd' }, '安卓下载链接'],
      [{ app_icon: '"><script>' }, 'App 图标'],
      [{ description: 'x'.repeat(501) }, 'App 简介'],
    ];
    for (const [body, field] of bad) {
      const r = await grain.post(SETTINGS_API.appdownSet.path, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(field);
    }
    const ok = await grain.post(SETTINGS_API.appdownSet.path, {
      app_name: '丰谷粮油',
      android_url: '/uploads/u/2/202601/fenggu-2.4.0.apk',
      ios_url: 'https://apps.apple.com/cn/app/id6470054321',
      open: 1,
    });
    expect(ok.status, ok.body.msg).toBe(200);
    expect((await info(grain, SETTINGS_API.appdownInfo.path)).value).toMatchObject({
      android_url: '/uploads/u/2/202601/fenggu-2.4.0.apk',
      open: 1,
    });
  });

  it('reads a record saved under older rules value by value: what today refuses gives way to its default', async () => {
    await withStore(t.database.db, Number(grain.suid), (db) =>
      db
        .update(storeSettings)
        .set({
          value: { order_cancel_minutes: 5000, site_name: '丰谷', retired_key: 'x', invoice_open: 'yes' },
        })
        .where(eq(storeSettings.name, 'system')),
    );
    const got = await info(grain, SETTINGS_API.systemSetInfo.path);
    expect(got.value).toMatchObject({ order_cancel_minutes: 30, site_name: '丰谷', invoice_open: 0 });
    expect(got.value).not.toHaveProperty('retired_key');
    // And the next save writes a whole, valid record.
    expect((await grain.post(SETTINGS_API.systemSetSave.path, { auto_receive_days: 9 })).status).toBe(200);
    const [row] = await withStore(t.database.db, Number(grain.suid), (db) =>
      db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.name, 'system')),
    );
    expect(row?.value).toMatchObject({ order_cancel_minutes: 30, auto_receive_days: 9, site_name: '丰谷' });
    expect(row?.value).not.toHaveProperty('retired_key');
  });
});
