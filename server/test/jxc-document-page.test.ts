import { formatDateTime } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import type { PrintedDoc, TableMeta } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, docCall, JXC_API, kilogram, kiloMaterial, operatorOf, saveDoc } from './jxc-support';

interface Option {
  value: number;
  label: string;
}

type Listed = Record<string, unknown>;

describe.each(DB_KINDS)('an inventory document read and audited on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let kg: number;
  let house: Option;
  let operator: number;

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    kg = await kilogram(admin);
    const houses = await data<Option[]>(admin.get(`${JXC_API}warehouse/WarehouseOptions`));
    house = houses.find((h) => h.label.includes('一号仓'))!;
    operator = await operatorOf(admin, house.value);
  });
  afterAll(() => t?.close());

  const row = async (k: 'inbound' | 'outbound', id: number): Promise<Listed> => {
    const rows = await data<Listed[]>(admin.get(docCall(k, 'Manage'), { limit: 100 }));
    return rows.find((r) => r.id === id)!;
  };
  const document = async (k: 'inbound' | 'outbound', id: number): Promise<PrintedDoc> =>
    (await data<{ _document: PrintedDoc }>(admin.get(docCall(k, 'Info'), { id, _document: 1 })))._document;

  it('says in its audit’s question what the audit moves: the lines and the warehouse of the row', async () => {
    const salt = await kiloMaterial(admin, kg, 'DOCP1', '页面测试盐');
    const more = await kiloMaterial(admin, kg, 'DOCP2', '页面测试碘盐');
    const id = await saveDoc(admin, 'inbound', { warehouse: house.value, kg }, [
      [salt, 12, 300],
      [more, 2.5, 200],
    ]);
    const meta = await data<TableMeta>(admin.get(docCall('inbound', 'Manage'), { _meta: 1 }));
    const audit = meta.actions.find((a) => a.name === 'Audit')!;
    // In sight on the row, and its question filled from the row's cells.
    expect(audit.primary).toBe(true);
    expect(audit.after).toBe('审核后 {posting} 计入 {warehouse} 库存，可反审核撤回。');
    const listed = await row('inbound', id);
    expect(listed.posting).toBe('12 千克 页面测试盐 + 2.5 千克 页面测试碘盐');
    expect(listed.warehouse).toBe(house.label.replace(/^\S+ /, ''));
    const outbound = await data<TableMeta>(admin.get(docCall('outbound', 'Manage'), { _meta: 1 }));
    expect(outbound.actions.find((a) => a.name === 'Audit')?.after).toBe(
      '审核后 {posting} 从 {warehouse} 库存发出，可反审核撤回。',
    );
  });

  it('shows four lines as the first three and an ellipsis', async () => {
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push(await kiloMaterial(admin, kg, `DOCQ${n}`, `省略盐${n}`));
    const id = await saveDoc(admin, 'outbound', { warehouse: house.value, kg, operator }, [
      [ids[0]!, 1, 100],
      [ids[1]!, 1, 100],
      [ids[2]!, 1, 100],
      [ids[3]!, 1, 100],
    ]);
    expect((await row('outbound', id)).posting).toBe('1 千克 省略盐1 + 1 千克 省略盐2 + 1 千克 省略盐3 …');
  });

  it('reads as it prints: lines, totals, who made it, and who audited it when once audited', async () => {
    const salt = await kiloMaterial(admin, kg, 'DOCP3', '审核人测试盐');
    const id = await saveDoc(admin, 'inbound', { warehouse: house.value, kg }, [[salt, 40, 250]]);
    const plain = await data<Record<string, unknown>>(admin.get(docCall('inbound', 'Info'), { id }));
    // The edit form's read asks for no document.
    expect(plain._document).toBeUndefined();

    const before = await document('inbound', id);
    expect(before.no).toMatch(/^RK\d{8}-\d{4}$/);
    expect(before.facts).toContainEqual({ label: '仓库', value: '郑州一号仓' });
    expect(before.facts).toContainEqual({ label: '状态', value: '未审核' });
    expect(before.table?.rows).toHaveLength(1);
    expect(before.table?.rows[0]).toContain('审核人测试盐');
    expect(before.totals).toContainEqual({ label: '合计金额', value: '¥100.00' });
    const zone = t.config.TIME_ZONE;
    const made = formatDateTime((await row('inbound', id)).created_at, zone);
    // Made by the admin who saved it, not audited by anyone yet.
    expect(before.people).toEqual([
      { label: '制单人', name: expect.any(String), at: made },
      { label: '审核人', name: '', at: '' },
    ]);
    const maker = before.people[0]!.name;
    expect(maker).not.toBe('');

    t.clock.now = Math.floor(Date.UTC(2026, 10, 20, 1, 30) / 1000);
    await data(admin.post(docCall('inbound', 'Audit'), { id }));
    const after = await document('inbound', id);
    expect(after.facts).toContainEqual({ label: '状态', value: '已审核' });
    expect(after.people).toEqual([
      { label: '制单人', name: maker, at: made },
      { label: '审核人', name: maker, at: '2026-11-20 09:30:00' },
    ]);
  });
});
