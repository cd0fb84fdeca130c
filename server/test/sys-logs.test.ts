import { members, rawRows, type StoreDb, withStore } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import type { TableMeta } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OPERATOR_LOG = '/v1/seller/operator/OperatorLogManage';
const OPERATOR_LOG_INFO = '/v1/seller/operator/OperatorLogInfo';
const ADMIN_LOG = '/v1/seller/log/AdministratorManage';
const MEMBER_LOG = '/v1/seller/log/MemberLoginManage';
const MEMBER = '/v1/seller/member/Member';
const NOTICE_SAVE = '/v1/seller/content/NotificationSave';

type Row = Record<string, unknown> & { id: number };

function ok<T>(reply: Reply<T>): T {
  if (!reply.body.status) throw new Error(`${reply.status} ${reply.body.msg}`);
  return reply.body.data;
}

/** The label the metadata gives a column's value. */
function label(meta: TableMeta, column: string, value: unknown): string | undefined {
  return meta.rows[column]?.options?.find((o) => String(o.value) === String(value))?.label;
}

describe.each(DB_KINDS)('system logs and members on %s', (kind: DbKind) => {
  let t: TestApp;
  let admin: Client;
  let salt: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, salt, fn);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    salt = Number(admin.suid);
  });
  afterAll(() => t?.close());

  it('lists a save in the operator log with its page, its action and the fields it changed', async () => {
    const made = ok(
      await admin.post<{ id: number }>(NOTICE_SAVE, {
        title: '五一发货安排',
        body: '五一期间照常发货',
        sort: 5,
      }),
    );
    ok(
      await admin.post(
        NOTICE_SAVE,
        { id: made.id, title: '五一假期发货安排', sort: 8 },
        { headers: { 'user-agent': 'Firefox/140.0' } },
      ),
    );
    const meta = ok(await admin.get<TableMeta>(OPERATOR_LOG, { _meta: 1 }));
    const rows = ok(await admin.get<Row[]>(OPERATOR_LOG, { action: NOTICE_SAVE }));
    // Each entry reads as a sentence: what was done to which record, and what changed.
    expect(rows.map((r) => r.sentence)).toEqual([
      '修改了公告「五一假期发货安排」：标题 五一发货安排 → 五一假期发货安排；排序 5 → 8',
      '添加了公告「五一发货安排」',
    ]);
    // In the reader's language, whoever wrote it.
    const en = ok(await admin.get<Row[]>(OPERATOR_LOG, { action: NOTICE_SAVE }, { lang: 'en' }));
    expect(en.map((r) => r.sentence)).toEqual([
      'Changed notice “五一假期发货安排”: Title 五一发货安排 → 五一假期发货安排; Sort 5 → 8',
      'Added notice “五一发货安排”',
    ]);
    const [edit] = rows;
    expect(edit).toMatchObject({
      username: 'salt_admin',
      target: String(made.id),
      object: 'Notification',
      object_name: '五一假期发货安排',
      user_agent: 'Firefox/140.0',
      ip: expect.any(String),
    });
    // The call it made is on the entry's details page, not in the list.
    expect(edit).not.toHaveProperty('api');
    const details = ok(await admin.get<Row>(OPERATOR_LOG_INFO, { id: edit!.id }, { lang: 'en' }));
    expect(details).toMatchObject({ api: NOTICE_SAVE, sentence: en[0]!.sentence });
    // Found by what it was done to: the kind of record, and the record by its name.
    expect(label(meta, 'object', 'Notification')).toBe('通知公告');
    const byObject = ok(
      await admin.get<Row[]>(OPERATOR_LOG, { object: 'Notification', object_name: '假期' }),
    );
    expect(byObject.map((r) => r.id)).toEqual([edit!.id]);
    // The page and the action are the catalogue's, in the asker's language.
    expect(label(meta, 'page', edit!.page)).toBe('通知公告');
    expect(label(meta, 'action', edit!.action)).toBe('添加公告 / 编辑公告');
    const enMeta = ok(await admin.get<TableMeta>(OPERATOR_LOG, { _meta: 1 }, { lang: 'en' }));
    expect(label(enMeta, 'action', NOTICE_SAVE)).toBe('Add notice / Edit notice');
    expect(enMeta.top_search.map((f) => f.name)).toEqual([
      'created_at',
      'account_id',
      'object',
      'object_name',
      'summary',
      'action',
    ]);
  });

  it('filters the operator log by operator, action, text and time, and exports it', async () => {
    const clerk = await signedIn(t, 'clerk', 'xinyan');
    ok(await clerk.post('/v1/buyer/user/userEdit', { nick_name: '小陈师傅' }));
    const clerkId = Number(JSON.parse(Buffer.from(clerk.token.split('.')[1]!, 'base64url').toString()).uid);
    const mine = ok(await admin.get<Row[]>(OPERATOR_LOG, { account_id: String(clerkId) }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.username === 'clerk')).toBe(true);
    const meta = ok(await admin.get<TableMeta>(OPERATOR_LOG, { _meta: 1 }));
    // The profile's call is the profile page's.
    expect(label(meta, 'action', '/v1/buyer/user/userEdit')).toBe('编辑资料');
    const found = ok(await admin.get<Row[]>(OPERATOR_LOG, { summary: '小陈师傅' }));
    expect(found.map((r) => r.username)).toEqual(['clerk']);
    const now = t.clock.now;
    expect(ok(await admin.get<Row[]>(OPERATOR_LOG, { created_at: `${now + 60},` }))).toEqual([]);
    const recent = ok(
      await admin.get<{ count: number }>(OPERATOR_LOG, { created_at: `${now - 3600},`, _count_sum: 1 }),
    );
    expect(recent.count).toBeGreaterThanOrEqual(3);
    expect((await admin.get(OPERATOR_LOG, { created_at: 'yesterday' })).status).toBe(400);
    // Another store's log holds none of these.
    const grain = await signedIn(t, 'grain_admin');
    expect(ok(await grain.get<Row[]>(OPERATOR_LOG, { summary: '小陈师傅' }))).toEqual([]);
    // The clerk's role has no such page.
    expect((await clerk.get(OPERATOR_LOG, {})).status).toBe(403);

    const file = await admin.download(OPERATOR_LOG, {
      _down_excel: 1,
      _excel_file_name: '操作日志',
      summary: '小陈师傅',
      _excel_down_culumns: 'username,action,sentence',
    });
    expect(file.statusCode).toBe(200);
    const sheet = sheetRows(await readXlsx(file.rawPayload));
    expect(sheet[0]).toEqual(['操作员', '操作', '操作内容']);
    expect(sheet[1]).toEqual(['clerk', '编辑资料', '修改了个人资料：昵称 小陈 → 小陈师傅']);
    const queued = await admin.post<{ id: number }>(OPERATOR_LOG, {
      _down_excel: 2,
      _excel_file_name: '操作日志',
      summary: '小陈',
    });
    expect(queued.body).toMatchObject({ status: true, data: { id: expect.any(Number) } });
  });

  it('lists a failed administrator sign-in with its reason, in the asker’s language', async () => {
    const wrong = await new Client(t, '192.0.2.77').login('clerk', 'not-the-password', 'xinyan');
    expect(wrong.body.status).toBe(false);
    const rows = ok(await admin.get<Row[]>(ADMIN_LOG, { username: 'clerk', success: '0', limit: 5 }));
    expect(rows[0]).toMatchObject({
      username: 'clerk',
      is_main: 0,
      success: 0,
      reason: 'password',
      ip: '192.0.2.77',
    });
    const meta = ok(await admin.get<TableMeta>(ADMIN_LOG, { _meta: 1 }));
    expect(label(meta, 'reason', 'password')).toBe('密码错误');
    expect(label(meta, 'success', 0)).toBe('失败');
    expect(label(meta, 'is_main', 0)).toBe('操作员');
    const en = ok(await admin.get<TableMeta>(ADMIN_LOG, { _meta: 1 }, { lang: 'en' }));
    expect(label(en, 'reason', 'password')).toBe('Wrong password');
    const ok1 = ok(await admin.get<Row[]>(ADMIN_LOG, { success: '1', limit: 50 }));
    expect(ok1.every((r) => r.success === 1 && r.reason === '')).toBe(true);
    expect((await admin.get(ADMIN_LOG, { success: 'yes' })).status).toBe(400);
    const file = await admin.download(ADMIN_LOG, {
      _down_excel: 1,
      username: 'clerk',
      success: '0',
      _excel_down_culumns: 'username,success,reason',
    });
    const sheet = sheetRows(await readXlsx(file.rawPayload));
    expect(sheet[1]).toEqual(['clerk', '失败', '密码错误']);
    // Each store sees its own sign-ins only.
    const grain = await signedIn(t, 'grain_admin');
    expect(ok(await grain.get<Row[]>(ADMIN_LOG, { username: 'clerk' }))).toEqual([]);
  });

  it('keeps one member per mobile in the store, never deletes a member, and checks the fields', async () => {
    const [first] = ok(await admin.get<Row[]>(`${MEMBER}Manage`, { limit: 1 }));
    const taken = await admin.post(`${MEMBER}Save`, { nick_name: '重复', phone: first!.phone, level: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(`手机号“${first!.phone}”已存在`);
    const landline = await admin.post(`${MEMBER}Save`, {
      nick_name: '座机',
      phone: '0371-66889900',
      level: 1,
    });
    expect(landline.status).toBe(400);
    expect(landline.body.msg).toBe('手机号应为 1 开头的 11 位手机号码，如 13800138000');
    const level = await admin.post(`${MEMBER}Save`, { nick_name: '等级', phone: '13512345678', level: 9 });
    expect(level.status).toBe(400);
    const made = ok(
      await admin.post<{ id: number }>(`${MEMBER}Save`, {
        nick_name: '新会员',
        phone: '13512345678',
        level: 3,
      }),
    );
    const info = ok(await admin.get<Row>(`${MEMBER}Info`, { id: made.id }));
    expect(info).toMatchObject({
      nick_name: '新会员',
      phone: '13512345678',
      level: 3,
      status: 1,
      avatar: '',
    });
    // Another store may have the same member.
    const grain = await signedIn(t, 'grain_admin');
    ok(await grain.post(`${MEMBER}Save`, { nick_name: '新会员', phone: '13512345678', level: 1 }));
    // Disabled, never deleted: members own wallets.
    ok(await admin.post(`${MEMBER}Save`, { id: made.id, status: 0 }));
    expect((await admin.post(`${MEMBER}Del`, { id: made.id })).status).toBe(404);
    const [row] = await inStore((db) => db.select().from(members).where(eq(members.id, made.id)));
    expect(row).toMatchObject({ status: 0 });
    const meta = ok(await admin.get<TableMeta>(`${MEMBER}Manage`, { _meta: 1 }));
    // The list offers the member's wallet bookings and disable/enable, never a delete.
    expect(meta.actions.map((a) => a.name)).toEqual(['Topup', 'Deduct', 'Adjust', 'Disable', 'Enable']);
    expect(label(meta, 'level', 4)).toBe('钻石会员');
  });

  it('lists members’ sign-ins with their nickname, outcome and channel', async () => {
    const count = ok(await admin.get<{ count: number }>(MEMBER_LOG, { _count_sum: 1 }));
    expect(count.count).toBeGreaterThanOrEqual(250);
    const failed = ok(await admin.get<Row[]>(MEMBER_LOG, { success: '0', limit: 100 }));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.success === 0 && r.reason !== '')).toBe(true);
    const meta = ok(await admin.get<TableMeta>(MEMBER_LOG, { _meta: 1 }));
    expect(new Set(failed.map((r) => label(meta, 'reason', r.reason)))).not.toContain(undefined);
    const mini = ok(await admin.get<Row[]>(MEMBER_LOG, { channel: 'mini', limit: 50 }));
    expect(mini.length).toBeGreaterThan(0);
    expect(mini.every((r) => r.channel === 'mini')).toBe(true);
    expect(label(meta, 'channel', 'mini')).toBe('微信小程序');
    // A sign-in of a member shows the member's nickname, joined from the store's members.
    const known = await inStore((db) =>
      rawRows<{ nick_name: string; phone: string }>(
        db.tx,
        sql`select m.nick_name, l.phone from member_login_logs l join members m
            on m.supplier_id = l.supplier_id and m.id = l.member_id limit 1`,
      ),
    );
    const byPhone = ok(await admin.get<Row[]>(MEMBER_LOG, { phone: known[0]!.phone, limit: 5 }));
    expect(byPhone[0]).toMatchObject({ nick_name: known[0]!.nick_name, phone: known[0]!.phone });
    // The grain store has a mall too; the offline-pay store has none.
    const grain = await signedIn(t, 'grain_admin');
    expect(ok(await grain.get<{ count: number }>(MEMBER_LOG, { _count_sum: 1 })).count).toBeGreaterThan(0);
    const pay = await signedIn(t, 'pay_admin');
    expect((await pay.get(MEMBER_LOG, { _count_sum: 1 })).status).toBe(403);
  });
});
