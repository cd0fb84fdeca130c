import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, storeKey, supplierId, updatedAt } from '../../db/schema/columns';
import { suppliers } from '../../db/schema/tenants';
import { col, extraField } from '../../engine/columns';
import { defineResource, entityOptions } from '../../engine/resource';
import { COMMON_TITLES } from '../../engine/titles';
import { assertDeletable } from './guards';
import { recyclePoints } from './point.resource';
import { IN_USE, RECYCLE_TITLES, STATUS } from './texts';

/** The store's collectors (回收员): who fetches members' goods and works the recycle points. */
export const recycleStaff = pgTable(
  'recycle_staff',
  {
    supplierId: supplierId(),
    id: rowId(),
    name: text('name').notNull(),
    /** A mobile (11 digits starting with 1): members are told whom to expect. */
    phone: text('phone').notNull(),
    /** 1 at work, 0 not (kept for the orders they collected, given no new ones). */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('recycle_staff_phone_key').on(t.supplierId, t.phone),
    index('recycle_staff_status_idx').on(t.supplierId, t.status),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    check('recycle_staff_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** The recycle points a collector serves: part of the collector, and of the point (gone with either). */
export const recycleStaffPoints = pgTable(
  'recycle_staff_points',
  {
    supplierId: supplierId(),
    staffId: refId('staff_id').notNull(),
    pointId: refId('point_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.staffId, t.pointId] }),
    index('recycle_staff_points_point_idx').on(t.supplierId, t.pointId),
    storeKey('recycle_staff_points_staff_fk', t, t.staffId, recycleStaff).onDelete('cascade'),
    storeKey('recycle_staff_points_point_fk', t, t.pointId, recyclePoints).onDelete('cascade'),
  ],
);

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
    col.id(s.id),
    col.text(s.name, T('姓名', 'Name', 'Nombre', '氏名'), {
      sortable: true,
      filter: 'text',
      width: 120,
      form: { required: true, max: 20 },
    }),
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
    col.select(s.status, COMMON_TITLES.status, STATUS, {
      filter: 'select',
      form: { type: 'radio', default: 1 },
    }),
    col.datetime(s.createdAt, COMMON_TITLES.created, { sortable: true, filter: 'datetime' }),
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
