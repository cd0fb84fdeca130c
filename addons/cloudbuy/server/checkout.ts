import {
  badInput,
  conflict,
  formatMoney,
  fromMilli,
  nextDocNo,
  qtyText,
  type SaveContext,
  type StoreDb,
  toMilli,
} from '@yanye/addon-kit/server';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { orderFlow } from './order.flow';
import { ensurePurchase } from './purchase';
import { checkQuantity } from './rules';
import { type CloudbuySettings, deliveryOf } from './settings';
import { cloudbuyCart, cloudbuyOffers, cloudbuyOrderLines, cloudbuyOrders } from './tables';
import { CLOUDBUY_MESSAGES } from './texts';

const c = cloudbuyCart;

/** The most one order may amount to, in cents, as the inventory's documents (docs.ts): ¥10,000,000,000. */
const MAX_AMOUNT = 1e12;
const o = cloudbuyOffers;

/** What a placed order answers: its number, and its purchase document's when one was made with it. */
export interface Placed {
  readonly id: number;
  readonly orderNo: string;
  readonly purchaseNo: string;
}

/** The offers of one supplying store: by the store, or by its name for an offer the platform named no store of. */
function sameSupplier(offer: { sourceSupplierId: number | null; supplierName: string }) {
  return offer.sourceSupplierId === null
    ? and(isNull(o.sourceSupplierId), eq(o.supplierName, offer.supplierName))
    : eq(o.sourceSupplierId, offer.sourceSupplierId);
}

/** The goods of an order in a few words, for its list: the first line, and how many kinds in all. */
function summaryOf(lines: readonly { name: string; qty: string; unit: string }[]): string {
  const [first] = lines;
  if (!first) return '';
  const head = `${first.name} ×${qtyText(first.qty)}${first.unit}`;
  return lines.length > 1 ? `${head} 等 ${lines.length} 种` : head;
}

/**
 * Places an order of the cart's lines of the supplying store of `offerId` (an order goes to one store, as its
 * purchase document names one vendor): each line at the offer's price now, within the offer's rules; the lines
 * leave the cart; the order starts its history as submitted and, if the settings say so, gets its purchase
 * document at once. The cart's lines are locked first, so of two check-outs of them one places the order and
 * the other finds them gone.
 */
export async function placeOrder(
  db: StoreDb,
  offerId: number,
  remark: string,
  ctx: SaveContext,
  settings: CloudbuySettings,
): Promise<Placed> {
  const [offer] = await db
    .select({ sourceSupplierId: o.sourceSupplierId, supplierName: o.supplierName })
    .from(o)
    .where(eq(o.id, offerId));
  const rows = offer
    ? await db
        .select({ cart: c, offer: o })
        .from(c)
        .innerJoin(o, eq(o.id, c.offerId))
        .where(sameSupplier(offer))
        .orderBy(asc(c.id))
        .for('update', { of: c })
    : [];
  if (!offer || rows.length === 0) throw conflict(CLOUDBUY_MESSAGES.cartEmpty);
  for (const r of rows) checkQuantity(r.offer, r.cart.qty);
  const lines = rows.map((r, seq) => ({
    seq,
    offerId: r.offer.id,
    name: r.offer.name,
    code: r.offer.code,
    spec: r.offer.spec,
    unit: r.offer.unit,
    price: r.offer.price,
    qty: r.cart.qty,
    amount: Math.round((toMilli(r.cart.qty) * r.offer.price) / 1000),
  }));
  const totalAmount = lines.reduce((n, l) => n + l.amount, 0);
  if (totalAmount > MAX_AMOUNT) throw badInput(CLOUDBUY_MESSAGES.tooMuch, { max: formatMoney(MAX_AMOUNT) });
  const delivery = await deliveryOf(db, settings);
  const [order] = await db
    .insert(cloudbuyOrders)
    .values({
      orderNo: await nextDocNo(db, 'YG', ctx),
      sourceSupplierId: offer.sourceSupplierId,
      supplierName: offer.supplierName,
      status: 'submitted',
      summary: summaryOf(lines),
      lineCount: lines.length,
      totalQty: fromMilli(lines.reduce((n, l) => n + toMilli(l.qty), 0)),
      totalAmount,
      ...delivery,
      remark,
      createdBy: ctx.accountId || null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const id = Number(order!.id);
  await db.insert(cloudbuyOrderLines).values(lines.map((l) => ({ ...l, docId: id })));
  await orderFlow.created(db, 'CloudbuyOrder', id, ctx.accountId, ctx.now);
  await db.delete(c).where(
    inArray(
      c.id,
      rows.map((r) => r.cart.id),
    ),
  );
  const purchase =
    settings.purchaseOn === 'submit' ? await ensurePurchase(db, order!, ctx, settings) : undefined;
  return { id, orderNo: order!.orderNo, purchaseNo: purchase?.no ?? '' };
}
