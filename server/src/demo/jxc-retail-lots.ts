import { docDay, goods, orderLines, orders, type StoreDb } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';
import { goodsMaterials } from '../resources/jxc/retail-tables';
import { shipOrder } from '../resources/retail/order.service';

// The demo's retail order by lot (docs/inventory.md, "Retail orders by lot"): the store's goods of the same name
// as a lot-tracked material are made of it (one bag a bag), and one delivery order of them ships from its lots,
// so the lot's recall reaches a retail buyer beside the outbound customers.

const HOUR = 3600;

export interface RetailLotDemo {
  readonly db: StoreDb;
  readonly material: { readonly id: unknown; readonly name: string };
  readonly house: { readonly id: unknown };
  readonly bags: number;
  /** When the buyer paid; the order ships two hours on. */
  readonly paidAt: number;
  readonly timeZone: string;
  readonly admin: number;
}

/** Links the goods to the material, and ships a paid order of `bags` of them from its lots. */
export async function shipRetailLots(s: RetailLotDemo): Promise<void> {
  const [item] = await s.db
    .select({ id: goods.id, name: goods.name, spec: goods.spec, unit: goods.unit, price: goods.price })
    .from(goods)
    .where(eq(goods.name, s.material.name))
    .limit(1);
  if (!item) return;
  await s.db.insert(goodsMaterials).values({
    goodsId: Number(item.id),
    materialId: Number(s.material.id),
    warehouseId: Number(s.house.id),
    perUnit: '1',
    createdAt: s.paidAt,
    updatedAt: s.paidAt,
  });
  const amount = Number(item.price) * s.bags;
  const [order] = await s.db
    .insert(orders)
    .values({
      orderSn: `${docDay(s.paidAt, s.timeZone)}${String(s.db.supplierId).padStart(2, '0')}900001`,
      buyerName: '周建国',
      buyerPhone: '13907551288',
      freightMode: 1,
      orderStatus: 'pay',
      goodsAmount: amount,
      payAmount: amount,
      address: '城东区酱菜厂 3 号仓',
      remark: '腌菜用，请尽快发货',
      payTime: s.paidAt,
      createdAt: s.paidAt - 300,
      updatedAt: s.paidAt,
    })
    .returning({ id: orders.id });
  await s.db.insert(orderLines).values({
    orderId: Number(order!.id),
    goodsId: Number(item.id),
    goodsName: item.name,
    spec: item.spec,
    unit: item.unit,
    price: Number(item.price),
    qty: String(s.bags),
    amount,
  });
  await shipOrder(
    s.db,
    Number(order!.id),
    { company: '顺丰速运', no: `SF${String(s.paidAt).slice(-10)}` },
    { now: s.paidAt + 2 * HOUR, timeZone: s.timeZone, accountId: s.admin },
  );
}
