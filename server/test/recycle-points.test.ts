import {
  type Client,
  DB_KINDS,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { API, type RegionNode } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  CATEGORY,
  catalogReads,
  ok,
  POINT,
  type Row,
  refused,
  STAFF,
} from './recycle-catalog.support';

/**
 * The recycle points and their collectors, and through the points the engine's region field: a district picked
 * from the division tree, listed and exported by its full name, imported by name or code.
 */
describe.each(DB_KINDS)('recycle points, collectors and the region field on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let clerk: Client;

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());
  const reads = () => catalogReads(t);

  describe('the region field', () => {
    it('serves the division tree to every signed-in user, a clerk without recycling pages too', async () => {
      const tree = ok(await clerk.get<RegionNode[]>(API.regions.regionTree.path), 'tree');
      const henan = tree.find((p) => p.value === '410000');
      const zhengzhou = henan?.children?.find((c) => c.value === '410100');
      expect(zhengzhou?.children?.find((d) => d.value === '410105')?.label).toBe('金水区');
      expect(tree.length).toBeGreaterThanOrEqual(31);
    });

    it('describes itself in the form as a region picked from that tree', async () => {
      const form = ok(await salt.get<{ fields: Row[] }>(`${POINT}Info`, { _meta: 1 }), 'form');
      expect(form.fields.find((f) => f.name === 'region')).toMatchObject({
        type: 'region',
        required: true,
        options_api: API.regions.regionTree.path,
      });
    });

    it('takes a district, refuses a province, a city with districts, an unknown code or no code, and changes nothing', async () => {
      const id = await reads().idOf(salt, POINT, 'name', '金水区农业路回收站');
      const before = ok(await salt.get<Row>(`${POINT}Info`, { id }), 'info');
      for (const [region, lang, text] of [
        ['410000', 'zh', '所在地区须选到区县一级'],
        ['410100', 'en', 'Region must be chosen down to the district'],
        ['999999', 'zh', '所在地区须选到区县一级'],
        ['41010', 'en', 'should be 6 digits'],
        ['郑州', 'zh', '应为 6 位数字'],
        ['', 'zh', '不能为空'],
      ] as const) {
        const r = await salt.post(`${POINT}Save`, { id, region }, { lang });
        refused(r, 400, text, `region ${region}`);
        expect(r.body.msg).toContain(lang === 'zh' ? '所在地区' : 'Region');
      }
      // Said as one sentence in every language: the field, then what it must be (not 地域：…).
      const ja = await salt.post(`${POINT}Save`, { id, region: '410000' }, { lang: 'ja' });
      expect(ja.body.msg).toBe('地域は区・県のレベルまで選択してください');
      expect(ok(await salt.get<Row>(`${POINT}Info`, { id }), 'info')).toEqual(before);
      ok(await salt.post(`${POINT}Save`, { id, region: '410102' }), 'a district');
      const listed = (await reads().rows(salt, POINT)).find((r) => r.id === id)!;
      expect(listed.region_name).toBe('河南省 郑州市 中原区');
      // A city with no districts below it is a leaf too.
      ok(await salt.post(`${POINT}Save`, { id, region: '441900' }), 'a city without districts');
      ok(await salt.post(`${POINT}Save`, { id, region: before.region }), 'back');
    });

    it('exports the full name, and imports a full name or a code', async () => {
      const file = await salt.download(`${POINT}Manage`, {
        _down_excel: 1,
        _excel_file_name: '回收点',
        _excel_down_culumns: 'name,region_name',
      });
      expect(file.statusCode).toBe(200);
      const exported = sheetRows(await readXlsx(file.rawPayload));
      expect(exported).toContainEqual(['金水区农业路回收站', '河南省 郑州市 金水区']);

      const header = [
        '回收点名称',
        '所在地区',
        '详细地址',
        '联系人',
        '电话',
        '开门时间',
        '关门时间',
        '经度',
        '纬度',
      ];
      const sheet = await xlsx([
        header,
        [
          '高新区导入回收点',
          '河南省/郑州市/郑州高新技术产业开发区',
          '科学大道 100 号',
          '马师傅',
          '13903710101',
          '08:00',
          '17:00',
          113.55,
          34.81,
        ],
        [
          '中牟县导入回收点',
          '410122',
          '商都大道 9 号',
          '牛师傅',
          '13903710102',
          '08:30',
          '17:30',
          113.98,
          34.72,
        ],
      ]);
      const r = await salt.upload(`${POINT}Manage`, 'points.xlsx', sheet, { _excel_import: '1' });
      expect(r.body, r.body.msg).toMatchObject({ status: true, data: { inserted: 2, updated: 0 } });
      const imported = (await reads().rows(salt, POINT)).filter((x) => String(x.name).endsWith('导入回收点'));
      expect(imported.map((x) => [x.name, x.region_name, x.hours])).toEqual(
        expect.arrayContaining([
          ['高新区导入回收点', '河南省 郑州市 郑州高新技术产业开发区', '08:00-17:00'],
          ['中牟县导入回收点', '河南省 郑州市 中牟县', '08:30-17:30'],
        ]),
      );
      const bad = await xlsx([
        header,
        ['省级回收点', '河南省', '某路 1 号', '马师傅', '13903710103', '08:00', '17:00', 113.5, 34.8],
      ]);
      const no = await salt.upload(`${POINT}Manage`, 'points.xlsx', bad, { _excel_import: '1' });
      expect(no.status).toBe(400);
      expect(no.body.msg).toContain('所在地区: 须选到区县一级');
    });
  });

  describe('recycle points and collectors', () => {
    it('refuses a point that closes before it opens, and one off the map', async () => {
      const id = await reads().idOf(salt, POINT, 'name', '中原区建设路回收点');
      refused(
        await salt.post(`${POINT}Save`, { id, opens_at: '12:00', closes_at: '12:00' }),
        400,
        '关门时间须晚于开门时间',
        'hours',
      );
      refused(
        await salt.post(`${POINT}Save`, { id, opens_at: '13:00', closes_at: '11:00' }),
        400,
        '关门时间须晚于开门时间',
        'hours',
      );
      refused(
        await salt.post(`${POINT}Save`, { id, closes_at: '08:00' }),
        400,
        '关门时间',
        'not a closing time',
      );
      refused(await salt.post(`${POINT}Save`, { id, longitude: 181 }), 400, '经度', 'longitude');
      refused(
        await salt.post(`${POINT}Save`, { id, latitude: -90.5 }, { lang: 'en' }),
        400,
        'Latitude',
        'latitude',
      );
      ok(await salt.post(`${POINT}Save`, { id, opens_at: '07:00', closes_at: '19:30' }), 'hours');
      expect((await reads().rows(salt, POINT)).find((r) => r.id === id)?.hours).toBe('07:00-19:30');
    });

    it('keeps the points a collector serves, only the store’s own, and forgets a point deleted', async () => {
      const points = await reads().rows(salt, POINT);
      const [a, b] = points.filter((p) => p.status === 1).map((p) => Number(p.id));
      const made = ok(
        await salt.post<{ id: number }>(`${STAFF}Save`, {
          name: '测试回收员',
          phone: '13903719999',
          point_ids: [a, b],
        }),
        'staff',
      );
      const info = ok(await salt.get<Row>(`${STAFF}Info`, { id: made.id }), 'info');
      expect(info.point_ids).toEqual([a, b].sort((x, y) => x! - y!));
      const names = points.filter((p) => [a, b].includes(Number(p.id))).map((p) => p.name);
      const listed = (await reads().rows(salt, STAFF, { point_names: String(names[1]) })).find(
        (r) => r.id === made.id,
      );
      expect(String(listed?.point_names).split('、')).toEqual(names);

      const foreign = Number((await reads().rows(grain, POINT))[0]!.id);
      refused(
        await salt.post(`${STAFF}Save`, { id: made.id, point_ids: [a, foreign] }),
        400,
        '服务回收点',
        'foreign point',
      );
      refused(
        await salt.post(`${STAFF}Save`, { id: made.id, phone: '0371-66668888' }),
        400,
        '手机号应为 1 开头的 11 位手机号码',
        'landline',
      );
      refused(
        await salt.post(`${STAFF}Save`, { id: made.id, phone: '13903710001' }),
        409,
        '13903710001',
        'taken',
      );
      expect(ok(await salt.get<Row>(`${STAFF}Info`, { id: made.id }), 'info')).toEqual(info);

      const point = ok(
        await salt.post<{ id: number }>(`${POINT}Save`, {
          name: '临时回收点',
          region: '410105',
          address: '花园路 1 号',
          contact: '钱师傅',
          phone: '13903718888',
          opens_at: '08:00',
          closes_at: '17:00',
          longitude: 113.68,
          latitude: 34.79,
        }),
        'point',
      );
      ok(await salt.post(`${STAFF}Save`, { id: made.id, point_ids: [a, point.id] }), 'serve it');
      ok(await salt.post(`${POINT}Del`, { id: point.id }), 'delete the point');
      expect(ok(await salt.get<Row>(`${STAFF}Info`, { id: made.id }), 'info').point_ids).toEqual([a]);
      ok(await salt.post(`${STAFF}Del`, { id: made.id }), 'delete the collector');
    });

    it('imports collectors with their points by name, as the export writes them, or by id', async () => {
      const points = (await reads().rows(salt, POINT)).filter((p) => p.status === 1);
      const [a, b] = points;
      const sheet = await xlsx([
        ['姓名', '手机号', '服务回收点'],
        ['导入回收员甲', '13903717771', `${a!.name}、${b!.name}`],
        ['导入回收员乙', '13903717772', String(b!.id)],
      ]);
      const r = await salt.upload(`${STAFF}Manage`, 'staff.xlsx', sheet, { _excel_import: '1' });
      expect(r.body).toMatchObject({ status: true, data: { inserted: 2, updated: 0 } });
      const made = (await reads().rows(salt, STAFF)).filter((s) => String(s.name).startsWith('导入回收员'));
      const served = async (name: string) =>
        ok(await salt.get<Row>(`${STAFF}Info`, { id: Number(made.find((s) => s.name === name)!.id) }), name)
          .point_ids;
      expect(await served('导入回收员甲')).toEqual([Number(a!.id), Number(b!.id)].sort((x, y) => x - y));
      expect(await served('导入回收员乙')).toEqual([Number(b!.id)]);

      // A name the store has no point of is refused by the column's title, and nothing is written.
      const unknown = await xlsx([
        ['姓名', '手机号', '服务回收点'],
        ['导入回收员丙', '13903717773', '没有这个回收点'],
      ]);
      const refusedSheet = await salt.upload(`${STAFF}Manage`, 'staff.xlsx', unknown, { _excel_import: '1' });
      refused(refusedSheet, 400, '服务回收点', 'unknown point name');
      expect(refusedSheet.body.msg).toContain('没有这个回收点');
      expect((await reads().rows(salt, STAFF)).some((s) => s.name === '导入回收员丙')).toBe(false);
      for (const s of made) ok(await salt.post(`${STAFF}Del`, { id: Number(s.id) }), 'clean up');
    });

    it('refuses to delete what recycling orders name, and keeps it: a category, a brand, a collector, a point', async () => {
      const [item] = await reads().stored(
        salt,
        sql`select category_id::int as category, brand_id::int as brand from recycle_order_items where brand_id > 0 limit 1`,
      );
      const [order] = await reads().stored(
        salt,
        sql`select staff_id::int as staff, point_id::int as point from recycle_orders
          where staff_id > 0 and point_id > 0 limit 1`,
      );
      expect(item && order, 'the demo store has recycling orders').toBeTruthy();
      for (const [path, id] of [
        [CATEGORY, item!.category],
        [BRAND, item!.brand],
        [STAFF, order!.staff],
        [POINT, order!.point],
      ] as const) {
        const before = ok(await salt.get<Row>(`${path}Info`, { id: Number(id) }), `${path}Info`);
        const r = await salt.post(`${path}Del`, { id: Number(id) });
        refused(r, 409, '已被回收订单使用，不能删除', `${path}Del`);
        expect(r.body.msg).toContain(String(before.name));
        expect(ok(await salt.get<Row>(`${path}Info`, { id: Number(id) }), `${path}Info`)).toEqual(before);
      }
    });
  });
});
