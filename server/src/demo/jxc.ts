import type { CatalogPage } from '@yanye/catalog';
import {
  purchases,
  type ResourceDef,
  type SaveContext,
  StoreDb,
  type Tx,
  writeLines,
} from '@yanye/framework/server';
import { DEFAULT_TIME_ZONE } from '@yanye/protocol';
import { and, eq, gt } from 'drizzle-orm';
import { markAudited } from '../resources/jxc/audit';
import { auditInbound, unauditInbound } from '../resources/jxc/inbound.resource';
import { auditOutbound, outboundResource } from '../resources/jxc/outbound.resource';
import { purchaseResource, receivePurchase } from '../resources/jxc/purchase.resource';
import { purchaseApplyResource } from '../resources/jxc/purchase-apply.resource';
import { inbounds, purchaseApplies, stocks } from '../resources/jxc/tables';
import { seedJxcBasics } from './jxc-basics';
import { seedJxcLots } from './jxc-lots';

const DAY = 86_400;
/** The demo's documents are made and audited on the store's clock of the default zone. */
const DEMO_ZONE = DEFAULT_TIME_ZONE;

/**
 * The pages of the warehouse clerk (仓管员): the inventory section but its un-audits. Taking an audit back moves
 * stock, the ledger and the purchase orders again, so it stays with whoever answers for the books: the store's
 * admin, or a role the admin gives it.
 */
export const isClerkPage = (page: CatalogPage): boolean =>
  (page.path === '/inventory' || page.path.startsWith('/inventory/')) && !page.path.endsWith('/unaudit/:id');

/** A document made as the console makes it: its lines worked out by the resource, its number issued. */
async function makeDoc(
  db: StoreDb,
  def: ResourceDef,
  values: Record<string, unknown>,
  lines: Record<string, unknown>[],
  ctx: SaveContext,
): Promise<number> {
  const prepared = await def.lines!.prepare(db, lines, ctx);
  const header = await def.beforeSave!(db, values, undefined, ctx);
  const [row] = await db
    .insert(def.table)
    .values({ ...header, ...prepared.header, createdAt: ctx.now, updatedAt: ctx.now } as never)
    .returning({ id: def.table.id });
  const id = Number(row!.id);
  await writeLines(def.lines!, db, id, prepared.lines, false);
  return id;
}

/**
 * Basic data (jxc-basics.ts) and two months of inventory documents for a demo store, posted through the same
 * functions the console's audit buttons run, so the stock and its ledger agree as they would in use.
 */
export async function seedJxc(
  tx: Tx,
  supplierId: number,
  industry: 'salt' | 'grain',
  people: { admin: number; clerk?: number },
  rand: () => number,
  now: number,
): Promise<void> {
  const db = new StoreDb(tx, supplierId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const ctxAt = (at: number): SaveContext => ({
    now: at,
    accountId: people.admin,
    lang: 'zh',
    timeZone: DEMO_ZONE,
  });
  const { made, houses, purchasing, vendors, buyers } = await seedJxcBasics(
    tx,
    supplierId,
    industry,
    people,
    rand,
    now,
  );

  // Lot-tracked materials take no part in the random documents below: their inbound lines need a lot and
  // production date, and their outbounds leave by expiry. jxc-lots.ts gives them documents of their own.
  const plain = made.filter((m) => m.lotTracked === 0);
  const isPlain = new Set(plain.map((m) => Number(m.id)));

  const lineOf = (m: (typeof made)[number], qty: number) => ({
    materialId: Number(m.id),
    unitId: Number(m.unitId),
    qty: qty.toFixed(3),
    price: Number(m.price),
    remark: '',
  });

  // Purchase requests, a few still waiting.
  for (let i = 0; i < 6; i++) {
    const at = now - (55 - i * 9) * DAY;
    const id = await makeDoc(
      db,
      purchaseApplyResource,
      {
        deptId: Number(purchasing!.id),
        applicant: pick(['吴涛', '周敏', '马超']),
        expectedAt: at + 7 * DAY,
        remark: '',
      },
      Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        lineOf(pick(made), 20 + Math.floor(rand() * 80)),
      ),
      ctxAt(at),
    );
    if (i < 4) await markAudited(db, purchaseApplies, id, people.admin, at + 3600);
  }

  // Purchase orders, received in one or two deliveries; the newest still open.
  for (let i = 0; i < 10; i++) {
    const at = now - (58 - i * 6) * DAY;
    const warehouse = Number(pick(houses).id);
    const id = await makeDoc(
      db,
      purchaseResource,
      { vendorId: pick(vendors), warehouseId: warehouse, expectedAt: at + 5 * DAY, remark: '' },
      Array.from({ length: 2 + Math.floor(rand() * 3) }, () =>
        lineOf(pick(plain), 80 + Math.floor(rand() * 200)),
      ),
      ctxAt(at),
    );
    if (i === 9) continue;
    await markAudited(db, purchases, id, people.admin, at + 1800);
    const receipt = await receivePurchase(db, id, ctxAt(at + 2 * DAY));
    if (i >= 8) continue;
    const audited = at + 2 * DAY + 3600;
    await auditInbound(db, receipt.id, people.admin, audited, DEMO_ZONE);
    if (i !== 7) continue;
    // A receipt audited into the wrong batch: taken back, corrected and audited again (post, reverse, post).
    await unauditInbound(db, receipt.id, people.admin, audited + 1200);
    await db
      .update(inbounds)
      .set({ remark: '批次号更正后重新审核', updatedAt: audited + 1500 })
      .where(eq(inbounds.id, receipt.id));
    await auditInbound(db, receipt.id, people.admin, audited + 1800, DEMO_ZONE);
  }

  // Sales and other outbound documents, of what the warehouses hold; the last few wait for their audit.
  const types = ['sale', 'sale', 'sale', 'transfer', 'loss'] as const;
  for (let i = 0; i < 30; i++) {
    const at = Math.floor(now - (40 - i * 1.3) * DAY);
    const house = Number(pick(houses).id);
    const held = (
      await tx
        .select({ materialId: stocks.materialId, qty: stocks.qty })
        .from(stocks)
        .where(and(eq(stocks.supplierId, supplierId), eq(stocks.warehouseId, house), gt(stocks.qty, '10')))
    ).filter((h) => isPlain.has(Number(h.materialId)));
    if (held.length === 0) continue;
    const type = pick(types);
    const lines = [
      ...new Map(
        Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(held)).map((h) => [h.materialId, h]),
      ).values(),
    ].map((h) => {
      const m = made.find((x) => Number(x.id) === Number(h.materialId))!;
      return lineOf(m, 1 + Math.floor(rand() * Math.min(40, Number(h.qty) / 3)));
    });
    const id = await makeDoc(
      db,
      outboundResource,
      {
        warehouseId: house,
        businessType: type,
        operatorId: people.clerk ?? people.admin,
        customerId: type === 'sale' ? pick(buyers) : 0,
        remark: '',
      },
      lines,
      ctxAt(at),
    );
    if (i >= 27) continue;
    await auditOutbound(db, id, people.admin, at + 1800, DEMO_ZONE);
  }

  // Lots: the lot-tracked materials' own documents, an expired lot, one about to expire and a recalled one.
  await seedJxcLots({
    db,
    materials: made.filter((m) => m.lotTracked === 1),
    houses,
    buyers,
    people,
    rand,
    now,
    timeZone: DEMO_ZONE,
    make: (def, values, lines, at) => makeDoc(db, def, values, lines, ctxAt(at)),
  });
}
