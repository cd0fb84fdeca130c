import { apiAction, T } from '@yanye/catalog';
import type { Lang } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { accounts, operatorLogs } from '../../db/schema';
import { col, type OptionsSource } from '../../engine/columns';
import { tableOptions } from '../../engine/options';
import { defineResource } from '../../engine/resource';
import type { TenantDb } from '../../platform/tenancy';
import { LT } from './log-titles';

/**
 * The operator log (/sys/permission/management/operatorlog): every write the platform recorded, read-only. Rows
 * are written by the platform in each write's own transaction (platform/operator-log.ts) and never deleted here:
 * the store keeps at least 180 days of them (docs/system.md).
 */

const ol = operatorLogs;

/**
 * The API paths the store's log holds, each once, by skipping through the (store, api, time) index: a loose
 * index scan, one probe per distinct path, so a log of millions of rows answers as fast as a short one.
 */
async function loggedApis(db: TenantDb): Promise<string[]> {
  const scope = db.scope(ol);
  const rows = await rawRows<{ api: string }>(
    db.tx,
    sql`with recursive apis(api) as (
      select min(${ol.api}) from ${ol} where ${scope}
      union all
      select (select min(${ol.api}) from ${ol} where ${scope} and ${ol.api} > apis.api)
      from apis where apis.api is not null
    ) select api from apis where api is not null`,
  );
  return rows.map((r) => r.api);
}

/** The logged paths with what the catalogue says of each: its screen, or what was done there. */
const apiOptions = (said: 'page' | 'action'): OptionsSource => ({
  async load(db: TenantDb, lang: Lang) {
    return (await loggedApis(db)).map((api) => ({ value: api, label: apiAction(api)?.[said][lang] ?? api }));
  },
});

export const operatorLogResource = defineResource({
  entity: 'OperatorLog',
  table: operatorLogs,
  columns: [
    col.id(ol.id),
    col.text(ol.username, LT.account, { width: 120 }),
    // The filter picks an account; the rows keep the username it had, also once it is renamed or deleted.
    col.select(ol.accountId, LT.operator, tableOptions(accounts, accounts.id, accounts.username), {
      filter: 'select',
      visible: false,
      exportable: false,
    }),
    col.select(ol.api, LT.page, apiOptions('page'), { as: 'page', width: 120 }),
    col.select(ol.api, LT.action, apiOptions('action'), { as: 'action', filter: 'select', width: 160 }),
    col.text(ol.target, T('对象编号', 'Record', 'Registro', '対象番号'), { width: 100 }),
    col.text(ol.summary, T('摘要', 'Summary', 'Resumen', '概要'), { filter: 'text', width: 320 }),
    col.text(ol.api, T('接口', 'API path', 'Ruta de API', 'API パス'), { visible: false }),
    col.text(ol.ip, LT.ip, { width: 130 }),
    col.text(ol.userAgent, LT.userAgent, { visible: false }),
    col.datetime(ol.createdAt, T('操作时间', 'Time', 'Hora', '操作日時'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
