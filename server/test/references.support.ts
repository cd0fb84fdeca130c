import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isRefId } from '@yanye/framework/server';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import drizzleConfig from '../drizzle.config';
import { RESOURCES } from '../src/resources';

/**
 * The references between store tables as the schema declares them, read from the modules the migration generator
 * reads and from the resources, with the exceptions the tests of references allow, each with why.
 */

/** References no single foreign key can hold, each with why. */
export const WITHOUT_KEY: Readonly<Record<string, string>> = {
  'stock_logs.doc_id': 'an inbound or an outbound document, as doc_type says; written by the audit itself',
  'stock_logs.line_id':
    'a line of an inbound or an outbound document, as doc_type says; written by the audit',
  'erp_outbox.doc_id': 'a document of the kind doc_type says; written by the push itself',
  'login_logs.account_id':
    'a log keeps who signed in after the account is gone; written from the sign-in only',
  'operator_logs.account_id':
    'a log keeps who did what after the account is gone; written from the principal only',
  'store_settings.updated_by':
    'who saved a setting last is kept after the account is gone; written from the principal only',
  'flow_events.record_id':
    'a record of the entity the row names; its history outlives it (engine/form/flow.ts); written by the step itself',
};

/** Tables whose rows the application may not update at all (a ledger): an update is refused by the grant. */
export const IMMUTABLE: Readonly<Record<string, string>> = {
  wallet_logs: 'ledger rows are written once; a reversal is a new row (docs/finance.md)',
  flow_events: "a record's history is added to, never changed (engine/form/flow.ts)",
};

/** References whose "none" a check constraint allows only for some rows, each with why. */
export const NONE_CHECKED: Readonly<Record<string, string>> = {
  'wallets.member_id': "a member's wallet has its member; only the store's own wallets have none",
  'pay_cash.member_id': 'a payment from the balance names its member; other channels may not',
  'recycle_orders.point_id': 'an order brought to a recycle point names it; one collected at home need not',
  'recycle_orders.address_id':
    'an order collected at home names the address; one brought to a point need not',
  'recycle_orders.staff_id': 'an order has its collector from assignment on; before that, none',
  'recall_contacts.outbound_id':
    "a recall's contact is a delivery: an outbound document's, or a retail order's",
  'recall_contacts.order_id': "a recall's contact is a delivery: an outbound document's, or a retail order's",
  'cloudbuy_orders.purchase_id':
    'a cloud-buy order names its purchase document exactly when it shows its number (addons/cloudbuy)',
};

/**
 * The modules the migration generator reads (`schema` of server/drizzle.config.ts: the shared schema, each
 * section's tables.ts, each add-on's), a `*` standing for one folder.
 */
function schemaModules(): string[] {
  const serverDir = join(import.meta.dirname, '..');
  return [drizzleConfig.schema ?? []].flat().flatMap((pattern) => {
    const [before, after] = resolve(serverDir, pattern).split('/*/');
    if (after === undefined) return [resolve(serverDir, pattern)];
    return readdirSync(before!)
      .map((folder) => join(before!, folder, after))
      .filter((file) => existsSync(file));
  });
}

/** Every table the migrations make, and those the resources use. */
export const TABLES: PgTable[] = [
  ...new Set(
    [
      ...(await Promise.all(schemaModules().map((file) => import(file)))).flatMap((m) => Object.values(m)),
      ...RESOURCES.map((r) => r.table),
    ].filter((v) => is(v, PgTable)),
  ),
] as PgTable[];

export const isStoreTable = (table: PgTable) =>
  getTableConfig(table).columns.some((c) => c.name === 'supplier_id');

export interface RefColumn {
  readonly table: PgTable;
  readonly column: PgColumn;
  readonly key: string;
}

export const REF_COLUMNS: RefColumn[] = TABLES.filter(isStoreTable).flatMap((table) =>
  Object.values(getTableColumns(table))
    .filter((c) => isRefId(c))
    .map((column) => ({ table, column, key: `${getTableName(table)}.${column.name}` })),
);
export const KEYED = REF_COLUMNS.filter((r) => !(r.key in WITHOUT_KEY));
