import { type Client, DB_KINDS, okData, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { describe, expect, it } from 'vitest';
import { COMMON_COMPANIES } from './demo';

/**
 * Logistics companies through HTTP: the demo list and its order, adding and editing with the code's
 * and contacts' rules, the store wall, and the order ship form offering the store's enabled companies while
 * the add-on is installed and the built-in list once it is not.
 */

const API = '/v1/addons/logistics/Logistics';

/** The console's own express companies, which the ship form offers where no add-on keeps a list. */
const BUILT_IN = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  '邮政快递包裹',
  '德邦快递',
];
const ORDER = '/v1/seller/order/Order';

interface Company {
  id: number;
  name: string;
  code: string;
  phone: string;
  site: string;
  sort: number;
  status: number;
}

interface Meta {
  actions: { name: string; fields: { name: string; options: { value: string }[] | null }[] | null }[];
}

describe.each(DB_KINDS)('logistics companies on %s', (kind) => {
  const app = suiteApp(kind);

  const list = async (c: Client, query: Record<string, string | number> = {}) =>
    okData<Company[]>(await c.get(`${API}Manage`, { limit: 100, ...query }));

  /** What the order ship form offers as carriers. */
  const shipOptions = async () => {
    const meta = okData<Meta>(await app.salt.get(`${ORDER}Manage`, { _meta: 1 }));
    const send = meta.actions.find((a) => a.name === 'Send');
    return (send?.fields?.find((f) => f.name === 'express_company')?.options ?? []).map((o) => o.value);
  };

  it('lists the demo couriers, larger sort first, 德邦 kept but disabled', async () => {
    const rows = await list(app.salt);
    expect(rows.map((r) => r.code)).toEqual(COMMON_COMPANIES.map((c) => c.code));
    expect(rows.find((r) => r.code === 'SF')).toMatchObject({ name: '顺丰速运', phone: '95338', status: 1 });
    expect(rows.find((r) => r.code === 'DBL')?.status).toBe(0);
    expect(await list(app.salt, { status: 0 })).toHaveLength(1);
  });

  it('offers the enabled companies on the order ship form, in their order, and ships with one', async () => {
    const enabled = COMMON_COMPANIES.filter((c) => c.code !== 'DBL').map((c) => c.name);
    expect(await shipOptions()).toEqual(enabled);
    const paid = okData<{ id: number }[]>(
      await app.salt.get(`${ORDER}Manage`, { _tab: 'pay', freight_mode: 1, limit: 1 }),
    )[0]!;
    const disabled = await app.salt.post(`${ORDER}Send`, {
      id: paid.id,
      express_company: '德邦快递',
      express_no: 'DPK360012345678',
    });
    expect(disabled.status).toBe(400);
    const builtIn = await app.salt.post(`${ORDER}Send`, {
      id: paid.id,
      express_company: '邮政快递包裹',
      express_no: '1100123456789',
    });
    expect(builtIn.status).toBe(400);
    const shipped = await app.salt.post(`${ORDER}Send`, {
      id: paid.id,
      express_company: '邮政EMS',
      express_no: '1100123456789',
    });
    expect(shipped.body).toMatchObject({ status: true });
  });

  it('adds and edits a company, its code in capitals, refusing bad codes, phones, sites and twins', async () => {
    const made = await app.salt.post(`${API}Save`, {
      name: '极兔速递',
      code: ' jtsd ',
      phone: '956025',
      site: 'https://www.jtexpress.com.cn',
      sort: 5,
      status: 1,
    });
    const id = okData<{ id: number }>(made).id;
    expect(okData<Company>(await app.salt.get(`${API}Info`, { id }))).toMatchObject({
      name: '极兔速递',
      code: 'JTSD',
      sort: 5,
    });
    expect(await shipOptions()).toContain('极兔速递');

    const before = (await list(app.salt)).length;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ name: '快捷快递', code: 'K-J' }, /公司编码只能由大写字母、数字和下划线组成/],
      [{ name: '快捷快递', code: 'KJ', phone: 'call us' }, /^客服电话应为服务电话，如 95338/],
      [{ name: '快捷快递', code: 'KJ', site: 'javascript:alert(1)' }, /官网须以 http/],
      [{ name: '顺丰速运', code: 'SF2' }, /已存在/],
      [{ name: '快捷快递', code: 'sf' }, /公司编码“SF”已存在/],
      [{ name: 'x'.repeat(31), code: 'KJ' }, /公司名称/],
      [{ code: 'KJ' }, /公司名称/],
      [{ name: ['数组'], code: 'KJ' }, /公司名称/],
    ];
    for (const [body, msg] of refusals) {
      const r = await app.salt.post(`${API}Save`, body);
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
      expect(r.body.msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(await list(app.salt)).toHaveLength(before);

    okData(await app.salt.post(`${API}Save`, { id, status: 0 }));
    expect(await shipOptions()).not.toContain('极兔速递');
    okData(await app.salt.post(`${API}Del`, { id }));
    expect(await list(app.salt)).toHaveLength(before - 1);
  });

  it('keeps each store to its own companies', async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    const refused = await grain.get(`${API}Manage`);
    expect(refused.status).toBe(403);
    okData(await grain.post('/v1/addons/install', { key: 'logistics' }));
    const theirs = await list(grain);
    // A first install starts with the common couriers, all enabled, none of the salt store's edits.
    expect(theirs.map((r) => r.code)).toEqual(COMMON_COMPANIES.map((c) => c.code));
    expect(theirs.every((r) => r.status === 1)).toBe(true);
    const ours = (await list(app.salt))[0]!;
    expect((await grain.get(`${API}Info`, { id: ours.id })).status).toBe(404);
    expect((await grain.post(`${API}Save`, { id: ours.id, name: '改名' })).status).toBe(404);
    expect((await grain.post(`${API}Del`, { id: ours.id })).status).toBe(404);
    expect((await list(app.salt)).find((r) => r.id === ours.id)?.name).toBe(ours.name);
  });

  it('falls back to the built-in carriers once uninstalled, and back to its list when reinstalled', async () => {
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'logistics' }));
    expect(await shipOptions()).toEqual(BUILT_IN);
    okData(await app.salt.post('/v1/addons/install', { key: 'logistics' }));
    const back = await shipOptions();
    expect(back).toContain('邮政EMS');
    expect(back).not.toContain('德邦快递');
  });

  it('falls back to the built-in carriers when every company is disabled', async () => {
    for (const row of await list(app.salt, { status: 1 }))
      okData(await app.salt.post(`${API}Save`, { id: row.id, status: 0 }));
    expect(await shipOptions()).toEqual(BUILT_IN);
  });
});
