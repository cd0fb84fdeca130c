import type { StoreDb } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';
import { recyclePoints, recycleStaff, recycleStaffPoints } from './tables';

/** A collector as an assignment checks them: at work or not, and the points they serve. */
export interface StaffOnDuty {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly enabled: boolean;
  readonly pointIds: readonly number[];
  /** A point's name, for a refusal that names it. */
  pointName(pointId: number): Promise<string>;
}

/** The store's collector `id`, or undefined when the store has none of that id. */
export async function staffFor(db: StoreDb, id: number): Promise<StaffOnDuty | undefined> {
  const [staff] = await db
    .select({
      id: recycleStaff.id,
      name: recycleStaff.name,
      phone: recycleStaff.phone,
      status: recycleStaff.status,
    })
    .from(recycleStaff)
    .where(eq(recycleStaff.id, id));
  if (!staff) return undefined;
  const served = await db
    .select({ pointId: recycleStaffPoints.pointId })
    .from(recycleStaffPoints)
    .where(eq(recycleStaffPoints.staffId, id));
  return {
    id: Number(staff.id),
    name: staff.name,
    phone: staff.phone,
    enabled: staff.status === 1,
    pointIds: served.map((s) => Number(s.pointId)),
    async pointName(pointId) {
      const [point] = await db
        .select({ name: recyclePoints.name })
        .from(recyclePoints)
        .where(eq(recyclePoints.id, pointId));
      return point?.name ?? String(pointId);
    },
  };
}
