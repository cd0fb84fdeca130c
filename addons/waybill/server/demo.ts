import {
  type AddonDemoContext,
  addonSettings,
  orderLines,
  orders,
  recordStep,
  type StoreDb,
  suppliers,
} from '@yanye/addon-kit/server';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Courier, courierByCode } from './couriers';
import { routeOf, stableDigits } from './routing';
import { type WaybillState, waybillAuths, waybillRecords } from './tables';

const HOUR = 3_600;

/**
 * The demo store's courier accounts and its last parcels: SF and ZTO in use (their keys are the merchant's to
 * type in: the demo cannot seal one), JD in use, YTO stopped; the newest shipped delivery orders went out with
 * waybills whose tracking reached each stage, and the two oldest orders waiting have numbers drawn for pick-up.
 */
export async function seedWaybill(db: StoreDb, { now }: AddonDemoContext): Promise<void> {
  // The store's Kuaidi100 account: the customer is plain, the key a secret the merchant types in.
  await db
    .update(addonSettings)
    .set({ values: { customer: `XY${String(db.supplierId).padStart(4, '0')}KD100` } })
    .where(eq(addonSettings.key, 'waybill'));
  const made = now - 120 * 24 * HOUR;
  const auths = await db
    .insert(waybillAuths)
    .values([
      {
        company: '顺丰速运',
        cpCode: 'SF',
        partnerId: '0371045123',
        monthlyAccount: '3710451230',
        remark: '郑州金水月结',
        createdAt: made,
        updatedAt: made,
      },
      {
        company: '中通快递',
        cpCode: 'ZTO',
        partnerId: 'ZT371A0088',
        branchCode: '37101',
        remark: '金水一部网点',
        createdAt: made,
        updatedAt: made,
      },
      {
        company: '京东物流',
        cpCode: 'JD',
        partnerId: 'JD020371XY',
        monthlyAccount: '020K371880',
        createdAt: made,
        updatedAt: made,
      },
      {
        company: '圆通速递',
        cpCode: 'YTO',
        partnerId: 'YT3710266',
        branchCode: '37126',
        status: 0,
        remark: '已改用中通',
        createdAt: made,
        updatedAt: made,
      },
    ])
    .returning({ id: waybillAuths.id, cpCode: waybillAuths.cpCode, company: waybillAuths.company });
  const [store] = await db
    .select({ name: suppliers.contactName, phone: suppliers.phone, address: suppliers.address })
    .from(suppliers)
    .where(eq(suppliers.id, db.supplierId));
  if (!store) return;
  const sender = {
    senderName: store.name || '发货部',
    senderPhone: store.phone,
    senderAddress: store.address,
  };

  const shipped = await db
    .select()
    .from(orders)
    .where(and(eq(orders.freightMode, 1), eq(orders.orderStatus, 'send'), isNotNull(orders.sendTime)))
    .orderBy(desc(orders.sendTime))
    .limit(6);
  const waiting = await db
    .select()
    .from(orders)
    .where(and(eq(orders.freightMode, 1), eq(orders.orderStatus, 'pay')))
    .orderBy(asc(orders.payTime))
    .limit(2);
  const cargo = await cargoByOrder(
    db,
    [...shipped, ...waiting].map((o) => o.id),
  );

  const use = [auths[0]!, auths[1]!, auths[2]!];
  for (const [i, order] of [...shipped, ...waiting].entries()) {
    const auth = use[i % use.length]!;
    const courier = courierByCode(auth.cpCode)!;
    const sent = order.orderStatus === 'send';
    const drawnAt = sent ? order.sendTime! - 20 * 60 : Math.min(now - HOUR, (order.payTime ?? now) + 30 * 60);
    const seed = `demo|${db.supplierId}|${order.orderSn}`;
    const no = courier.make(stableDigits(seed).slice(7));
    const routing = routeOf(store.address, order.address, seed);
    const trail = sent ? trailOf(courier, routing.pkgName, order.sendTime!, now, i) : [];
    const last = trail[trail.length - 1];
    const [rec] = await db
      .insert(waybillRecords)
      .values({
        orderId: order.id,
        orderSn: order.orderSn,
        authId: auth.id,
        company: auth.company,
        cpCode: courier.code,
        waybillNo: no,
        requestNo: order.orderSn,
        taskId: stableDigits(`${seed}|task`).slice(0, 24),
        bulkpen: routing.bulkpen,
        sortingCode: routing.sortingCode,
        packageCenter: routing.pkgName,
        ...sender,
        receiverName: order.buyerName,
        receiverPhone: order.buyerPhone,
        receiverAddress: order.address,
        cargo: cargo.get(order.id) ?? '',
        weight: 1000 + (Number(stableDigits(seed).slice(0, 3)) % 20) * 250,
        status: last?.state ?? (sent ? 'shipped' : 'issued'),
        lastTrack: last?.text ?? '',
        lastTrackAt: last?.at ?? null,
        printCount: 1,
        printedAt: drawnAt + 60,
        createdAt: drawnAt,
        updatedAt: last?.at ?? drawnAt,
      })
      .returning({ id: waybillRecords.id });
    const note = [auth.company, no, routing.bulkpen, routing.sortingCode].join(' · ');
    const history = { entity: 'WaybillRecord', recordId: rec!.id, accountId: null };
    await recordStep(db, { ...history, step: 'Issue', to: 'issued', note, at: drawnAt });
    let from: WaybillState = 'issued';
    for (const p of trail) {
      await recordStep(db, {
        ...history,
        step: 'Track',
        from,
        to: p.state,
        note: p.text,
        data: { area: p.area, status: p.word },
        at: p.at,
      });
      from = p.state;
    }
    // The order went out with this waybill: it says so.
    if (sent)
      await db
        .update(orders)
        .set({ expressCompany: auth.company, expressNo: no })
        .where(eq(orders.id, order.id));
  }
}

/** A parcel's checkpoints from its collection, as far as the demo's now and `reach` (0 to 5) take it. */
function trailOf(courier: Courier, hub: string, sentAt: number, now: number, reach: number) {
  const steps: { state: WaybillState; word: string; area: string; after: number; text: string }[] = [
    {
      state: 'collected',
      word: '揽收',
      area: '郑州市',
      after: 0.5,
      text: `【郑州市】${courier.name} 已揽收，揽件员：王师傅 138****6620`,
    },
    {
      state: 'transit',
      word: '在途',
      area: '郑州市',
      after: 4,
      text: '【郑州市】快件已到达【郑州转运中心】，正发往下一站',
    },
    {
      state: 'transit',
      word: '在途',
      area: hub.replace('转运中心', ''),
      after: 14,
      text: `快件已到达【${hub}】，正在分拣`,
    },
    {
      state: 'delivering',
      word: '派件',
      area: hub.replace('转运中心', ''),
      after: 20,
      text: '快件正在派送中，派件员：李师傅，电话 139****2231',
    },
    {
      state: 'signed',
      word: '签收',
      area: hub.replace('转运中心', ''),
      after: 24,
      text: `已签收，签收人：本人。感谢使用${courier.name}，期待再次为您服务`,
    },
  ];
  return steps
    .slice(0, 1 + (reach % steps.length))
    .map((s) => ({ ...s, at: sentAt + Math.round(s.after * HOUR) }))
    .filter((s) => s.at < now);
}

async function cargoByOrder(db: StoreDb, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const lines = await db
    .select({ orderId: orderLines.orderId, name: orderLines.goodsName })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...ids]))
    .orderBy(asc(orderLines.id));
  const out = new Map<number, string[]>();
  for (const l of lines) out.set(Number(l.orderId), [...(out.get(Number(l.orderId)) ?? []), l.name]);
  return new Map(
    [...out].map(([id, names]) => [
      id,
      names.length > 1 ? `${names[0]} 等${names.length}种` : (names[0] ?? ''),
    ]),
  );
}
