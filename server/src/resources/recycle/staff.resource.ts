import {
  col,
  defineResource,
  ENABLED_OPTIONS,
  entityOptions,
  extraField,
  nameColumn,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { assertDeletable } from './guards';
import { recycleStaff, recycleStaffPoints } from './tables';
import { IN_USE, RECYCLE_TITLES } from './texts';

// The table lives in ./tables.ts; server/test still imports it from here.

const s = recycleStaff;

/**
 * The points a collector serves, by name (`金水区农业路回收站、中原区建设路回收点`), read for the listed row only,
 * and searched as text. Written out in full: a list of one table names its columns unqualified, which inside the
 * subquery would mean the link's.
 */
const pointNames = sql<string>`coalesce((select string_agg(p.name, '、' order by p.sort desc, p.id)
  from recycle_staff_points sp
  join recycle_points p on p.supplier_id = sp.supplier_id and p.id = sp.point_id
  where sp.supplier_id = recycle_staff.supplier_id and sp.staff_id = recycle_staff.id), '')`;

/** The collectors of a store (`/recycle/staff`), with the recycle points each serves. */
export const recycleStaffResource = defineResource({
  entity: 'RecycleStaff',
  table: recycleStaff,
  columns: [
    nameColumn(s.name, T('姓名'), { width: 120, max: 20 }),
    col.text(s.phone, RECYCLE_TITLES.mobile, {
      filter: 'text',
      width: 130,
      // Members are told whom to expect, and call or text them: a mobile.
      form: { type: 'phone', phone: 'mobile', required: true, unique: true },
    }),
    col.computed('text', pointNames, RECYCLE_TITLES.points, {
      as: 'point_names',
      filter: 'text',
      width: 280,
    }),
    // The points by id in the form; an import takes their ids or names (`A、B`, as the export writes them).
    extraField('point_ids', RECYCLE_TITLES.points, 'select', {
      multiple: true,
      optionsApi: entityOptions('RecycleAddress'),
      refersTo: recycleStaffPoints.pointId,
      import: true,
    }),
    col.onOff(s.status, ENABLED_OPTIONS),
    col.created(s.createdAt),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  options: { label: [s.name, s.phone], search: [s.name, s.phone], where: eq(s.status, 1), orderBy: s.id },
  exportable: true,
  exportAsync: true,
  importable: true,
  extra: {
    async read(db, id) {
      const held = await db
        .select({ id: recycleStaffPoints.pointId })
        .from(recycleStaffPoints)
        .where(eq(recycleStaffPoints.staffId, id))
        .orderBy(recycleStaffPoints.pointId);
      return { point_ids: held.map((r) => Number(r.id)) };
    },
    async save(db, id, values) {
      const picked = values.point_ids as readonly (string | number)[] | undefined;
      // The engine has held them to the store's points (`refersTo`).
      if (picked === undefined) return undefined;
      const ids = [...new Set(picked.map(Number))];
      await db.delete(recycleStaffPoints).where(eq(recycleStaffPoints.staffId, id));
      if (ids.length > 0)
        await db.insert(recycleStaffPoints).values(ids.map((pointId) => ({ staffId: id, pointId })));
      return undefined;
    },
  },
  async beforeDelete(db, ids) {
    await assertDeletable(db, { table: s, name: s.name }, ids, {}, IN_USE.orders);
  },
});
