import {
  Answer,
  AppError,
  badAnswer,
  badInput,
  conflict,
  orderLines,
  orders,
  readServiceSettings,
  recordStep,
  serviceRoute,
  suppliers,
  type UserContext,
} from '@yanye/addon-kit/server';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { type WaybillIssued, waybillApply } from '../contract';
import { openKey } from './auth.resource';
import { type Courier, courierByCode } from './couriers';
import { accountOf, OrderAnswer, type OrderParam, waybillService } from './service';
import { waybillAuths, waybillRecords } from './tables';
import { WAYBILL_LOG, WAYBILL_MESSAGES } from './texts';

const r = waybillRecords;

const issuedOf = (row: typeof r.$inferSelect): WaybillIssued => ({
  id: row.id,
  order_id: row.orderId,
  order_sn: row.orderSn,
  company: row.company,
  cp_code: row.cpCode,
  waybill_no: row.waybillNo,
  bulkpen: row.bulkpen,
  sorting_code: row.sortingCode,
  package_center: row.packageCenter,
});

interface Plan {
  readonly order: { id: number; sn: string };
  readonly auth: { id: number; company: string };
  readonly courier: Courier;
  readonly partnerKey: string;
  readonly param: OrderParam;
}

/** The order, checked to be a paid delivery order without a waybill that is not voided. */
async function orderToShip({ db }: UserContext, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError('NOT_FOUND', WAYBILL_MESSAGES.noOrder);
  if (order.freightMode !== 1 || order.orderStatus !== 'pay')
    throw conflict(WAYBILL_MESSAGES.orderNotToShip, { sn: order.orderSn });
  const [live] = await db
    .select()
    .from(r)
    .where(and(eq(r.orderId, id), ne(r.status, 'voided')));
  if (live)
    throw conflict(WAYBILL_MESSAGES.orderHasWaybill, {
      sn: order.orderSn,
      company: live.company,
      no: live.waybillNo,
    });
  if (!order.buyerName.trim() || !order.buyerPhone.trim() || order.address.trim().length < 4)
    throw badInput(WAYBILL_MESSAGES.noReceiver, { sn: order.orderSn });
  return order;
}

/** What the order holds, in a line: the first goods and how many kinds more. */
async function cargoOf({ db }: UserContext, orderId: number): Promise<{ cargo: string; kinds: number }> {
  const lines = await db
    .select({ name: orderLines.goodsName })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const first = lines[0]?.name ?? '';
  const cargo = lines.length > 1 ? `${first} 等${lines.length}种` : first;
  return { cargo: cargo.slice(0, 60), kinds: lines.length };
}

/** The sender on the label: the add-on's settings, else the store's contact, phone and address. */
async function senderOf({ db }: UserContext, values: Readonly<Record<string, unknown>>) {
  const [store] = await db
    .select({
      name: suppliers.contactName,
      store: suppliers.storeName,
      phone: suppliers.phone,
      address: suppliers.address,
    })
    .from(suppliers)
    .where(eq(suppliers.id, db.supplierId));
  const pick = (setting: string, fallback: string) => String(values[setting] ?? '').trim() || fallback.trim();
  const sender = {
    name: pick('sender_name', store?.name || store?.store || ''),
    mobile: pick('sender_phone', store?.phone ?? ''),
    printAddr: pick('sender_address', store?.address ?? ''),
  };
  if (!sender.name || !sender.mobile || sender.printAddr.length < 4)
    throw badInput(WAYBILL_MESSAGES.noSender);
  return sender;
}

/**
 * `POST WaybillApply`: draws a waybill number for an order to ship. The order id sent is the order's number
 * (with `-2`, `-3` after voided waybills), which the platform dedupes by: a retry after a timeout, or the same
 * request made again, answers the same number, so the call is retried like a read.
 */
export const applyRoute = serviceRoute(waybillApply, waybillService, {
  async plan(ctx, { body }) {
    const { db, deps } = ctx;
    const order = await orderToShip(ctx, body.order_id);
    const [auth] = await db.select().from(waybillAuths).where(eq(waybillAuths.id, body.auth_id));
    if (!auth) throw new AppError('NOT_FOUND', WAYBILL_MESSAGES.noAccount);
    const name = `${auth.company} ${auth.partnerId}`;
    if (auth.status !== 1) throw conflict(WAYBILL_MESSAGES.accountStopped, { name });
    if (!auth.partnerKey) throw conflict(WAYBILL_MESSAGES.noKey, { name });
    const courier = courierByCode(auth.cpCode);
    if (!courier) throw badInput(WAYBILL_MESSAGES.unknownCourier, { company: auth.company });
    const settings = await readServiceSettings(db, deps, waybillService.key);
    if (!accountOf(settings).customer) throw badInput(WAYBILL_MESSAGES.noCustomer);
    const [{ voided = 0 } = {}] = await db.select({ voided: count() }).from(r).where(eq(r.orderId, order.id));
    const { cargo } = await cargoOf(ctx, order.id);
    const kg = body.weight ?? Number(settings.values.default_weight ?? 1);
    const base = deps.config.PUBLIC_URL ?? deps.selfUrl() ?? '';
    const partnerKey = openKey(auth.partnerKey, deps.sealKey);
    const param: OrderParam = {
      kuaidicom: courier.com,
      partnerId: auth.partnerId,
      partnerKey,
      net: auth.branchCode,
      code: auth.monthlyAccount,
      orderId: voided === 0 ? order.orderSn : `${order.orderSn}-${voided + 1}`,
      sendMan: await senderOf(ctx, settings.values),
      recMan: {
        name: order.buyerName.trim(),
        mobile: order.buyerPhone.trim(),
        printAddr: order.address.trim(),
      },
      cargo,
      count: 1,
      weight: Math.round(kg * 100) / 100,
      remark: body.remark ?? '',
      payType: courier.direct ? 'MONTHLY' : 'SHIPPER',
      expType: '标准快递',
      needSubscribe: true,
      pollCallBackUrl: `${base}/callback/addons/waybill/${db.supplierId}/tracking`,
    };
    return {
      order: { id: order.id, sn: order.orderSn },
      auth: { id: auth.id, company: auth.company },
      courier,
      partnerKey,
      param,
    };
  },
  async call(client, plan: Plan) {
    const answer = await client.call({
      op: 'order',
      method: 'POST',
      path: '/label/order',
      json: plan.param,
      idempotent: true,
      secrets: plan.partnerKey ? [plan.partnerKey] : [],
    });
    const parsed = OrderAnswer.safeParse(answer);
    const bad = (detail: string) => badAnswer(waybillService, client, detail);
    if (!parsed.success) throw bad('no waybill number in the answer');
    const no = parsed.data.data.kuaidinum;
    if (!plan.courier.number.test(no)) throw bad(`${no} is no ${plan.courier.code} waybill number`);
    return parsed.data.data;
  },
  async book(ctx, _input, plan, got) {
    const { db, deps, principal } = ctx;
    const now = deps.now();
    const p = plan.param;
    const [made] = await db
      .insert(r)
      .values({
        orderId: plan.order.id,
        orderSn: plan.order.sn,
        authId: plan.auth.id,
        company: plan.auth.company,
        cpCode: plan.courier.code,
        waybillNo: got.kuaidinum,
        requestNo: p.orderId,
        taskId: got.taskId,
        bulkpen: got.bulkpen,
        sortingCode: got.sortingCode,
        packageCenter: got.pkgName,
        senderName: p.sendMan.name,
        senderPhone: p.sendMan.mobile,
        senderAddress: p.sendMan.printAddr,
        receiverName: p.recMan.name,
        receiverPhone: p.recMan.mobile,
        receiverAddress: p.recMan.printAddr,
        cargo: p.cargo,
        weight: Math.round(p.weight * 1000),
        remark: p.remark,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!made) {
      // Two requests for one order raced: the platform answered both the same number, which is kept once.
      const [live] = await db
        .select()
        .from(r)
        .where(and(eq(r.orderId, plan.order.id), ne(r.status, 'voided')));
      if (live?.waybillNo === got.kuaidinum)
        return new Answer(issuedOf(live), WAYBILL_MESSAGES.issued, {
          company: live.company,
          no: live.waybillNo,
        });
      throw conflict(WAYBILL_MESSAGES.otherNumber, {
        sn: plan.order.sn,
        company: live?.company ?? '',
        no: live?.waybillNo ?? '',
      });
    }
    await recordStep(db, {
      entity: 'WaybillRecord',
      recordId: made.id,
      step: 'Issue',
      to: 'issued',
      note: [made.company, made.waybillNo, made.bulkpen, made.sortingCode].filter(Boolean).join(' · '),
      accountId: principal.accountId,
      at: now,
    });
    return new Answer(issuedOf(made), WAYBILL_MESSAGES.issued, { company: made.company, no: made.waybillNo });
  },
  audit: (_input, result: WaybillIssued) => ({
    target: String(result.id),
    object: 'WaybillRecord',
    objectName: result.waybill_no,
    said: {
      text: WAYBILL_LOG.issued,
      params: { sn: result.order_sn, company: result.company, no: result.waybill_no },
    },
  }),
});

/** Paid delivery orders still to ship without a waybill: what the apply screen picks from. */
export const toShipWithoutWaybill = and(
  eq(orders.freightMode, 1),
  eq(orders.orderStatus, 'pay'),
  sql`not exists (select 1 from ${r} where ${r.orderId} = ${orders.id} and ${r.status} <> 'voided')`,
);
