import { noneAsNullOf, referenceOf } from '@yanye/framework/server';
import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';
import { isStoreTable, KEYED, REF_COLUMNS, WITHOUT_KEY } from './references.support';

/**
 * The schema's references between store tables (docs/tenancy.md): each held by a composite foreign key in the
 * store, cascading exactly when its row is a part of its parent. Read from the schema alone, without an app.
 */

/** Lines that outlive no parent yet do not go with it: their parent is never deleted, and they hold money. */
const LINES_KEPT = new Set([
  // A group buy's members paid from their balances; a group is closed or refunded, never deleted (addons/groupbuy).
  'groupbuy_team_members.doc_id',
]);

/** Children that are part of their parent: deleting the parent takes them along. */
const CASCADES = new Set([
  ...RESOURCES.flatMap((r) => (r.lines ? [`${getTableName(r.lines.table)}.doc_id`] : [])).filter(
    (key) => !LINES_KEPT.has(key),
  ),
  'account_roles.account_id',
  'sessions.account_id',
  // An account's links to its users of the store's sign-in apps (addons/social) go with the account.
  'social_binds.account_id',
  // An account's column settings of its lists go with the account.
  'list_column_settings.account_id',
  // Saved views go with their owner; a default view with its account or its view.
  'list_views.owner_id',
  'list_view_defaults.account_id',
  'list_view_defaults.view_id',
  // A user's live events and settings go with the account.
  'live_events.account_id',
  'live_settings.account_id',
  // A valuation question's answers are deleted with it.
  'recycle_answers.question_id',
  // A recycling staff member's links to the points they serve go with the member or the point.
  'recycle_staff_points.staff_id',
  'recycle_staff_points.point_id',
  // A settlement statement's trades are a part of it: fetched again, they are replaced whole (addons/settlement).
  'settlement_trades.statement_id',
]);

describe('the schema', () => {
  it('gives every reference between store tables a composite foreign key in the store', () => {
    expect(KEYED.length).toBeGreaterThan(40);
    // A key cascades exactly when its row is a part of its parent (CASCADES): every mismatch is listed at once.
    const wrongCascades: string[] = [];
    for (const { table, column, key } of KEYED) {
      const config = getTableConfig(table);
      const fk = config.foreignKeys.find((f) => {
        const [own, ref] = f.reference().columns;
        return (
          own?.name === 'supplier_id' &&
          ref !== undefined &&
          (ref.name === column.name || noneAsNullOf(ref) === column.name)
        );
      });
      expect(fk, `${key} has no foreign key (supplier_id, ${column.name})`).toBeDefined();
      const { columns, foreignColumns, foreignTable } = fk!.reference();
      expect(columns.length, key).toBe(2);
      expect(
        foreignColumns.map((c) => c.name),
        key,
      ).toEqual(['supplier_id', 'id']);
      expect(isStoreTable(foreignTable), key).toBe(true);
      // A column that says none with 0 keeps its key on its NULL-for-0 twin; any other takes NULL for none.
      const zeroIsNone = column.default === 0;
      expect(noneAsNullOf(columns[1]!) === column.name, `${key}: 0 is none, so its key is on a twin`).toBe(
        zeroIsNone,
      );
      if ((fk!.onDelete === 'cascade') !== CASCADES.has(key)) wrongCascades.push(key);
      // The engine reads the same key: the store check of a write and the database agree.
      const ref = referenceOf(column);
      expect(ref && getTableName(ref.table), key).toBe(getTableName(foreignTable));
      expect(ref?.zeroIsNone, key).toBe(zeroIsNone);
    }
    expect(wrongCascades).toEqual([]);
  });

  it('says why the references without a key have none, and has each of them', () => {
    expect(REF_COLUMNS.map((r) => r.key).filter((k) => k in WITHOUT_KEY)).toEqual(
      expect.arrayContaining(Object.keys(WITHOUT_KEY)),
    );
  });
});
