import {
  type AddonDemoContext,
  addonSettings,
  balanceOf,
  members,
  recordStep,
  type StoreDb,
  type StoreInsert,
} from '@yanye/addon-kit/server';
import { asc, eq } from 'drizzle-orm';
import type { UtilityKind } from '../contract';
import { pay, takeProviderState } from './order.service';
import { ENTITY } from './order.view';
import { utilityOrders, utilityProducts } from './tables';

const DAY = 86_400;
const HOUR = 3_600;

/** What the demo store sells: the provider's product codes, face values and the store's prices (cents). */
const PRODUCTS: readonly StoreInsert<typeof utilityProducts>[] = [
  {
    kind: 'electric',
    brand: 'state_grid',
    name: '国家电网电费 100 元',
    faceValue: 10_000,
    price: 10_000,
    providerCode: 'SGCC100',
    sort: 30,
  },
  {
    kind: 'electric',
    brand: 'state_grid',
    name: '国家电网电费 200 元',
    faceValue: 20_000,
    price: 20_000,
    providerCode: 'SGCC200',
    sort: 29,
  },
  {
    kind: 'electric',
    brand: 'state_grid',
    name: '国家电网电费 500 元',
    faceValue: 50_000,
    price: 50_000,
    providerCode: 'SGCC500',
    sort: 28,
  },
  {
    kind: 'electric',
    brand: 'csg',
    name: '南方电网电费 100 元',
    faceValue: 10_000,
    price: 10_000,
    providerCode: 'CSG100',
    sort: 27,
    status: 0,
  },
  {
    kind: 'petrol',
    brand: 'sinopec',
    name: '中石化加油卡 100 元',
    faceValue: 10_000,
    price: 9_980,
    providerCode: 'SINOPEC100',
    sort: 20,
  },
  {
    kind: 'petrol',
    brand: 'sinopec',
    name: '中石化加油卡 500 元',
    faceValue: 50_000,
    price: 49_900,
    providerCode: 'SINOPEC500',
    sort: 19,
  },
  {
    kind: 'petrol',
    brand: 'sinopec',
    name: '中石化加油卡 1000 元',
    faceValue: 100_000,
    price: 99_800,
    providerCode: 'SINOPEC1000',
    sort: 18,
  },
  {
    kind: 'petrol',
    brand: 'petrochina',
    name: '中石油加油卡 500 元',
    faceValue: 50_000,
    price: 49_900,
    providerCode: 'CNPC500',
    sort: 17,
  },
  {
    kind: 'mobile',
    brand: 'china_mobile',
    name: '移动话费 30 元',
    faceValue: 3_000,
    price: 2_990,
    providerCode: 'CMCC30',
    sort: 10,
  },
  {
    kind: 'mobile',
    brand: 'china_mobile',
    name: '移动话费 50 元',
    faceValue: 5_000,
    price: 4_980,
    providerCode: 'CMCC50',
    sort: 9,
  },
  {
    kind: 'mobile',
    brand: 'china_mobile',
    name: '移动话费 100 元',
    faceValue: 10_000,
    price: 9_950,
    providerCode: 'CMCC100',
    sort: 8,
  },
  {
    kind: 'mobile',
    brand: 'china_unicom',
    name: '联通话费 50 元',
    faceValue: 5_000,
    price: 4_980,
    providerCode: 'CUCC50',
    sort: 7,
  },
  {
    kind: 'mobile',
    brand: 'china_telecom',
    name: '电信话费 50 元',
    faceValue: 5_000,
    price: 4_980,
    providerCode: 'CTCC50',
    sort: 6,
  },
];

type Outcome = 'success' | 'failed' | 'submitted' | 'audit';

/** The demo's orders: product code, how it ended, days ago; the member and the account are picked in turn. */
const ORDERS: readonly [string, Outcome, number][] = [
  ['CMCC50', 'success', 28],
  ['SGCC100', 'success', 26],
  ['CMCC100', 'success', 24],
  ['SINOPEC100', 'success', 22],
  ['CUCC50', 'failed', 20],
  ['SGCC200', 'success', 18],
  ['CMCC30', 'success', 15],
  ['SINOPEC500', 'success', 13],
  ['CTCC50', 'success', 11],
  ['SGCC100', 'failed', 9],
  ['CMCC50', 'success', 7],
  ['CNPC500', 'success', 5],
  ['SGCC100', 'success', 3],
  ['CMCC100', 'success', 2],
  ['SINOPEC1000', 'audit', 1],
  ['SGCC500', 'audit', 0],
  ['CMCC50', 'submitted', 0],
];

const FAILURES = ['号码已停机，运营商拒绝充值', '户号不存在或已销户'];

/**
 * The utility add-on of a demo store: the products it sells, its provider setup (an app key the local receiver
 * knows it by), and a month of top-ups placed by the admin for members with money in their balance: most
 * topped up, two failed and refunded, one still with the provider and two waiting for review. Every payment
 * and refund is booked through the ledger, every step kept in the order's history.
 */
export async function seedUtility(db: StoreDb, { now, adminId }: AddonDemoContext): Promise<void> {
  await db
    .update(addonSettings)
    .set({ values: { app_key: `YY${db.supplierId}DEMO` } })
    .where(eq(addonSettings.key, 'utility'));
  const products = await db
    .insert(utilityProducts)
    .values(PRODUCTS.map((p) => ({ ...p, createdAt: now - 40 * DAY, updatedAt: now - 40 * DAY })))
    .returning();
  const byCode = new Map(products.map((p) => [p.providerCode, p]));
  const people = await db
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(eq(members.status, 1))
    .orderBy(asc(members.id));
  let turn = 0;
  for (const [i, [code, outcome, daysAgo]] of ORDERS.entries()) {
    const product = byCode.get(code)!;
    const at = now - daysAgo * DAY - (2 + (i % 7)) * HOUR;
    const member = await payer(db, people, product.price, () => turn++);
    if (!member) continue;
    const account = accountFor(product.kind, member.phone, i);
    const no = `JF${new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '')}-${String(9000 + i)}`;
    const [row] = await db
      .insert(utilityOrders)
      .values({
        orderNo: no,
        kind: product.kind,
        productId: product.id,
        productName: product.name,
        providerCode: product.providerCode,
        memberId: member.id,
        account,
        faceValue: product.faceValue,
        amount: product.price,
        state: outcome === 'audit' ? 'audit' : 'pending',
        auditReason: outcome === 'audit' ? 'amount' : '',
        createdBy: adminId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const who = { accountId: adminId, now: at };
    await pay(db, row!, who);
    await recordStep(db, {
      entity: ENTITY,
      recordId: row!.id,
      step: 'create',
      to: row!.state,
      accountId: adminId,
      at,
    });
    if (outcome === 'audit') continue;
    const orderId = `${no.replace(/\D/g, '')}${String(100 + i)}`;
    const system = (offset: number) => ({ accountId: null, now: at + offset });
    const sent = await takeProviderState(
      db,
      row!,
      { state: 'processing', orderId, description: '' },
      system(3),
    );
    if (outcome === 'submitted') continue;
    await takeProviderState(
      db,
      sent,
      {
        state: outcome,
        orderId,
        description: outcome === 'failed' ? FAILURES[i % FAILURES.length]! : '充值成功',
      },
      system(outcome === 'failed' ? 1_800 : 240),
    );
  }
}

/** The next active member (in turn) with enough in their balance. */
async function payer(
  db: StoreDb,
  people: readonly { id: number; phone: string }[],
  price: number,
  next: () => number,
) {
  for (let tries = 0; tries < people.length; tries++) {
    const m = people[next() % people.length]!;
    if ((await balanceOf(db, { kind: 'rmb', memberId: m.id })) >= price) return m;
  }
  return undefined;
}

/** A meter number, a fuel card number, or the member's own phone. */
function accountFor(kind: UtilityKind, phone: string, i: number): string {
  if (kind === 'mobile') return phone;
  if (kind === 'electric') return `31${String(40_000_000 + i * 7_919).padStart(8, '0')}`;
  return `100011${String(3_200_000_000_000 + i * 104_729).padStart(13, '0')}`;
}
