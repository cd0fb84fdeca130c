import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const JXC_API = '/v1/jxc/';

async function data<T>(
  reply: Promise<{ body: { status: boolean; data?: unknown; msg: string } }>,
): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

interface Option {
  value: number;
  label: string;
  [k: string]: unknown;
}

describe.each(DB_KINDS)('basic data on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  it('audits a customer once: approved or rejected, a second audit refused with 不可以重复审核！', async () => {
    const { id } = await data<{ id: number }>(
      admin.post(`${JXC_API}customer/CustomerSave`, {
        name: '郑州测试商行',
        type: 'vendor',
        phone: '0371-66001122',
      }),
    );
    const info = await data<{ name: string }>(admin.get(`${JXC_API}customer/CustomerInfo`, { id }));
    expect(info.name).toBe('郑州测试商行');
    // Not approved yet: no document may name it.
    const before = await data<Option[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { keyword: '测试商行' }),
    );
    expect(before).toEqual([]);

    const bad = await admin.post(`${JXC_API}customer/CustomerAudit`, { id, result: 'maybe' });
    expect(bad.status).toBe(400);
    const audit = await admin.post(`${JXC_API}customer/CustomerAudit`, {
      id,
      result: 'approved',
      audit_remark: '资质齐全',
    });
    expect(audit.body).toMatchObject({ status: true, msg: '已审核', data: { status: 'approved' } });
    const again = await admin.post(`${JXC_API}customer/CustomerAudit`, { id, result: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('不可以重复审核！');

    const vendors = await data<Option[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { keyword: '测试商行', type: 'vendor' }),
    );
    expect(vendors.map((v) => v.value)).toEqual([id]);
    const buyers = await data<Option[]>(
      admin.get(`${JXC_API}customer/CustomerOptions`, { keyword: '测试商行', type: 'customer' }),
    );
    expect(buyers).toEqual([]);
    const del = await admin.post(`${JXC_API}customer/CustomerDel`, { id });
    expect(del.status).toBe(409);
    expect(del.body.msg).toBe('已审核通过的客户不能删除');
  });

  it('takes a mainland mobile or a landline with its area code wherever a phone is entered', async () => {
    const save = (phone: string, name: string) =>
      admin.post(`${JXC_API}customer/CustomerSave`, { name, type: 'customer', phone });
    for (const phone of ['123', '1380013800', '010-123', 'abc-12345678', '+86 138 0013 8000']) {
      const r = await save(phone, `电话${phone}`);
      expect(r.status, phone).toBe(400);
      expect(r.body.msg).toMatch(/^(联系)?电话应为手机号或区号加座机号/);
    }
    for (const phone of ['13800138000', '0371-12345678', '010-87654321-8012', '400-820-8820', '']) {
      const r = await save(phone, `电话客户${phone}`);
      expect(r.body.status, `${phone}: ${r.body.msg}`).toBe(true);
    }
    // The same rule on the department, shop and warehouse forms: a field of the phone type.
    for (const api of ['dept/DeptSave', 'warehouse/WarehouseSave']) {
      const form = await admin.get<{ fields: { name: string; type: string }[] }>(
        `${JXC_API}${api.replace('Save', 'Info')}`,
        { _meta: 1 },
      );
      if (!form.body.status) throw new Error(form.body.msg);
      expect(form.body.data.fields.find((f) => f.name === 'phone')?.type, api).toBe('phone');
    }
  });

  it('offers audit only on pending customers, in a dialog that asks for the verdict', async () => {
    const meta = await data<{
      actions: { name: string; when: unknown; fields: { name: string }[] | null }[];
    }>(admin.get(`${JXC_API}customer/CustomerManage`, { _meta: 1 }));
    const audit = meta.actions.find((a) => a.name === 'Audit')!;
    expect(audit.when).toEqual({ status: ['pending'] });
    expect(audit.fields?.map((f) => f.name)).toEqual(['result', 'audit_remark']);
  });

  it('keeps departments as a tree and refuses a loop or deleting a department with children', async () => {
    const { id: top } = await data<{ id: number }>(
      admin.post(`${JXC_API}dept/DeptSave`, { name: '华北大区', type: 'sales' }),
    );
    const { id: child } = await data<{ id: number }>(
      admin.post(`${JXC_API}dept/DeptSave`, { name: '石家庄办事处', type: 'sales', parent_id: top }),
    );
    const tree = await data<{ value: number; label: string; children?: { value: number }[] }[]>(
      admin.get(`${JXC_API}dept/GetDeptTreeList`),
    );
    const node = tree.find((n) => n.value === top)!;
    expect(node.children?.map((c) => c.value)).toEqual([child]);
    const loop = await admin.post(`${JXC_API}dept/DeptSave`, {
      id: top,
      name: '华北大区',
      type: 'sales',
      parent_id: child,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.msg).toBe('上级部门不能是它自己或它的下级部门');
    const del = await admin.post(`${JXC_API}dept/DeptDel`, { id: top });
    expect(del.status).toBe(409);
    expect(del.body.msg).toBe('“华北大区”已被下级部门使用，不能删除');
    expect((await admin.post(`${JXC_API}dept/DeptDel`, { id: child })).status).toBe(200);
    expect((await admin.post(`${JXC_API}dept/DeptDel`, { id: top })).status).toBe(200);
    const types = await data<Option[]>(admin.get(`${JXC_API}dept/DeptTypeList`));
    expect(types.map((o) => o.value)).toContain('warehouse');
    const full = await data<{ name: string; type_name: string; children: unknown[] }[]>(
      admin.get(`${JXC_API}dept/DeptDataTreeList`),
    );
    expect(full.find((d) => d.name === '销售部')).toMatchObject({ type_name: '销售', children: [{}, {}] });
  });

  it('converts units through their base unit and picks materials by code, name or barcode', async () => {
    const units = await data<Option[]>(admin.get(`${JXC_API}materialunit/MaterialUnitOptions`));
    expect(units.map((u) => u.label)).toEqual(expect.arrayContaining(['千克', '袋(50kg)', '箱']));
    const bad = await admin.post(`${JXC_API}materialunit/MaterialUnitSave`, {
      name: '半袋',
      base_unit: 'kg',
      ratio: 0,
    });
    expect(bad.status).toBe(400);
    const byName = await data<Option[]>(admin.get(`${JXC_API}material/MaterialOptions`, { keyword: '竹盐' }));
    expect(byName).toHaveLength(1);
    expect(byName[0]).toMatchObject({
      label: expect.stringContaining('竹盐'),
      unit_id: expect.any(Number),
      price: expect.any(Number),
    });
    const byCode = await data<Option[]>(
      admin.get(`${JXC_API}material/MaterialOptions`, { keyword: 'WL0001' }),
    );
    expect(byCode.map((o) => o.value)).toHaveLength(1);
    const labels = await data<Option[]>(
      admin.get(`${JXC_API}material/MaterialOptions`, { ids: String(byName[0]!.value) }),
    );
    expect(labels[0]!.label).toBe(byName[0]!.label);

    const taken = await admin.post(`${JXC_API}material/MaterialSave`, {
      code: 'WL0001',
      name: '重复编码',
      unit_id: units[0]!.value,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('编码“WL0001”已存在');
    const used = await admin.post(`${JXC_API}materialunit/MaterialUnitDel`, {
      id: units.find((u) => u.label === '千克')!.value,
    });
    expect([200, 409]).toContain(used.status);
    const inUse = await admin.post(`${JXC_API}materialunit/MaterialUnitDel`, {
      id: units.find((u) => u.label === '件')!.value,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('“件”已被物料使用，不能删除');
  });

  it('lists warehouses with their operators, and the operators of one warehouse', async () => {
    const houses = await data<{ id: number; name: string; allow_negative: number }[]>(
      admin.get(`${JXC_API}warehouse/WarehouseManage`),
    );
    expect(houses.map((h) => h.name)).toEqual(['郑州一号仓', '郑州二号仓', '新郑中转仓']);
    expect(houses.find((h) => h.name === '新郑中转仓')!.allow_negative).toBe(1);
    const operators = await data<Option[]>(
      admin.get(`${JXC_API}warehouse/WarehouseOperatorList`, { warehouse_id: houses[0]!.id }),
    );
    expect(operators.map((o) => o.label)).toEqual(['王建国（salt_admin）', '小陈（clerk）']);
    const found = await data<Option[]>(
      admin.get(`${JXC_API}warehouse/WarehouseOptions`, { keyword: '新郑' }),
    );
    expect(found.map((o) => o.label)).toEqual(['WH03 新郑中转仓']);
    const inUse = await admin.post(`${JXC_API}warehouse/WarehouseDel`, { id: houses[0]!.id });
    expect(inUse.status).toBe(409);
  });

  it('lets the warehouse clerk use the inventory pick lists but not edit basic data', async () => {
    expect((await clerk.get(`${JXC_API}material/MaterialOptions`, { keyword: '盐' })).status).toBe(200);
    expect((await clerk.get(`${JXC_API}warehouse/WarehouseOptions`)).status).toBe(200);
    const edit = await clerk.post(`${JXC_API}material/MaterialSave`, { code: 'X1', name: 'x', unit_id: 1 });
    expect(edit.status).toBe(403);
  });

  it('keeps stores apart: another store sees none of these materials', async () => {
    const grain = await signedIn(t, 'grain_admin');
    const found = await data<Option[]>(
      grain.get(`${JXC_API}material/MaterialOptions`, { keyword: 'WL0001' }),
    );
    expect(found).toEqual([]);
  });
});
