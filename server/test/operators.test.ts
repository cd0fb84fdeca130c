import { entityByName } from '@yanye/catalog';
import {
  accountRoles,
  accounts,
  departments,
  hashPassword,
  rawRows,
  roles,
  type StoreDb,
  withStore,
} from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/stores';

const API = '/v1/seller/operator/Operator';
const LIST = `${API}Manage`;
const INFO = `${API}Info`;
const SAVE = `${API}Save`;
const DEL = `${API}Del`;
const RESET = `${API}ResetPassword`;
const USER_INFO = '/v1/buyer/user/info';
const PASSWORD_EDIT = '/v1/seller/supplier/PasswordEdit';

interface Row {
  id: number;
  username: string;
  role_ids: number[] | null;
  dept: string | null;
  status: number;
  is_main: number;
}

interface ShowOnce {
  title: string;
  value: string;
  tip: string;
}

/** The data of a successful answer; a refusal fails the test with its message. */
function ok<T>(reply: Reply<T>): T {
  if (!reply.body.status) throw new Error(`${reply.status} ${reply.body.msg}`);
  return reply.body.data;
}

let ipCounter = 0;
/** A client of its own address, so no test's failed sign-ins ask another's for a captcha. */
const fresh = (t: TestApp) => new Client(t, `192.0.2.${++ipCounter}`);

describe.each(DB_KINDS)('operators on %s', (kind: DbKind) => {
  let t: TestApp;
  let admin: Client;
  let clerkRoleId: number;
  let warehouseDept: number;
  let salt: number;

  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, salt, fn);

  /** An operator made by the main account; answers its id and the password it was given. */
  async function addOperator(username: string, extra: Record<string, unknown> = {}) {
    const r = await admin.post<{ id: number; show_once?: ShowOnce }>(SAVE, {
      username,
      nick_name: `${username}昵称`,
      role_ids: [clerkRoleId],
      status: 1,
      ...extra,
    });
    const made = ok(r);
    return { id: made.id, password: made.show_once?.value ?? String(extra.password ?? '') };
  }

  /** Signs in as an operator of the salt store, choosing their own password first when they must. */
  async function operatorClient(username: string, password: string): Promise<Client> {
    const c = fresh(t);
    const r = await c.login(username, password, 'xinyan');
    expect(r.body.status, r.body.msg).toBe(true);
    return c;
  }

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    salt = Number(admin.suid);
    await inStore(async (db) => {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, '仓管员'));
      const [dept] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.name, '仓储部'));
      clerkRoleId = Number(role!.id);
      warehouseDept = Number(dept!.id);
    });
  });
  afterAll(() => t?.close());

  it('adds an operator with roles and a department, and lists them by name', async () => {
    const r = await admin.post<{ id: number; show_once: ShowOnce }>(SAVE, {
      username: 'li.si-01',
      nick_name: '李四',
      real_name: '李思远',
      phone: '13700001111',
      role_ids: [clerkRoleId],
      dept_id: warehouseDept,
      status: 1,
    });
    const id = ok(r).id;
    expect(ok(r).show_once.value).toHaveLength(12);
    expect(ok(await admin.get<Record<string, unknown>>(INFO, { id }))).toMatchObject({
      username: 'li.si-01',
      nick_name: '李四',
      phone: '13700001111',
      role_ids: [clerkRoleId],
      dept_id: warehouseDept,
      // A password is never read back.
      password: '',
    });
    const rows = ok(await admin.get<Row[]>(LIST, { username: 'li.si' }));
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        username: 'li.si-01',
        role_ids: [clerkRoleId],
        dept: '仓储部',
        is_main: 0,
      }),
    ]);
    const meta = await admin.get<{ rows: Record<string, { options: { value: number; label: string }[] }> }>(
      LIST,
      { _meta: 1 },
    );
    expect(ok(meta).rows.role_ids!.options).toEqual(
      expect.arrayContaining([
        { value: 0, label: '超级管理员' },
        { value: clerkRoleId, label: '仓管员' },
      ]),
    );
    // The demo clerk works in the warehouse department.
    const clerk = ok(await admin.get<Row[]>(LIST, { username: 'clerk' }));
    expect(clerk[0]).toMatchObject({ username: 'clerk', dept: '仓储部', role_ids: [clerkRoleId] });
  });

  it('keeps a department that operators belong to, naming why', async () => {
    const r = await admin.post('/v1/jxc/dept/DeptDel', { id: warehouseDept });
    expect(r.status).toBe(409);
    expect(r.body.msg).toContain('操作员');
  });
  it('refuses a username taken in the store, a malformed one, and roles or departments of another store', async () => {
    await addOperator('wang_wu');
    const taken = await admin.post(SAVE, { username: 'wang_wu', nick_name: '王五', role_ids: [clerkRoleId] });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('用户名“wang_wu”已存在');
    for (const username of ['ab', 'has space', 'semi;colon', 'x'.repeat(31)]) {
      const r = await admin.post(SAVE, { username, nick_name: '某人', role_ids: [clerkRoleId] });
      expect(r.status, username).toBe(400);
    }
    const spaced = await admin.post(SAVE, {
      username: 'has space',
      nick_name: '某人',
      role_ids: [clerkRoleId],
    });
    expect(spaced.body.msg).toBe('用户名须为 3 至 30 位字母、数字或 _ . -');
    const en = await admin.post(
      SAVE,
      { username: 'has space', nick_name: '某人', role_ids: [clerkRoleId] },
      { lang: 'en' },
    );
    expect(en.body.msg).toBe('The username must be 3 to 30 letters, digits, or _ . -');
    // Another store may have an operator of the same name.
    const grain = await signedIn(t, 'grain_admin');
    const [grainRole] = await withStore(t.database.db, Number(grain.suid), (db) =>
      db.insert(roles).values({ name: '粮库管理', pathArr: [], apiArr: [] }).returning({ id: roles.id }),
    );
    const theirs = await grain.post(SAVE, {
      username: 'wang_wu',
      nick_name: '王五',
      role_ids: [grainRole!.id],
    });
    ok(theirs);
    // Their role and department are no choice of this store.
    const foreignRole = await admin.post(SAVE, {
      username: 'zhao6',
      nick_name: '赵六',
      role_ids: [grainRole!.id],
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.msg).toContain('角色');
    const [grainDept] = await withStore(t.database.db, Number(grain.suid), (db) =>
      db.select({ id: departments.id }).from(departments).limit(1),
    );
    const foreignDept = await admin.post(SAVE, {
      username: 'zhao6',
      nick_name: '赵六',
      role_ids: [clerkRoleId],
      dept_id: grainDept!.id,
    });
    expect(foreignDept.status).toBe(400);
    expect(foreignDept.body.msg).toContain('部门');
    // At least one role.
    const none = await admin.post(SAVE, { username: 'zhao6', nick_name: '赵六', role_ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('角色');
    // One account per mobile in the store.
    const phone = await admin.post(SAVE, {
      username: 'zhao6',
      nick_name: '赵六',
      role_ids: [clerkRoleId],
      phone: '13900010009',
    });
    expect(phone.status).toBe(409);
    expect(phone.body.msg).toBe('手机号 13900010009 已被本店铺的其他账号使用');
    const landline = await admin.post(SAVE, {
      username: 'zhao6',
      nick_name: '赵六',
      role_ids: [clerkRoleId],
      phone: '0371-66889900',
    });
    expect(landline.status).toBe(400);
    const made = await inStore((db) =>
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'zhao6')),
    );
    expect(made).toEqual([]);
  });

  it('refuses a weak password, and takes a strong one the administrator typed without showing it back', async () => {
    for (const password of ['short1', 'onlyletters', '12345678901', 'typed_pw1']) {
      const r = await admin.post(SAVE, {
        username: 'typed_pw',
        nick_name: '自设',
        role_ids: [clerkRoleId],
        password,
      });
      expect(r.status, password).toBe(400);
    }
    const weak = await admin.post(SAVE, {
      username: 'typed_pw',
      nick_name: '自设',
      role_ids: [clerkRoleId],
      password: 'abcdefgh',
    });
    expect(weak.body.msg).toBe('新密码须为 8 至 64 位，且同时包含字母和数字');
    expect(
      await inStore((db) => db.select().from(accounts).where(eq(accounts.username, 'typed_pw'))),
    ).toEqual([]);
    const r = await admin.post<{ id: number; show_once?: unknown }>(SAVE, {
      username: 'typed_pw',
      nick_name: '自设',
      role_ids: [clerkRoleId],
      password: 'Grain#2026x',
    });
    expect(ok(r).show_once).toBeUndefined();
    const c = await operatorClient('typed_pw', 'Grain#2026x');
    expect(ok(await c.get<{ must_change_password: boolean }>(USER_INFO)).must_change_password).toBe(true);
  });

  it('shows a generated password once, and makes the operator change it at the first sign-in', async () => {
    const r = await admin.post<{ id: number; show_once: ShowOnce }>(SAVE, {
      username: 'first_login',
      nick_name: '新人',
      role_ids: [clerkRoleId],
    });
    const made = ok(r);
    expect(made.show_once).toMatchObject({ title: '新密码', tip: expect.stringContaining('first_login') });
    const password = made.show_once.value;
    expect(password).toMatch(/^\S{12}$/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    // Only the hash is kept; nothing shows the password again.
    const [stored] = await inStore((db) =>
      db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, made.id)),
    );
    expect(stored!.hash).not.toContain(password);
    expect(JSON.stringify((await admin.get(INFO, { id: made.id })).body)).not.toContain(password);

    const c = await operatorClient('first_login', password);
    const before = await c.get<{ must_change_password: boolean; roles: string[] }>(USER_INFO);
    expect(ok(before)).toMatchObject({ must_change_password: true, roles: ['仓管员'] });
    // Until it is changed, the server opens nothing else (the console is not the only client).
    const STOCK = '/v1/jxc/stock/StockManage';
    const held = await c.get(STOCK);
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({
      data: 'change_password',
      msg: expect.stringContaining('请先修改初始密码'),
    });
    const changed = await c.post(PASSWORD_EDIT, {
      old_password: password,
      new_password: 'MyOwn2026pw',
      confirm_password: 'MyOwn2026pw',
    });
    ok(changed);
    expect(ok(await c.get<{ must_change_password: boolean }>(USER_INFO)).must_change_password).toBe(false);
    expect((await c.get(STOCK)).status).toBe(200);
    expect((await fresh(t).login('first_login', password, 'xinyan')).body.status).toBe(false);
    expect((await fresh(t).login('first_login', 'MyOwn2026pw', 'xinyan')).body.status).toBe(true);
    // The main account never has to.
    expect(ok(await admin.get<{ must_change_password: boolean }>(USER_INFO)).must_change_password).toBe(
      false,
    );
  });

  it('resets a password: a new one shown once, the old one and its sessions over', async () => {
    const { id, password } = await addOperator('forgetful');
    const c = await operatorClient('forgetful', password);
    expect((await c.get(USER_INFO)).status).toBe(200);
    const r = await admin.post<{ id: number; show_once: ShowOnce }>(RESET, { id });
    expect(r.body).toMatchObject({ status: true, data: { id, show_once: { title: '新密码' } } });
    const next = ok(r).show_once.value;
    expect(next).not.toBe(password);
    // Sent again with its Idempotency-Key, the reset is not done twice, and the password was kept nowhere:
    // the replay answers without it, and no receipt holds it.
    const headers = { 'idempotency-key': 'reset-forgetful-0001' };
    const first = await admin.post<{ show_once: ShowOnce | null }>(RESET, { id }, { headers });
    const replay = await admin.post<{ show_once: ShowOnce | null }>(RESET, { id }, { headers });
    expect(replay.raw.headers['idempotent-replayed']).toBe('true');
    expect(ok(replay).show_once).toBeNull();
    const kept = await rawRows<{ answer: unknown }>(t.database.db, sql`select answer from request_receipts`);
    expect(JSON.stringify(kept)).not.toContain(ok(first).show_once?.value);
    const afterReset = ok(first).show_once?.value ?? '';
    expect((await c.get(USER_INFO)).status).toBe(401);
    expect((await fresh(t).login('forgetful', password, 'xinyan')).body.status).toBe(false);
    expect((await fresh(t).login('forgetful', next, 'xinyan')).body.status).toBe(false);
    const again = await operatorClient('forgetful', afterReset);
    expect(ok(await again.get<{ must_change_password: boolean }>(USER_INFO)).must_change_password).toBe(true);
    // The main account has no reset here, and another store cannot reset this one.
    const mainId = Number(JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()).uid);
    const main = await admin.post(RESET, { id: mainId });
    expect(main.status).toBe(409);
    expect(main.body.msg).toBe('主账号不能在此编辑、停用或删除，请在“修改个人资料”中修改');
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.post(RESET, { id })).status).toBe(404);
  });

  it('keeps the main account and oneself from being disabled or deleted, with a clear refusal', async () => {
    const mainId = Number(JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()).uid);
    const mainMsg = '主账号不能在此编辑、停用或删除，请在“修改个人资料”中修改';
    const disableMain = await admin.post(SAVE, { id: mainId, status: 0 });
    expect(disableMain.status).toBe(409);
    expect(disableMain.body.msg).toBe(mainMsg);
    const delMain = await admin.post(DEL, { id: mainId });
    expect(delMain.status).toBe(409);
    expect(delMain.body.msg).toBe(mainMsg);

    // An operator who may manage operators.
    const facts = entityByName('Operator')!;
    const pages = [facts.group, ...facts.pages];
    const boss = await inStore(async (db) => {
      const [role] = await db
        .insert(roles)
        .values({
          name: '人事',
          pathArr: pages.map((p) => p.path),
          apiArr: [...new Set(pages.flatMap((p) => p.api))],
        })
        .returning({ id: roles.id });
      const [account] = await db
        .insert(accounts)
        .values({ username: 'hr_boss', passwordHash: await hashPassword(DEMO_PASSWORD), nickName: '人事' })
        .returning({ id: accounts.id });
      await db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
      return { id: Number(account!.id), role: Number(role!.id) };
    });
    const hr = await operatorClient('hr_boss', DEMO_PASSWORD);
    const self = await hr.post(SAVE, { id: boss.id, status: 0 });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('不能停用自己的账号');
    const selfEn = await hr.post(DEL, { id: boss.id }, { lang: 'en' });
    expect(selfEn.status).toBe(409);
    expect(selfEn.body.msg).toBe('You cannot delete your own account');
    expect((await hr.post(RESET, { id: boss.id })).body.msg).toBe('不能重置自己的密码，请在“修改密码”中修改');
    expect((await hr.post(SAVE, { id: mainId, status: 0 })).status).toBe(409);
    expect((await hr.get(USER_INFO)).status).toBe(200);
    // Editing oneself otherwise is fine.
    expect((await hr.post(SAVE, { id: boss.id, nick_name: '人事主管' })).status).toBe(200);

    // No step beyond one's own power: the clerk's role opens the inventory, which the HR role does not.
    const beyond = '无操作权限：该操作员或所选角色能用的功能超出了您自己的权限';
    const grant = await hr.post(SAVE, { username: 'hr_made', nick_name: '新人', role_ids: [clerkRoleId] });
    expect(grant.status).toBe(403);
    expect(grant.body.msg).toBe(beyond);
    const [clerk] = await inStore((db) =>
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'clerk')),
    );
    for (const [path, body] of [
      [RESET, { id: clerk!.id }],
      [SAVE, { id: clerk!.id, nick_name: '改名' }],
      [DEL, { id: clerk!.id }],
    ] as const) {
      const r = await hr.post(path, body);
      expect(r.status, path).toBe(403);
      expect(r.body.msg).toBe(beyond);
    }
    // Within it, the HR operator manages operators like any administrator.
    const made = await hr.post<{ id: number; show_once: ShowOnce }>(SAVE, {
      username: 'hr_made',
      nick_name: '新人',
      role_ids: [boss.role],
    });
    const id = ok(made).id;
    expect(ok(await hr.post<{ show_once: ShowOnce }>(RESET, { id })).show_once.value).toHaveLength(12);
    ok(await hr.post(DEL, { id }));
  });

  it('ends the sessions of an operator at once when disabled, and refuses their sign-in', async () => {
    const { id, password } = await addOperator('leaver');
    const c = await operatorClient('leaver', password);
    expect((await c.get(USER_INFO)).status).toBe(200);
    const r = await admin.post(SAVE, { id, status: 0 });
    ok(r);
    const after = await c.get(USER_INFO);
    expect(after.status).toBe(401);
    expect(after.body.data).toBe('login');
    const refresh = await c.post('/v1/public/user/refreshAccessToken', { refresh_token: c.refreshToken });
    expect(refresh.status).toBe(401);
    const revoked = await inStore((db) =>
      rawRows<{ revoked_reason: string }>(
        db.tx,
        sql`select revoked_reason from sessions where account_id = ${id} and supplier_id = ${salt}`,
      ),
    );
    expect(revoked.map((s) => s.revoked_reason)).toEqual(['disabled']);
    const login = await fresh(t).login('leaver', password, 'xinyan');
    expect(login.body).toMatchObject({ status: false, msg: '账号已被禁用' });
    // Enabled again, the operator signs in again.
    expect((await admin.post(SAVE, { id, status: 1 })).status).toBe(200);
    expect((await fresh(t).login('leaver', password, 'xinyan')).body.status).toBe(true);
  });

  it('deletes an operator without business records (their session ends), and refuses one with records', async () => {
    const { id, password } = await addOperator('temp_staff');
    const c = await operatorClient('temp_staff', password);
    const del = await admin.post(DEL, { id });
    expect(del.body).toMatchObject({ status: true, data: { deleted: 1 } });
    expect((await c.get(USER_INFO)).status).toBe(401);
    expect((await admin.get(INFO, { id })).status).toBe(404);
    // The clerk made and audited documents, which keep who did: the account stays, to be disabled instead.
    const [clerk] = await inStore((db) =>
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'clerk')),
    );
    const refused = await admin.post(DEL, { id: clerk!.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('操作员“clerk”已有单据、库存流水或打卡等业务记录，不能删除；请改为停用');
    expect((await admin.get(INFO, { id: clerk!.id })).status).toBe(200);
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.post(DEL, { id: clerk!.id })).status).toBe(404);
  });

  it('filters by role, department and status', async () => {
    const { id } = await addOperator('filter_me', { dept_id: warehouseDept });
    const byRole = ok(await admin.get<Row[]>(LIST, { role_ids: String(clerkRoleId), limit: 100 }));
    expect(byRole.map((r) => r.username)).toEqual(expect.arrayContaining(['clerk', 'filter_me']));
    expect(byRole.every((r) => r.role_ids?.includes(clerkRoleId))).toBe(true);
    const mains = ok(await admin.get<Row[]>(LIST, { role_ids: '0' }));
    expect(mains.map((r) => r.username)).toEqual(['salt_admin']);
    expect(ok(await admin.get<Row[]>(LIST, { role_ids: 'abc' }))).toEqual([]);
    const byDept = ok(await admin.get<Row[]>(LIST, { dept: '仓储', limit: 100 }));
    expect(byDept.map((r) => r.id)).toContain(id);
    expect(byDept.every((r) => r.dept === '仓储部')).toBe(true);
    expect((await admin.get(LIST, { status: 'x' })).status).toBe(400);
  });

  it('keeps to its store and to those whose role opens the page', async () => {
    const { id } = await addOperator('walled');
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.get(INFO, { id })).status).toBe(404);
    expect((await grain.post(SAVE, { id, nick_name: '改了' })).status).toBe(404);
    const listed = ok(await grain.get<Row[]>(LIST, { limit: 500 }));
    expect(listed.map((r) => r.username)).not.toContain('walled');
    // The warehouse clerk's role holds the inventory pages only.
    const clerk = await signedIn(t, 'clerk', 'xinyan');
    for (const [path, body] of [
      [LIST, undefined],
      [INFO, undefined],
    ] as const) {
      const r = await clerk.get(path, body ?? { id });
      expect(r.status, path).toBe(403);
      expect(r.body.msg).toContain('无操作权限');
    }
    for (const path of [SAVE, DEL, RESET]) {
      expect((await clerk.post(path, { id, nick_name: 'x' })).status, path).toBe(403);
    }
  });

  it('logs an edit with the fields it changed', async () => {
    const { id } = await addOperator('audited', { real_name: '旧名字', dept_id: warehouseDept });
    const r = await admin.post(
      SAVE,
      { id, real_name: '新名字', status: 0, dept_id: 0, role_ids: [clerkRoleId], password: '' },
      { headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' } },
    );
    ok(r);
    const logs = await inStore((db) =>
      rawRows<{ summary: string; target: string; user_agent: string }>(
        db.tx,
        sql`select summary, target, user_agent from operator_logs
            where api = ${SAVE} and target = ${String(id)} order by id`,
      ),
    );
    expect(logs.map((l) => l.summary)).toEqual([
      '添加了操作员「audited」',
      '修改了操作员「audited」：姓名 旧名字 → 新名字；部门 仓储部 → 空；状态 启用 → 停用',
    ]);
    expect(logs[1]!.user_agent).toBe('Mozilla/5.0 (Macintosh) Safari/605.1.15');
    // A password is never in the log, nor a role list that did not change.
    const reset = await admin.post(SAVE, { id, password: 'Another2026x' });
    ok(reset);
    const [last] = await inStore((db) =>
      rawRows<{ summary: string }>(
        db.tx,
        sql`select summary from operator_logs where api = ${SAVE} order by id desc limit 1`,
      ),
    );
    expect(last!.summary).toBe('修改了操作员「audited」');
  });
});
