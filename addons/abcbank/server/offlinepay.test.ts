import { ABCBANK_API, commonPagesFor, PAGES, pagesFor } from '@yanye/addon-kit/server';
import { type Client, DB_KINDS, okData, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The offline-pay store (便民支付, industry offlinepay) end to end: its console is exactly the bank staff and
 * finance log pages and the profile pages, on the agricultural-bank add-on's calls, which it may make without
 * installing the add-on; both lists hold its demo business; its staff are its own to keep; and what it cannot
 * do (pull a statement with no bank interface set up) is refused with a reason.
 */

interface Perms {
  path_arr: string[];
  api_arr: string[];
}

describe.each(DB_KINDS)('the offline-pay store on %s', (kind) => {
  const app = suiteApp(kind);
  let pay: Client;
  beforeAll(async () => {
    pay = await signedIn(app.t, 'pay_admin');
  });

  it('signs in to exactly the bank staff and finance log pages, and the profile', async () => {
    const info = await pay.get<{ industry_type: string }>('/v1/buyer/user/info');
    expect(okData(info)?.industry_type).toBe('offlinepay');
    const perms = okData(await pay.get<Perms>('/v1/seller/role/OperatorPermission'));
    const bank = PAGES.filter((p) => p.path.startsWith('/offlinepay/')).map((p) => p.path);
    const profile = commonPagesFor('offlinepay').map((p) => p.path);
    expect(profile.every((p) => p.startsWith('/profile'))).toBe(true);
    expect(new Set(perms.path_arr)).toEqual(new Set(['/offlinepay', ...bank, ...profile]));
    expect(perms.path_arr).toEqual(
      expect.arrayContaining([
        '/offlinepay/staff/manage',
        '/offlinepay/staff/add',
        '/offlinepay/staff/edit/:id',
        '/offlinepay/staff/del/:id',
        '/offlinepay/financelog/manage',
        '/profile/user/edit',
      ]),
    );
    // The same route set the catalogue gives the industry, with every page working.
    const catalogue = pagesFor({ industry: 'offlinepay', isUnion: false, plugins: new Set() }).map(
      (p) => p.path,
    );
    expect(new Set(perms.path_arr)).toEqual(new Set(catalogue));
    expect(perms.api_arr).toEqual(
      expect.arrayContaining([
        `${ABCBANK_API.staff}Manage`,
        `${ABCBANK_API.financeLog}Manage`,
        ABCBANK_API.pull,
      ]),
    );
    // It has installed nothing: the bank calls are its industry's, not an add-on's.
    expect(okData(await pay.get<string[]>('/v1/addons/public/SupplierAddonList'))).toEqual([]);
  });

  it('lists its bank staff and finance log from the demo', async () => {
    const staff = await pay.get<Record<string, unknown>[]>(`${ABCBANK_API.staff}Manage`, { limit: 50 });
    expect(staff.status, staff.body.msg).toBe(200);
    expect(okData(staff).length).toBeGreaterThanOrEqual(5);
    expect(okData(staff).map((s) => s.branch)).toContain('济南历下支行');
    const logs = await pay.get<Record<string, unknown>[]>(`${ABCBANK_API.financeLog}Manage`, { limit: 500 });
    expect(logs.status, logs.body.msg).toBe(200);
    expect(okData(logs).length).toBeGreaterThan(40);
    const states = new Set(okData(logs).map((l) => l.reconcile_state));
    for (const s of ['matched', 'pending', 'missing_in_store', 'amount_differs']) expect(states).toContain(s);
    // Each log names its staff member by the bank's number, and the list joins the name.
    expect(okData(logs).filter((l) => l.staff_name).length).toBe(okData(logs).length);
    const meta = await pay.get<{ column_names: string[] }>(`${ABCBANK_API.financeLog}Manage`, { _meta: 1 });
    expect(okData(meta)?.column_names).toContain('reconcile_state');
    const counted = await pay.get<{ count: number; tabs: Record<string, number> }>(
      `${ABCBANK_API.financeLog}Manage`,
      { _count_sum: 1 },
    );
    expect(okData(counted).count).toBe(okData(logs).length);
    expect(okData(counted).tabs.differs).toBeGreaterThan(0);
  });

  it('keeps its own staff: add, edit and delete, refused when a field is wrong', async () => {
    const made = await pay.post<{ id: number }>(`${ABCBANK_API.staff}Save`, {
      name: '韩雪',
      staff_no: 'K0531099',
      branch: '济南经十路支行',
      phone: '13705310099',
      status: 1,
    });
    expect(made.status, made.body.msg).toBe(200);
    const id = okData(made).id;
    const edited = await pay.post(`${ABCBANK_API.staff}Save`, { id, branch: '济南泉城路支行' });
    expect(edited.status, edited.body.msg).toBe(200);
    const read = await pay.get<{ branch: string }>(`${ABCBANK_API.staff}Info`, { id });
    expect(okData(read)?.branch).toBe('济南泉城路支行');

    const badNo = await pay.post(`${ABCBANK_API.staff}Save`, { ...base(), staff_no: 'K'.repeat(21) });
    expect(badNo.status).toBe(400);
    expect(badNo.body.msg).toContain('员工号');
    const badPhone = await pay.post(`${ABCBANK_API.staff}Save`, { ...base(), phone: '12345' });
    expect(badPhone.status).toBe(400);
    const twice = await pay.post(`${ABCBANK_API.staff}Save`, { ...base(), staff_no: 'K0531099' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('K0531099');

    expect((await pay.post(`${ABCBANK_API.staff}Del`, { id })).status).toBe(200);
    expect((await pay.get(`${ABCBANK_API.staff}Info`, { id })).status).toBe(404);
  });

  it('refuses a pull while its bank interface is not set up, and what is not its to call', async () => {
    const yesterday = new Date((app.t.clock.now - 86_400 + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const pulled = await pay.post(ABCBANK_API.pull, { day: yesterday });
    expect(pulled.status).toBe(400);
    expect(pulled.body.msg).toContain('农行接口尚未配置');
    // The plugin screens are not its own.
    expect((await pay.get('/v1/addons/SetupInfo', { key: 'abcbank' })).status).toBe(403);
    expect((await pay.get('/v1/addons/settlement/SettlementManage')).status).toBe(403);
  });

  it('walls its bank pages from the grain store, and the grain store’s from it', async () => {
    const mine = okData(
      await pay.get<{ serial_no: string }[]>(`${ABCBANK_API.financeLog}Manage`, { limit: 500 }),
    );
    const theirs = okData(
      await app.grain.get<{ serial_no: string }[]>(`${ABCBANK_API.financeLog}Manage`, { limit: 500 }),
    );
    expect(theirs.length).toBeGreaterThan(0);
    const serials = new Set(mine.map((l) => l.serial_no));
    expect(theirs.some((l) => serials.has(l.serial_no))).toBe(false);
    const grainStaff = okData(await app.grain.get<{ id: number }[]>(`${ABCBANK_API.staff}Manage`));
    const peek = await pay.get(`${ABCBANK_API.staff}Info`, { id: grainStaff[0]!.id });
    expect(peek.status).toBe(404);
    const del = await pay.post(`${ABCBANK_API.staff}Del`, { id: grainStaff[0]!.id });
    expect(del.status).toBeGreaterThanOrEqual(400);
    expect((await app.grain.get(`${ABCBANK_API.staff}Info`, { id: grainStaff[0]!.id })).status).toBe(200);
  });
});

function base() {
  return { name: '测试员', staff_no: 'K0999001', branch: '济南历下支行', phone: '13705319999', status: 1 };
}
