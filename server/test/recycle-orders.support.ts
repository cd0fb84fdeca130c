import { flowEvents, members, type StoreDb, withStore } from '@yanye/framework/server';
import type { Client, Reply, TestApp } from '@yanye/framework/testing';
import { API, type OrderDetail, type QuoteSheet, type RecycleOrderState } from '@yanye/protocol';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  recycleOrders,
  recyclePoints,
  recycleStaff,
  recycleStaffPoints,
} from '../src/resources/recycle/tables';

/** The recycling orders' tests' shared calls: orders made and moved through the API, facts read by SQL. */

export const ORDER = '/v1/seller/recycle/RecycleOrder';
export const PHOTO = '/uploads/demo/cover.png';

/** What a call answered, once it is known to have succeeded. */
export function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

/** What each step asks for, in a call that would pass. */
export function stepInput(step: string, staffId: number): Record<string, unknown> {
  const inputs: Record<string, Record<string, unknown>> = {
    Assign: { staff_id: staffId },
    Collect: { note: '已取货' },
    Inspect: { inspected_total: 12_300, photos: [PHOTO], note: '外观完好' },
    Confirm: {},
    Pay: {},
    Cancel: { note: '会员改约' },
    Return: { note: '会员不接受质检价' },
  };
  return inputs[step] ?? {};
}

/** The steps that take a new order to each state. */
export const PATHS: Readonly<Record<RecycleOrderState, readonly string[]>> = {
  submitted: [],
  assigned: ['Assign'],
  collected: ['Assign', 'Collect'],
  inspected: ['Assign', 'Collect', 'Inspect'],
  confirmed: ['Assign', 'Collect', 'Inspect', 'Confirm'],
  paid: ['Assign', 'Collect', 'Inspect', 'Confirm', 'Pay'],
  cancelled: ['Cancel'],
  returned: ['Assign', 'Collect', 'Inspect', 'Return'],
};

/** The transitions the flow allows: step → the states it may be taken from (and where it leads). */
export const ALLOWED: readonly (readonly [string, RecycleOrderState, RecycleOrderState])[] = [
  ['Assign', 'submitted', 'assigned'],
  ['Assign', 'assigned', 'assigned'],
  ['Collect', 'assigned', 'collected'],
  ['Inspect', 'collected', 'inspected'],
  ['Confirm', 'inspected', 'confirmed'],
  ['Pay', 'confirmed', 'paid'],
  ['Cancel', 'submitted', 'cancelled'],
  ['Cancel', 'assigned', 'cancelled'],
  ['Return', 'inspected', 'returned'],
];

export const STEPS = ['Assign', 'Collect', 'Inspect', 'Confirm', 'Pay', 'Cancel', 'Return'] as const;

/** The demo store's recycling facts an order needs: a leaf to quote, a point with two collectors, a member. */
export interface Fixture {
  readonly store: number;
  readonly sheet: QuoteSheet;
  /** One answer per question that must be answered (or takes one): a quote that passes. */
  readonly answers: number[];
  readonly brandId: number;
  readonly pointId: number;
  readonly staff: readonly [number, number];
  /** A collector at work who does not serve the point; one not at work. */
  readonly elsewhere: number;
  readonly away: number;
}

export async function fixture(t: TestApp, admin: Client): Promise<Fixture> {
  const store = Number(admin.suid);
  const leaves = data(await admin.get<{ value: number }[]>(API.recycle.categoryOptions.path, { leaf: '1' }));
  let sheet: QuoteSheet | undefined;
  for (const leaf of leaves) {
    const s = data(await admin.get<QuoteSheet>(API.recycle.quoteSheet.path, { category_id: leaf.value }));
    if (s.questions.some((q) => q.required) && s.brands.length > 0 && s.category.base_price > 0) {
      sheet = s;
      break;
    }
  }
  if (!sheet) throw new Error('the demo store has no leaf with a required question');
  const answers = sheet.questions
    .filter((q) => q.required || q.type === 'single')
    .map((q) => q.answers[0]!.id);
  const facts = await withStore(t.database.db, store, async (db) => {
    const crew = await db
      .select({ staff: recycleStaff.id, point: recycleStaffPoints.pointId, status: recycleStaff.status })
      .from(recycleStaffPoints)
      .innerJoin(recycleStaff, eq(recycleStaff.id, recycleStaffPoints.staffId))
      .innerJoin(recyclePoints, eq(recyclePoints.id, recycleStaffPoints.pointId))
      .where(eq(recyclePoints.status, 1))
      .orderBy(asc(recycleStaffPoints.pointId), asc(recycleStaff.id));
    const working = crew.filter((c) => c.status === 1);
    const byPoint = new Map<number, number[]>();
    for (const c of working)
      byPoint.set(Number(c.point), [...(byPoint.get(Number(c.point)) ?? []), Number(c.staff)]);
    const [pointId, served] = [...byPoint.entries()].find(([, ids]) => ids.length >= 2)!;
    const elsewhere = working.find((c) => !served.includes(Number(c.staff)))!;
    const [away] = await db
      .select({ id: recycleStaff.id })
      .from(recycleStaff)
      .where(eq(recycleStaff.status, 0));
    return { pointId, served, elsewhere: Number(elsewhere.staff), away: Number(away!.id) };
  });
  return {
    store,
    sheet,
    answers,
    brandId: sheet.brands[0]!.id,
    pointId: facts.pointId,
    staff: [facts.served[0]!, facts.served[1]!],
    elsewhere: facts.elsewhere,
    away: facts.away,
  };
}

/** A new member of the store (no addresses, no wallet rows). */
export async function newMember(t: TestApp, store: number, phone: string): Promise<number> {
  const [m] = await withStore(t.database.db, store, (db) =>
    db
      .insert(members)
      .values({ phone, nickName: `测试会员${phone.slice(-4)}` })
      .returning({ id: members.id }),
  );
  return m!.id;
}

/** An order's Save body at the fixture's point, one item quoted with the fixture's answers. */
export function pointOrder(f: Fixture, memberId: number, more: Record<string, unknown> = {}) {
  return {
    member_id: memberId,
    mode: 'point',
    point_id: f.pointId,
    items: [{ category_id: f.sheet.category.id, brand_id: f.brandId, answer_ids: f.answers, qty: 2 }],
    ...more,
  };
}

/** Makes an order and takes it to `state` through the steps' calls. */
export async function orderIn(admin: Client, f: Fixture, memberId: number, state: RecycleOrderState) {
  const { id } = data(await admin.post<{ id: number }>(`${ORDER}Save`, pointOrder(f, memberId)));
  for (const step of PATHS[state])
    data(await admin.post(`${ORDER}${step}`, { id, ...stepInput(step, f.staff[0]) }));
  return id;
}

export const detail = async (admin: Client, id: number) =>
  data(await admin.get<OrderDetail>(API.recycleOrder.orderDetail.path, { id }));

/** The order's row and how many history rows it has, for "nothing changed". */
export async function stored(t: TestApp, store: number, id: number) {
  return withStore(t.database.db, store, async (db: StoreDb) => {
    const [row] = await db.select().from(recycleOrders).where(eq(recycleOrders.id, id));
    const [h] = await db
      .select({ n: count() })
      .from(flowEvents)
      .where(and(eq(flowEvents.entity, 'RecycleOrder'), eq(flowEvents.recordId, id)));
    return { row, history: h!.n };
  });
}
