import {
  accountRoles,
  accounts,
  hashPassword,
  rawRows,
  roles,
  type StoreDb,
  withStore,
} from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API, PAGE_SIZES, type SavedView, type TableMeta } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clerkRole } from '../src/demo/demo';
import { DEMO_PASSWORD } from '../src/demo/stores';

/**
 * Saved views of a list (docs/engine.md, "Saved views") through HTTP: who sees a view (its owner, members of the
 * roles it is shared with, within one store, and only while they may open its list), who changes it (its owner),
 * hostile states refused with nothing changed, and a default per user.
 */

const { listViews, listViewInfo, listViewSave, listViewDel, listViewDefault } = API.lists;
const INBOUND = 'InboundManage';
const INBOUND_PATH = '/inventory/inbound/manage';

interface Views {
  list: string;
  views: SavedView[];
  default_id: number | null;
  roles: { id: number; name: string }[];
}

function ok<T>(reply: Reply<T>): T {
  if (!reply.body.status) throw new Error(`${reply.status} ${reply.body.msg}`);
  return reply.body.data;
}

describe.each(DB_KINDS)('saved views of a list on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  /** The demo's warehouse clerk (仓管员). */
  let clerk: Client;
  /** A second clerk in the same role. */
  let clerk2: Client;
  /** In a role that opens the inventory pages too (盘点员), but not 仓管员. */
  let counter: Client;
  /** In a role without the inventory pages (出纳). */
  let cashier: Client;
  let grain: Client;
  let clerkRoleId: number;
  let counterRoleId: number;
  let cashierRoleId: number;
  let salt: number;
  let meta: TableMeta;

  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, salt, fn);

  /** An operator of the salt store in `roleId`, signed in. */
  async function operator(username: string, roleId: number): Promise<Client> {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await inStore(async (db) => {
      const [made] = await db
        .insert(accounts)
        .values({ username, passwordHash, nickName: username })
        .returning({ id: accounts.id });
      await db.insert(accountRoles).values({ accountId: made!.id, roleId });
    });
    return signedIn(t, username, 'xinyan');
  }

  async function role(name: string, pathArr: string[], apiArr: string[]): Promise<number> {
    return inStore(async (db) => {
      const [made] = await db.insert(roles).values({ name, pathArr, apiArr }).returning({ id: roles.id });
      return Number(made!.id);
    });
  }

  const views = async (c: Client, list = INBOUND) => ok(await c.get<Views>(listViews.path, { list }));
  const names = async (c: Client) => (await views(c)).views.map((v) => v.name).sort();
  const save = (c: Client, body: Record<string, unknown>, lang = 'zh') =>
    c.post<SavedView>(listViewSave.path, { list: INBOUND, role_ids: [], ...body }, { lang });

  /** A state of the inbound list: filtered by its first status option, newest first, 20 a page. */
  const filtered = () => {
    const status = meta.top_search.find((f) => f.name === 'status')!;
    return {
      filters: { status: String(status.options![0]!.value) },
      sort: { field: 'created_at', ascending: false },
      tab: null,
      columns: null,
      limit: 20,
    };
  };

  beforeAll(async () => {
    t = await startApp(kind);
    [admin, clerk, grain] = await Promise.all([
      signedIn(t, 'salt_admin'),
      signedIn(t, 'clerk', 'xinyan'),
      signedIn(t, 'grain_admin'),
    ]);
    salt = Number(admin.suid);
    clerkRoleId = await inStore(async (db) => {
      const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, '仓管员'));
      return Number(r!.id);
    });
    const pages = clerkRole();
    counterRoleId = await role('盘点员', pages.pathArr, pages.apiArr);
    cashierRoleId = await role('出纳', ['/workbench'], []);
    [clerk2, counter, cashier] = await Promise.all([
      operator('clerk2', clerkRoleId),
      operator('counter', counterRoleId),
      operator('cashier', cashierRoleId),
    ]);
    meta = ok(await admin.get<TableMeta>('/v1/jxc/inbound/InboundManage', { _meta: 1 }));
  });
  afterAll(() => t?.close());

  let privateId: number;
  let sharedId: number;

  it('keeps a private view that only its owner sees', async () => {
    const made = ok(await save(admin, { name: '我的草稿', state: filtered() }));
    privateId = made.id;
    expect(made).toMatchObject({ name: '我的草稿', mine: true, role_ids: [], list: INBOUND });
    expect(made.state).toEqual(filtered());
    expect(await names(admin)).toEqual(['我的草稿']);
    expect(await names(clerk)).toEqual([]);
    const r = await clerk.get(listViewInfo.path, { id: privateId });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: false, msg: '这个视图不存在，或未共享给你' });
    const en = await clerk.get(listViewInfo.path, { id: privateId }, { lang: 'en' });
    expect(en.body.msg).toBe('This view does not exist or is not shared with you');
  });

  it('shares a view with a role: its members see and open it, nobody else', async () => {
    const made = ok(await save(admin, { name: '已审核入库', role_ids: [clerkRoleId], state: filtered() }));
    sharedId = made.id;
    for (const c of [clerk, clerk2]) {
      const seen = await views(c);
      expect(seen.views.map((v) => v.name)).toEqual(['已审核入库']);
      expect(seen.views[0]).toMatchObject({ mine: false, owner: '王建国', state: filtered() });
      expect(ok(await c.get<SavedView>(listViewInfo.path, { id: sharedId })).state).toEqual(filtered());
    }
    // Another role that opens the same list does not see it, nor does another store.
    expect(await names(counter)).toEqual([]);
    expect((await counter.get(listViewInfo.path, { id: sharedId })).status).toBe(404);
    expect((await grain.get(listViewInfo.path, { id: sharedId })).status).toBe(404);
    expect(await names(grain)).toEqual([]);
    // The roles offered to share with are those that open the list.
    const offered = (await views(admin)).roles.map((r) => r.id);
    expect(offered).toEqual(expect.arrayContaining([clerkRoleId, counterRoleId]));
    expect(offered).not.toContain(cashierRoleId);
    // Row-level security holds underneath: the other store's transaction sees none of these rows.
    const seen = await withStore(t.database.db, Number(grain.suid), (db) =>
      rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from list_views`),
    );
    expect(seen[0]!.n).toBe(0);
  });

  it('refuses a user without the list’s permission, even one who could see the view', async () => {
    for (const c of [cashier]) {
      const r = await c.get(listViews.path, { list: INBOUND });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(`没有这个列表或无权访问：${INBOUND}`);
      expect((await c.get(listViewInfo.path, { id: sharedId })).status).toBe(404);
    }
    // Shared with 盘点员, whose pages then lose the list: its member sees the view but may not open it.
    const view = ok(
      await save(admin, { name: '盘点用', role_ids: [counterRoleId], state: { ...filtered(), limit: 50 } }),
    );
    expect(ok(await counter.get<SavedView>(listViewInfo.path, { id: view.id })).name).toBe('盘点用');
    await inStore((db) =>
      db
        .update(roles)
        .set({ pathArr: clerkRole().pathArr.filter((p) => p !== INBOUND_PATH) })
        .where(eq(roles.id, counterRoleId)),
    );
    const r = await counter.get(listViewInfo.path, { id: view.id });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: false, msg: `没有这个列表或无权访问：${INBOUND}` });
    const d = await counter.post(listViewDefault.path, { list: INBOUND, id: view.id });
    expect(d.body.status).toBe(false);
    // Nor may a view be shared with a role that cannot open the list.
    const s = await save(admin, { name: '给出纳', role_ids: [cashierRoleId], state: filtered() });
    expect(s.status).toBe(400);
    expect(s.body.msg).toBe('角色“出纳”不能打开列表“入库单”，不能共享给它');
    ok(await admin.post(listViewDel.path, { id: view.id }));
  });

  it('lets only the owner rename, change or delete a view', async () => {
    const before = await views(admin);
    for (const r of [
      await clerk.post(listViewSave.path, {
        id: sharedId,
        list: INBOUND,
        name: '改掉',
        role_ids: [clerkRoleId],
      }),
      await clerk.post(listViewDel.path, { id: sharedId }),
    ]) {
      expect(r.status).toBe(409);
      expect(r.body.msg).toBe('视图“已审核入库”由 王建国 创建，只有创建人可以修改或删除');
    }
    for (const r of [
      await clerk.post(listViewDel.path, { id: privateId }),
      await grain.post(listViewDel.path, { id: sharedId }),
      await grain.post(listViewSave.path, { id: sharedId, list: INBOUND, name: 'x', role_ids: [] }),
    ])
      expect([400, 404]).toContain(r.status);
    expect(await views(admin)).toEqual(before);

    // The owner renames it and keeps its state when none is sent.
    const renamed = ok(await save(admin, { id: sharedId, name: '已审核的入库单', role_ids: [clerkRoleId] }));
    expect(renamed).toMatchObject({ name: '已审核的入库单', state: filtered() });
    expect(await names(clerk)).toEqual(['已审核的入库单']);
    const taken = await save(admin, { id: sharedId, name: '我的草稿', role_ids: [clerkRoleId] });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('你在这个列表已有名为“我的草稿”的视图，请换一个名称');
    // A colleague may keep a view of the same name: names are unique per owner.
    const twin = ok(await save(clerk, { name: '我的草稿', state: filtered() }));
    ok(await clerk.post(listViewDel.path, { id: twin.id }));
    expect(await names(clerk)).toEqual(['已审核的入库单']);
  });

  it('refuses hostile states in plain words and changes nothing', async () => {
    const before = await views(admin);
    const good = filtered();
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { no_such: '1' } }, '列表“入库单”没有“no_such”这个筛选条件'],
      [{ filters: { created_at: 'yesterday' } }, '的值无效：yesterday'],
      [{ sort: { field: 'no_such', ascending: true } }, '列表“入库单”不能按“no_such”排序'],
      [{ tab: 'no_such' }, '列表“入库单”没有“no_such”这个分类'],
      // Names of an object's own machinery are no filters, columns or tabs of the list.
      [{ tab: 'constructor' }, '没有“constructor”这个分类'],
      [{ filters: { toString: '1' } }, '没有“toString”这个筛选条件'],
      [{ sort: { field: '__proto__', ascending: true } }, '不能按“__proto__”排序'],
      [{ limit: 7 }, `每页条数须为 ${PAGE_SIZES.join('、')} 之一`],
      [{ limit: 100_000 }, '每页条数须为'],
      [{ columns: [{ name: 'no_such', shown: true, width: null }] }, '列表“入库单”没有“no_such”这一列'],
      [{ columns: [{ name: 'status', shown: true, width: 5 }] }, '像素之间'],
      // A part of the state is named inside it, never by its key (state.filters).
      [{ filters: 'all' }, '视图内容的筛选条件'],
      [{ limit: 'ten' }, '视图内容的每页条数'],
    ];
    for (const [change, says] of cases) {
      const r = await save(admin, { name: '坏视图', state: { ...good, ...change } });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.status).toBe(false);
      expect(r.body.msg).toContain(says);
    }
    for (const [body, says] of [
      [{ name: '', state: good }, '视图名称'],
      [{ name: 'x'.repeat(31), state: good }, '视图名称最多 30 个字'],
      [{ name: 'a\u0000b', state: good }, '视图名称'],
      [{ name: '坏视图' }, 'state'],
      [{ name: '坏视图', state: good, role_ids: [999_999] }, '没有这个角色：999999'],
      [{ name: '坏视图', state: good, role_ids: ['x'] }, '应为整数'],
      [{ name: '坏视图', state: good, list: 'GoodsManageShow' }, '入库'],
    ] as const) {
      const r = await save(clerk, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(body.list ? '没有这个列表或无权访问' : says);
    }
    // Another store's role is no role of this one.
    const grainRole = await withStore(t.database.db, Number(grain.suid), async (db) => {
      const [r] = await db
        .insert(roles)
        .values({ name: '粮仓', pathArr: [INBOUND_PATH] })
        .returning();
      return Number(r!.id);
    });
    const other = await save(admin, { name: '坏视图', state: good, role_ids: [grainRole] });
    expect(other.body.msg).toBe(`没有这个角色：${grainRole}`);
    const en = await save(admin, { name: 'bad', state: { ...good, limit: 7 } }, 'en');
    expect(en.body.msg).toMatch(/^The page size must be one of /);
    expect(await views(admin)).toEqual(before);
    expect(await names(clerk)).toEqual(['已审核的入库单']);
  });

  it('keeps a default per user, among the views each may see', async () => {
    expect((await views(admin)).default_id).toBeNull();
    ok(await admin.post(listViewDefault.path, { list: INBOUND, id: privateId }));
    ok(await clerk.post(listViewDefault.path, { list: INBOUND, id: sharedId }));
    expect((await views(admin)).default_id).toBe(privateId);
    expect((await views(clerk)).default_id).toBe(sharedId);
    expect((await views(clerk2)).default_id).toBeNull();
    // Nobody's default is a view they cannot see.
    const r = await clerk2.post(listViewDefault.path, { list: INBOUND, id: privateId });
    expect(r.status).toBe(404);
    expect((await views(clerk2)).default_id).toBeNull();
    // Unshared, it is no longer the clerk's default; shared again, it is.
    ok(await save(admin, { id: sharedId, name: '已审核的入库单', role_ids: [] }));
    expect(await views(clerk)).toMatchObject({ views: [], default_id: null });
    ok(await save(admin, { id: sharedId, name: '已审核的入库单', role_ids: [clerkRoleId] }));
    expect((await views(clerk)).default_id).toBe(sharedId);
    // Cleared by the user, or by the view's deletion.
    ok(await clerk.post(listViewDefault.path, { list: INBOUND, id: 0 }));
    expect((await views(clerk)).default_id).toBeNull();
    ok(await clerk.post(listViewDefault.path, { list: INBOUND, id: sharedId }));
    ok(await admin.post(listViewDel.path, { id: sharedId }));
    expect(await views(clerk)).toMatchObject({ views: [], default_id: null });
    expect((await views(admin)).default_id).toBe(privateId);
  });

  it('holds the store wall in the database: a view cannot name another store’s owner', async () => {
    const grainAdmin = await withStore(t.database.db, Number(grain.suid), async (db) => {
      const [a] = await db.select({ id: accounts.id }).from(accounts).limit(1);
      return Number(a!.id);
    });
    await expect(
      inStore((db) =>
        rawRows(
          db.tx,
          sql`insert into list_views (supplier_id, list, name, owner_id, state)
              values (${salt}, ${INBOUND}, 'x', ${grainAdmin}, '{}'::jsonb)`,
        ),
      ),
    ).rejects.toThrow();
  });
});
