import { createHash, timingSafeEqual } from 'node:crypto';
import {
  defineCallback,
  flowEvents,
  orders,
  parseDateTime,
  recordStep,
  type ShipContext,
  type StoreDb,
  section,
} from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { waybill } from '../addon';
import { courierByCom } from './couriers';
import { accountOf, PUSH_OK, platformSign, pushRefused, TrackingPush } from './service';
import { type WaybillState, waybillRecords } from './tables';

const r = waybillRecords;
const ENTITY = 'WaybillRecord';
/** The platform writes Beijing time. */
const PLATFORM_ZONE = 'Asia/Shanghai';

/** The parcel's state by the platform's state code. */
const BY_CODE: Readonly<Record<string, WaybillState>> = {
  '0': 'transit',
  '1': 'collected',
  '2': 'problem',
  '3': 'signed',
  '4': 'returned',
  '5': 'delivering',
  '6': 'returned',
  '7': 'transit',
  '8': 'transit',
  '14': 'problem',
};

/** A checkpoint's state by the word the platform gives it. */
const BY_WORD: Readonly<Record<string, WaybillState>> = {
  揽收: 'collected',
  在途: 'transit',
  转投: 'transit',
  清关: 'transit',
  派件: 'delivering',
  签收: 'signed',
  疑难: 'problem',
  拒签: 'problem',
  退回: 'returned',
  退签: 'returned',
};

/** Whether the push carries the platform's signature with the store's key and customer. */
function signed(
  raw: Buffer,
  header: (name: string) => string | undefined,
  settings: Parameters<typeof accountOf>[0],
) {
  const { customer, key } = accountOf(settings);
  const given = header('sign') ?? '';
  if (customer === '' || given.length !== 32) return false;
  const expected = platformSign(raw.toString('utf8'), key, customer);
  return timingSafeEqual(Buffer.from(given.toUpperCase()), Buffer.from(expected));
}

/**
 * Books a push: each checkpoint not seen before becomes a `Track` step of the waybill's history, and the
 * waybill takes the parcel's state and latest checkpoint unless it already holds a later one. A parcel the
 * courier has collected ships its order if that still waits (the courier's scan is the proof). A number that
 * is not the store's is answered and left: the platform pushes for every parcel of the account.
 */
export async function applyTracking(db: StoreDb, push: TrackingPush, now: number, timeZone: string) {
  const { nu, com, state, data } = push.lastResult;
  const courier = courierByCom(com);
  const [rec] = await db
    .select()
    .from(r)
    .where(and(eq(r.waybillNo, nu), courier ? eq(r.cpCode, courier.code) : undefined))
    .for('update');
  if (!rec) return { waybill_no: nu, booked: 0, known: false };

  const seen = await db
    .select({ note: flowEvents.note, at: flowEvents.createdAt })
    .from(flowEvents)
    .where(and(eq(flowEvents.entity, ENTITY), eq(flowEvents.recordId, rec.id), eq(flowEvents.step, 'Track')));
  const keyOf = (at: number, note: string) => `${at}|${note}`;
  const known = new Set(seen.map((s) => keyOf(Number(s.at), s.note)));
  const points = data
    .map((p) => ({ ...p, at: parseDateTime(p.time, PLATFORM_ZONE) ?? now }))
    .sort((a, b) => a.at - b.at);
  const latest = points[points.length - 1]!;
  const current = rec.lastTrackAt === null || latest.at >= rec.lastTrackAt;
  const target: WaybillState =
    rec.status === 'voided' || !current ? rec.status : (BY_CODE[state] ?? rec.status);

  let from: WaybillState = rec.status;
  let booked = 0;
  for (const p of points) {
    const k = keyOf(p.at, p.context);
    if (known.has(k)) continue;
    known.add(k);
    const isLatest = p === latest;
    const to: WaybillState = isLatest
      ? target
      : rec.status === 'voided' || !current
        ? from
        : (BY_WORD[p.status ?? ''] ?? from);
    await recordStep(db, {
      entity: ENTITY,
      recordId: rec.id,
      step: 'Track',
      from,
      to,
      note: p.context,
      data: { area: p.areaName ?? '', status: p.status ?? '' },
      accountId: null,
      at: p.at,
    });
    from = to;
    booked++;
  }
  if (booked === 0 && (target === rec.status || !current)) return { waybill_no: nu, booked, known: true };

  if (rec.status === 'issued' && target !== 'issued') await shipIfWaiting(db, rec, { now, timeZone });
  await db
    .update(r)
    .set(current ? { status: target, lastTrack: latest.context, lastTrackAt: latest.at } : { status: target })
    .where(eq(r.id, rec.id));
  return { waybill_no: nu, booked, known: true, status: target };
}

/** Ships the waybill's order with it when the order still waits to ship. */
async function shipIfWaiting(db: StoreDb, rec: typeof r.$inferSelect, ctx: ShipContext): Promise<void> {
  const [order] = await db
    .select({ status: orders.orderStatus, mode: orders.freightMode })
    .from(orders)
    .where(eq(orders.id, rec.orderId))
    .for('update');
  if (order?.status !== 'pay' || order.mode !== 1) return;
  await section(waybill, 'retail').ship(db, rec.orderId, { company: rec.company, no: rec.waybillNo }, ctx);
}

/** `POST /callback/addons/waybill/<store>/tracking`: the platform's tracking push, booked once per content. */
export const trackingCallback = defineCallback<TrackingPush>({
  name: 'tracking',
  verify: signed,
  schema: TrackingPush,
  eventKey(push) {
    const { com, nu, state, data } = push.lastResult;
    const digest = createHash('sha1')
      .update(data.map((p) => `${p.time}|${p.context}`).join('\n'))
      .digest('hex')
      .slice(0, 20);
    return `${com}:${nu}:${state}:${digest}`;
  },
  handle: applyTracking,
  ack: () => PUSH_OK,
  nack: pushRefused,
});
