import { rawRows, withStore } from '@yanye/framework/server';
import { Client, DB_KINDS, type DbKind, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EDIT = '/v1/buyer/user/userEdit';
const PASSWORD = '/v1/seller/supplier/PasswordEdit';
const INFO = '/v1/seller/supplier/Info';
const SAVE = '/v1/seller/supplier/InfoSave';
const OPERATOR_LOG = '/v1/seller/operator/OperatorLogManage';

interface UserInfo {
  nick_name: string;
  real_name: string;
  phone: string;
}

describe.each(DB_KINDS)('profile on %s', (kind: DbKind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  async function operatorLog(supplierId: string, api: string) {
    return withStore(t.database.db, Number(supplierId), (db) =>
      rawRows<{ summary: string; username: string }>(
        db.tx,
        sql`select summary, username from operator_logs where api = ${api} order by id`,
      ),
    );
  }

  it('edits the nickname, real name and phone, trimmed', async () => {
    const r = await clerk.post<UserInfo>(EDIT, {
      nick_name: '  小陈哥 ',
      real_name: ' 陈晓明 ',
      phone: ' 13900010019 ',
    });
    expect(r.body).toMatchObject({
      status: true,
      data: { nick_name: '小陈哥', real_name: '陈晓明', phone: '13900010019' },
    });
    const info = await clerk.get<UserInfo>('/v1/buyer/user/info');
    expect(info.body).toMatchObject({
      data: { nick_name: '小陈哥', real_name: '陈晓明', phone: '13900010019' },
    });
    expect(await operatorLog(clerk.suid, EDIT)).toEqual([
      { summary: '修改了个人资料：昵称 小陈 → 小陈哥；手机号 13900010009 → 13900010019', username: 'clerk' },
    ]);
  });

  it('keeps the fields left out, and clears the phone when sent empty', async () => {
    expect((await clerk.post(EDIT, { nick_name: '小陈' })).body).toMatchObject({
      data: { nick_name: '小陈', real_name: '陈晓明', phone: '13900010019' },
    });
    expect((await clerk.post(EDIT, { nick_name: '小陈', phone: '' })).body).toMatchObject({
      data: { phone: '' },
    });
    expect((await clerk.post(EDIT, { nick_name: '小陈', phone: '13900010009' })).status).toBe(200);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nick_name: '小陈', phone: '1390001000' }, '手机号应为 1 开头的 11 位手机号码，如 13800138000'],
      [{ nick_name: '小陈', phone: '23900010009' }, '手机号应为 1 开头的 11 位手机号码，如 13800138000'],
      [{ phone: '13900010009' }, '字段 昵称 不能为空'],
      [{ nick_name: '   ' }, '字段 昵称 不能为空'],
      [{ nick_name: 'x'.repeat(31) }, '昵称最多 30 个字'],
      [{ nick_name: 'a\u0000b' }, '昵称不能含有控制字符等不可见字符'],
      [{ nick_name: '小陈', real_name: 5 }, '真实姓名应为文字'],
    ];
    for (const [body, msg] of cases) {
      const r = await clerk.post(EDIT, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    const en = await clerk.post(EDIT, { nick_name: '小陈', phone: '123' }, { lang: 'en' });
    expect(en.body.msg).toBe(
      'Mobile number should be 11 digits starting with 1 (a mainland mobile), such as 13800138000',
    );
    const info = await clerk.get<UserInfo>('/v1/buyer/user/info');
    expect(info.body).toMatchObject({ data: { nick_name: '小陈', phone: '13900010009' } });
  });

  it('refuses the phone of another account of the store (SMS sign-in must know whom it signs in)', async () => {
    const r = await clerk.post(EDIT, { nick_name: '小陈', phone: '13800010001' });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('手机号 13800010001 已被本店铺的其他账号使用');
    // Another store's account may have it.
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.post(EDIT, { nick_name: '李秀英', phone: '13900010009' })).status).toBe(200);
    expect((await grain.post(EDIT, { nick_name: '李秀英', phone: '13800020002' })).status).toBe(200);
  });

  it('changes the password by the rules, and signs out the other sessions', async () => {
    const me = await signedIn(t, 'pay_admin');
    const other = await signedIn(t, 'pay_admin');
    const good = { old_password: 'Demo@2026', new_password: 'Salt2026new', confirm_password: 'Salt2026new' };
    const refused: [Record<string, unknown>, string][] = [
      [{ ...good, confirm_password: 'Salt2026neW' }, '两次输入的新密码不一致'],
      [
        { ...good, new_password: 'short1', confirm_password: 'short1' },
        '新密码须为 8 至 64 位，且同时包含字母和数字',
      ],
      [
        { ...good, new_password: 'onlyletters', confirm_password: 'onlyletters' },
        '新密码须为 8 至 64 位，且同时包含字母和数字',
      ],
      [
        { ...good, new_password: '1234567890', confirm_password: '1234567890' },
        '新密码须为 8 至 64 位，且同时包含字母和数字',
      ],
      [{ ...good, new_password: 'Pay_Admin1', confirm_password: 'Pay_Admin1' }, '新密码不能包含用户名'],
      [{ ...good, old_password: 'wrong' }, '原密码不正确'],
      [{ ...good, new_password: 'Demo@2026', confirm_password: 'Demo@2026' }, '新密码不能与原密码相同'],
      [{ old_password: 'Demo@2026', new_password: 'Salt2026new' }, '字段 确认新密码 不能为空'],
    ];
    for (const [body, msg] of refused) {
      const r = await me.post(PASSWORD, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    const en = await me.post(
      PASSWORD,
      { ...good, new_password: 'short', confirm_password: 'short' },
      { lang: 'ja' },
    );
    expect(en.body.msg).toBe('新しいパスワードは 8～64 文字で、英字と数字の両方を含めてください');
    // Nothing changed so far: the other session still works.
    expect((await other.get('/v1/buyer/user/info')).status).toBe(200);

    const ok = await me.post<{ revoked: number }>(PASSWORD, good);
    expect(ok.body).toMatchObject({
      status: true,
      msg: '密码已修改，其他设备上的登录已退出',
      data: { revoked: expect.any(Number) },
    });
    expect((await me.get('/v1/buyer/user/info')).status).toBe(200);
    expect((await other.get('/v1/buyer/user/info')).status).toBe(401);
    const refresh = await other.post('/v1/public/user/refreshAccessToken', {
      refresh_token: other.refreshToken,
    });
    expect(refresh.status).toBe(401);

    expect((await new Client(t, '192.0.2.201').login('pay_admin')).body.status).toBe(false);
    expect((await new Client(t, '192.0.2.202').login('pay_admin', 'Salt2026new')).body.status).toBe(true);
    expect(await operatorLog(me.suid, PASSWORD)).toEqual([
      { summary: '修改了登录密码，其他 1 个登录已退出', username: 'pay_admin' },
    ]);
  });

  it('answers the shop info the shop-info and WeChat screens need', async () => {
    const r = await admin.get(INFO);
    expect(r.body).toMatchObject({
      status: true,
      data: {
        supplier_id: Number(admin.suid),
        login_name: 'xinyan',
        store_name: '鑫盐商贸',
        logo: '',
        contact_name: '王建国',
        phone: '13800010001',
        address: expect.stringContaining('郑州'),
        intro: expect.any(String),
        store_domain: 'xinyan.yanye.example',
        industry_type: 'salt',
        is_union: 0,
        username: 'salt_admin',
        is_main: 1,
        is_bind_wx: 0,
        bind_wx_time: 0,
        last_login_time: expect.any(Number),
        last_login_ip: expect.any(String),
      },
    });
    // Every user may read it, the operator and the offline-pay store too (the WeChat screen needs it).
    expect((await clerk.get(INFO)).body).toMatchObject({ data: { username: 'clerk', is_main: 0 } });
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.get(INFO)).body).toMatchObject({ data: { login_name: 'fenggu', is_union: 1 } });
  });

  it('saves the shop info, validated and trimmed', async () => {
    const body = {
      store_name: '  鑫盐商贸有限公司 ',
      logo: 'https://cdn.example.com/logo.png',
      contact_name: '王经理',
      phone: '0371-66889900',
      address: '河南省郑州市金水区农业路 99 号',
      intro: '食用盐批发\n工业盐零售',
    };
    const r = await admin.post(SAVE, body);
    expect(r.body).toMatchObject({
      status: true,
      data: { store_name: '鑫盐商贸有限公司', phone: '0371-66889900', intro: '食用盐批发\n工业盐零售' },
    });
    expect((await admin.get('/v1/buyer/user/info')).body).toMatchObject({
      data: { store_name: '鑫盐商贸有限公司', logo: 'https://cdn.example.com/logo.png' },
    });
    for (const phone of ['13800010001', '400-800-1234', '037166889900', '']) {
      expect((await admin.post(SAVE, { store_name: '鑫盐商贸', phone })).status, phone).toBe(200);
    }
    expect((await admin.post(SAVE, { store_name: '鑫盐商贸', logo: '/uploads/2026/logo.png' })).status).toBe(
      200,
    );
    const logged = await operatorLog(admin.suid, SAVE);
    expect(logged.at(-1)).toEqual({
      summary: '修改了店铺信息「鑫盐商贸」：店铺 Logo 已更换',
      username: 'salt_admin',
    });
    // The list reads each save in its reader's language: the fields by the form's labels, a picture never by
    // its address.
    const en = await admin.get<{ sentence: string }[]>(
      OPERATOR_LOG,
      { action: SAVE, limit: 2 },
      { lang: 'en' },
    );
    expect((en.body.data as { sentence: string }[]).map((r) => r.sentence)).toEqual([
      'Changed the store details “鑫盐商贸”: Store logo replaced',
      'Changed the store details “鑫盐商贸”: Contact number 037166889900 → (empty)',
    ]);
  });

  it('refuses bad shop info with a clear 400 and changes nothing', async () => {
    const before = await admin.get<Record<string, unknown>>(INFO);
    const cases: [Record<string, unknown>, string][] = [
      [{ store_name: '' }, '字段 店铺名称 不能为空'],
      [{ logo: 'x' }, '字段 店铺名称 不能为空'],
      [{ store_name: 'x'.repeat(51) }, '店铺名称最多 50 个字'],
      [
        { store_name: '鑫盐', logo: 'javascript:alert(1)' },
        '店铺 Logo应为 http:// 或 https:// 开头的网址，或本站上传的文件',
      ],
      [
        { store_name: '鑫盐', logo: '../../etc/passwd' },
        '店铺 Logo应为 http:// 或 https:// 开头的网址，或本站上传的文件',
      ],
      [
        { store_name: '鑫盐', phone: '12345' },
        '联系电话应为手机号或区号加座机号，如 13800138000 或 0371-12345678',
      ],
      [{ store_name: '鑫盐', intro: 'x'.repeat(2001) }, '店铺简介最多 2,000 个字'],
      [{ store_name: '鑫盐', address: 'a\nb' }, '店铺地址不能含有控制字符等不可见字符'],
    ];
    for (const [body, msg] of cases) {
      const r = await admin.post(SAVE, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
    expect((await admin.get(INFO)).body).toEqual(before.body);
  });

  it('lets only the main account or a permitted role save the shop info', async () => {
    const r = await clerk.post(SAVE, { store_name: '小陈的店' });
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('无操作权限');
    const perms = await clerk.get<{ path_arr: string[]; api_arr: string[] }>(
      '/v1/seller/role/OperatorPermission',
    );
    if (!perms.body.status) throw new Error(perms.body.msg);
    expect(perms.body.data.path_arr).toContain('/content/shopinfo');
    expect(perms.body.data.path_arr).not.toContain('/content/shopinfo/save');
    expect(perms.body.data.api_arr).toContain(INFO);
    expect(perms.body.data.api_arr).not.toContain(SAVE);
  });
});
