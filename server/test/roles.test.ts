import { pageByPath } from '@yanye/catalog';
import { accountRoles, accounts, roles, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Role {
  id: number;
  name: string;
  path_arr: string[];
  api_arr: string[];
}

const { roleManage, roleAdd, roleEdit, roleDel } = API.roles;
const INBOUND = '/inventory/inbound/manage';
const ROLE_LIST = '/sys/permission/management/role';

/** The APIs of the pages, as the editor derives them. */
const apisOf = (paths: readonly string[]) => [...new Set(paths.flatMap((p) => pageByPath(p)?.api ?? []))];

describe.each(DB_KINDS)('roles on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let grainAdmin: Client;

  /** The demo store xinyan's warehouse role, which the operator `clerk` holds. */
  const clerkRole = async (): Promise<Role> => {
    const r = await admin.get<Role[]>(roleManage.path, { name: '仓管员' });
    if (!r.body.status) throw new Error(r.body.msg);
    return r.body.data[0]!;
  };

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    grainAdmin = await signedIn(t, 'grain_admin');
  });
  afterAll(() => t?.close());

  it('keeps the name admin for the main account: no role takes it, keeps it or loses it', async () => {
    const body = { name: 'Admin', description: '', path_arr: '[]', api_arr: '[]' };
    const add = await admin.post(roleAdd.path, body);
    expect(add.status).toBe(400);
    expect(add.body.msg).toBe('“admin”为系统保留角色名');
    const role = await clerkRole();
    const rename = await admin.post(roleEdit.path, { ...body, id: role.id, name: ' admin ' });
    expect(rename.status).toBe(400);

    // A role stored as admin before the rule (an imported store) can be neither edited nor deleted.
    const legacy = await withStore(t.database.db, Number(admin.suid), async (db) => {
      const [row] = await db.insert(roles).values({ name: 'admin' }).returning({ id: roles.id });
      return row!.id;
    });
    const edit = await admin.post(roleEdit.path, { ...body, id: legacy, name: '管理员' });
    expect(edit.status).toBe(400);
    const del = await admin.get(roleDel.path, { id: legacy });
    expect(del.status).toBe(400);
    expect(del.body.msg).toBe('“admin”为系统保留角色名');
  });

  it('refuses to delete a role in use, naming who holds it', async () => {
    const role = await clerkRole();
    const zh = await admin.get(roleDel.path, { id: role.id });
    expect(zh.status).toBe(409);
    expect(zh.body).toMatchObject({ status: false, code: 'CONFLICT' });
    expect(zh.body.msg).toBe('角色正在被使用：clerk，请先修改这些操作员的角色');
    const en = await admin.get(roleDel.path, { id: role.id }, { lang: 'en' });
    expect(en.body.msg).toBe('The role is held by clerk: change their roles first');
  });

  it('names five holders at most, and says how many there are', async () => {
    const saved = await admin.post<Role>(roleAdd.path, {
      name: '收银员',
      path_arr: '[]',
      api_arr: '[]',
    });
    if (!saved.body.status) throw new Error(saved.body.msg);
    const roleId = saved.body.data.id;
    const names = ['li_si', 'wang_wu', 'zhao_liu', 'sun_qi', 'zhou_ba', 'wu_jiu'];
    await withStore(t.database.db, Number(admin.suid), async (db) => {
      const people = await db
        .insert(accounts)
        .values(names.map((username) => ({ username, passwordHash: 'x' })))
        .returning({ id: accounts.id });
      await db.insert(accountRoles).values(people.map((p) => ({ accountId: p.id, roleId })));
    });
    const zh = await admin.get(roleDel.path, { id: roleId });
    expect(zh.status).toBe(409);
    expect(zh.body.msg).toBe(
      '角色正在被使用：li_si、wang_wu、zhao_liu、sun_qi、zhou_ba 等 6 人，请先修改这些操作员的角色',
    );
    const en = await admin.get(roleDel.path, { id: roleId }, { lang: 'en' });
    expect(en.body.msg).toBe(
      'The role is held by li_si, wang_wu, zhao_liu, sun_qi, zhou_ba (6 in all): change their roles first',
    );
  });

  it('derives the APIs from the pages: fills an empty list, keeps a narrower one, refuses a wider one', async () => {
    const paths = ['/inventory', '/inventory/inbound', INBOUND, '/inventory/inbound/del/:id'];
    const filled = await admin.post<Role>(roleAdd.path, {
      name: '入库员',
      description: '只管入库单',
      path_arr: JSON.stringify(paths),
      api_arr: '[]',
    });
    if (!filled.body.status) throw new Error(filled.body.msg);
    expect(new Set(filled.body.data.api_arr)).toEqual(new Set(apisOf(paths)));
    expect(filled.body.data.api_arr).toContain('/v1/jxc/inbound/InboundDel');

    const narrower = apisOf([INBOUND]);
    const kept = await admin.post<Role>(roleEdit.path, {
      id: filled.body.data.id,
      name: '入库员',
      path_arr: JSON.stringify(paths),
      api_arr: JSON.stringify(narrower),
    });
    if (!kept.body.status) throw new Error(kept.body.msg);
    expect(kept.body.data.api_arr).toEqual(narrower);

    // A call of the catalogue, but of no page the role names: the role would reach it through nothing it shows.
    const wider = await admin.post(roleEdit.path, {
      id: filled.body.data.id,
      name: '入库员',
      path_arr: JSON.stringify(paths),
      api_arr: JSON.stringify([...narrower, roleDel.path]),
    });
    expect(wider.status).toBe(400);
    expect(wider.body.msg).toBe(`接口 ${roleDel.path} 不属于所选页面`);
    const enWider = await admin.post(
      roleAdd.path,
      { name: '越权', path_arr: JSON.stringify([INBOUND]), api_arr: JSON.stringify([roleDel.path]) },
      { lang: 'en' },
    );
    expect(enWider.body.msg).toBe(`The API ${roleDel.path} is called by none of the chosen pages`);
    // The catalogue check still comes first: an API nobody serves is unknown, not merely stray.
    const unknown = await admin.post(roleAdd.path, {
      name: '越权',
      path_arr: JSON.stringify([INBOUND]),
      api_arr: '["/v1/evil/DropAll"]',
    });
    expect(unknown.body.msg).toBe('接口路径不存在：/v1/evil/DropAll');
  });

  it("keeps each store to its own roles: another store's role id is not found", async () => {
    const theirs = await grainAdmin.post<Role>(roleAdd.path, {
      name: '粮库员',
      path_arr: '[]',
      api_arr: '[]',
    });
    if (!theirs.body.status) throw new Error(theirs.body.msg);
    const id = theirs.body.data.id;
    const edit = await admin.post(roleEdit.path, { id, name: '抢来的', path_arr: '[]', api_arr: '[]' });
    expect(edit.status).toBe(404);
    const del = await admin.get(roleDel.path, { id });
    expect(del.status).toBe(404);
    const read = await admin.get<Role[]>(roleManage.path, { id });
    expect(read.body).toMatchObject({ status: true, data: [] });
    const own = await grainAdmin.get<Role[]>(roleManage.path, { id });
    expect(own.body).toMatchObject({ status: true, data: [{ id, name: '粮库员' }] });
  });

  it('refuses a call to a role that lacks its page, and allows it once the role has it', async () => {
    expect((await clerk.get(roleManage.path)).status).toBe(403);
    const role = await clerkRole();
    // The clerk's role gains the role list, but not the delete button.
    const paths = [...role.path_arr, '/sys', '/sys/permission/management', ROLE_LIST];
    const edit = await admin.post(roleEdit.path, {
      id: role.id,
      name: role.name,
      path_arr: JSON.stringify(paths),
      api_arr: '[]',
    });
    expect(edit.status).toBe(200);
    expect((await clerk.get(roleManage.path)).status).toBe(200);
    const del = await clerk.get(roleDel.path, { id: role.id });
    expect(del.status).toBe(403);
    expect(del.body.msg).toBe('无操作权限');
    const add = await clerk.post(roleAdd.path, { name: '自封', path_arr: '[]', api_arr: '[]' });
    expect(add.status).toBe(403);
  });
});
