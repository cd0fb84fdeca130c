import { pageByPath } from '@yanye/catalog';
import { dataPaths, rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import {
  API,
  type ColumnSetting,
  LIST_COLUMN_WIDTH,
  MAX_LIST_COLUMNS,
  type TableMeta,
} from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';

const { columnSettings, columnSettingsSave, columnSettingsReset } = API.lists;
type Answer = { list: string; saved: boolean; columns: ColumnSetting[] };

/** Lists whose status was once off-screen: each has a status column shown by default. */
const NAMED = [
  '/goods/list/manageShow',
  '/inventory/inbound/manage',
  '/finance/paycash/PayCashManage',
  '/recycle/order/manage',
  '/job/list/manage',
];

describe('column kinds of every list', () => {
  it('keeps one status column at most per list, the flow’s own where it is listed, and money as money', () => {
    for (const def of RESOURCES) {
      const statuses = Object.entries(def.columns).filter(([, c]) => c.kind === 'status');
      expect(statuses.length, def.name).toBeLessThanOrEqual(1);
      // A flow's status column shown as it is stored; a campaign shows a state worked out from it instead.
      const flowStatus = Object.entries(def.columns).find(
        ([, c]) => def.flow?.status && c.sql === def.flow.status && c.type === 'select',
      );
      if (flowStatus)
        expect(
          statuses.map(([key]) => key),
          def.name,
        ).toEqual([flowStatus[0]]);
      for (const [key, c] of Object.entries(def.columns)) {
        if (c.money) expect(c.kind, `${def.name}.${key}`).toBe('money');
        if (c.type === 'datetime') expect(c.kind, `${def.name}.${key}`).toBe('time');
      }
    }
  });

  it('names a status column shown by default in the lists whose state went off-screen', () => {
    for (const path of NAMED) {
      const api = pageByPath(path)!.api[0]!;
      const def = RESOURCES.find((d) => dataPaths(d).some(([url]) => url === api))!;
      const status = Object.values(def.columns).find((c) => c.kind === 'status');
      expect(status?.visible, path).toBe(true);
    }
  });
});

describe.each(DB_KINDS)('column settings kept per user and list on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let grain: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    [admin, clerk, grain] = await Promise.all([
      signedIn(t, 'salt_admin'),
      signedIn(t, 'clerk', 'xinyan'),
      signedIn(t, 'grain_admin'),
    ]);
  });
  afterAll(() => t?.close());

  const INBOUND = 'InboundManage';
  const read = async (c: Client, list = INBOUND) => {
    const r = await c.get(columnSettings.path, { list });
    expect(r.body.status, r.body.msg).toBe(true);
    return r.body.data as Answer;
  };
  const save = (c: Client, columns: unknown, list = INBOUND, lang = 'zh') =>
    c.post(columnSettingsSave.path, { list, columns }, { lang });
  const inboundColumns = async () => {
    const meta = (await admin.get('/v1/jxc/inbound/InboundManage', { _meta: 1 })).body.data as TableMeta;
    return meta.column_names.filter((n) => meta.rows[n]!.type !== 'hide');
  };

  it('answers nothing saved for a list the user never set', async () => {
    expect(await read(admin)).toEqual({ list: INBOUND, saved: false, columns: [] });
  });

  it('keeps a user’s order, columns shown and widths, and gives them back', async () => {
    const names = await inboundColumns();
    const columns = [...names]
      .reverse()
      .map((name, i) => ({ name, shown: i % 3 !== 1, width: i === 0 ? 180 : null }));
    const r = await save(admin, columns);
    expect(r.body, r.body.msg).toMatchObject({ status: true, data: { list: INBOUND } });
    expect(await read(admin)).toEqual({ list: INBOUND, saved: true, columns });
  });

  it('lets each user read and write only their own: another operator, another store', async () => {
    const mine = await read(admin);
    expect(await read(clerk)).toMatchObject({ saved: false, columns: [] });
    expect(await read(grain)).toMatchObject({ saved: false, columns: [] });
    const names = await inboundColumns();
    const r = await save(clerk, [{ name: names[0], shown: true, width: 300 }]);
    expect(r.body.status, r.body.msg).toBe(true);
    expect((await read(clerk)).columns).toEqual([{ name: names[0], shown: true, width: 300 }]);
    expect(await read(admin)).toEqual(mine);
    // Row-level security holds underneath: another store's transaction sees none of these rows.
    const seen = await withStore(t.database.db, Number(grain.suid), (db) =>
      rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from list_column_settings`),
    );
    expect(seen[0]!.n).toBe(0);
  });

  it('refuses hostile settings with a message naming what is wrong, and keeps what was saved', async () => {
    const before = await read(admin);
    const names = await inboundColumns();
    const first = names[0]!;
    const cases: [unknown, string, string?][] = [
      [[{ name: 'no_such', shown: true, width: null }], '列表“入库单”没有“no_such”这一列'],
      // The id is carried by every row but is no column to show.
      [[{ name: 'id', shown: true, width: null }], '没有“id”这一列'],
      [
        [
          { name: first, shown: true, width: null },
          { name: first, shown: false, width: null },
        ],
        '出现了两次',
      ],
      [
        [{ name: first, shown: true, width: -20 }],
        `的列宽须在 ${LIST_COLUMN_WIDTH.min} 到 ${LIST_COLUMN_WIDTH.max} 像素之间`,
      ],
      [[{ name: first, shown: true, width: 100_000 }], '像素之间'],
      [names.map((name) => ({ name, shown: false, width: null })), '请至少显示一列'],
      [
        Array.from({ length: MAX_LIST_COLUMNS + 1 }, (_, i) => ({ name: `c${i}`, shown: true, width: null })),
        `列设置最多 ${MAX_LIST_COLUMNS} 列，收到 ${MAX_LIST_COLUMNS + 1} 列`,
      ],
      [Array.from({ length: 5000 }, () => ({ name: first, shown: true, width: null })), '列设置最多'],
      // A column's own field is named inside the settings, never by its key (columns.0.width).
      [[{ name: first, shown: true, width: 1.5 }], '列设置第 1 项的宽度'],
      [[{ name: first, shown: 'yes', width: null }], '列设置第 1 项的是否显示'],
      ['not a list', '列设置应为'],
    ];
    for (const [columns, says] of cases) {
      const r = await save(admin, columns);
      expect(r.status, says).toBe(400);
      expect(r.body.status).toBe(false);
      expect(r.body.msg).toContain(says);
      expect(r.body.msg).not.toMatch(/columns\.\d|width|shown/);
    }
    const en = await save(admin, [{ name: first, shown: true, width: 9 }], INBOUND, 'en');
    expect(en.body.msg).toMatch(/^The width of “.+” must be between 40 and 1200 px$/);
    expect(await read(admin)).toEqual(before);
  });

  it('refuses a list that does not exist or that the user may not open', async () => {
    for (const [c, list] of [
      [admin, 'NoSuchList'],
      [clerk, 'GoodsManageShow'],
      // A page that is no list of the engine.
      [admin, 'Dashboard'],
    ] as const) {
      const r = await c.get(columnSettings.path, { list });
      expect(r.status, list).toBe(400);
      expect(r.body.msg).toBe(`没有这个列表或无权访问：${list}`);
      const w = await save(c, [], list);
      expect(w.body.msg).toBe(`没有这个列表或无权访问：${list}`);
    }
    expect((await admin.get(columnSettings.path, {})).status).toBe(400);
  });

  it('leaves out of its answer a column the list no longer has', async () => {
    const names = await inboundColumns();
    const kept = [
      { name: 'gone_since', shown: true, width: 120 },
      { name: names[1]!, shown: true, width: null },
    ];
    await withStore(t.database.db, Number(admin.suid), (db) =>
      rawRows(
        db.tx,
        sql`update list_column_settings set columns = ${JSON.stringify(kept)}::jsonb
            where list = ${INBOUND} and account_id = (select id from accounts where username = 'salt_admin')`,
      ),
    );
    expect((await read(admin)).columns).toEqual([kept[1]]);
  });

  it('resets to the list’s defaults', async () => {
    const r = await admin.post(columnSettingsReset.path, { list: INBOUND });
    expect(r.body, r.body.msg).toMatchObject({ status: true, data: { removed: 1 } });
    expect(await read(admin)).toEqual({ list: INBOUND, saved: false, columns: [] });
    expect((await admin.post(columnSettingsReset.path, { list: INBOUND })).body.data).toEqual({ removed: 0 });
    // The clerk's own stays.
    expect((await read(clerk)).saved).toBe(true);
  });
});
