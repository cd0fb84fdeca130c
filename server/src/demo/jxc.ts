import type { CatalogPage } from '@yanye/catalog';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/handle';
import {
  customers,
  departments,
  goods,
  goodsCats,
  materials,
  materialUnits,
  purchases,
  warehouses,
} from '../db/schema';
import type { ResourceDef, SaveContext } from '../engine/resource';
import { writeLines } from '../engine/save-lines';
import { TenantDb } from '../platform/tenancy';
import { markAudited } from '../resources/jxc/audit';
import { auditInbound, unauditInbound } from '../resources/jxc/inbound.resource';
import { auditOutbound, outboundResource } from '../resources/jxc/outbound.resource';
import { purchaseResource, receivePurchase } from '../resources/jxc/purchase.resource';
import { purchaseApplyResource } from '../resources/jxc/purchase-apply.resource';
import { inbounds, purchaseApplies, stocks } from '../resources/jxc/tables';

const DAY = 86_400;

/**
 * The pages of the warehouse clerk (仓管员): the inventory section but its un-audits. Taking an audit back moves
 * stock, the ledger and the purchase orders again, so it stays with whoever answers for the books: the store's
 * admin, or a role the admin gives it.
 */
export const isClerkPage = (page: CatalogPage): boolean =>
  (page.path === '/inventory' || page.path.startsWith('/inventory/')) && !page.path.endsWith('/unaudit/:id');

interface StoreData {
  readonly warehouses: readonly {
    code: string;
    name: string;
    address: string;
    manager: string;
    allowNegative?: boolean;
  }[];
  readonly vendors: readonly string[];
  readonly customers: readonly string[];
}

const DATA: Readonly<Record<'salt' | 'grain', StoreData>> = {
  salt: {
    warehouses: [
      { code: 'WH01', name: '郑州一号仓', address: '郑州市金水区农业东路 12 号', manager: '陈晓明' },
      { code: 'WH02', name: '郑州二号仓', address: '郑州市管城区航海东路 301 号', manager: '刘强' },
      {
        code: 'WH03',
        name: '新郑中转仓',
        address: '新郑市龙湖镇物流园 8 号库',
        manager: '赵磊',
        allowNegative: true,
      },
    ],
    vendors: ['中盐淮安盐化有限公司', '河北长芦盐场', '四川自贡盐业集团', '青海茶卡盐湖公司'],
    customers: [
      '丹尼斯超市郑州分公司',
      '金水区餐饮服务中心',
      '郑州宏达食品厂',
      '新郑市政融雪办',
      '二七区商贸城',
    ],
  },
  grain: {
    warehouses: [
      { code: 'WC01', name: '五常主仓', address: '五常市民乐乡粮库路 16 号', manager: '李秀英' },
      { code: 'WC02', name: '哈尔滨分仓', address: '哈尔滨市道外区粮油物流园 3 号库', manager: '孙伟' },
    ],
    vendors: ['五常民乐稻米合作社', '吉林东丰粮食收储', '山东鲁花油脂'],
    customers: ['哈尔滨联华超市', '道里区机关食堂', '松北粮油批发市场', '五常学校餐饮中心'],
  },
};

const DEPARTMENTS: readonly [string, string, string, ...string[]][] = [
  ['总经办', 'office', '王总'],
  ['销售部', 'sales', '周敏', '华中销售组', '商超渠道组'],
  ['采购部', 'purchase', '吴涛'],
  ['仓储部', 'warehouse', '陈晓明'],
  ['财务部', 'finance', '郑娟'],
  ['门店运营部', 'shop', '马超'],
];

/** A unit for a spec like 25kg, 400g×40 or 1t: what the store counts the material in. */
function unitFor(spec: string, unitOf: Map<string, number>): number {
  if (/×/.test(spec)) return unitOf.get('箱')!;
  if (/^50kg$/.test(spec)) return unitOf.get('袋(50kg)')!;
  if (/^25kg$/.test(spec)) return unitOf.get('袋(25kg)')!;
  if (/^1t$/.test(spec)) return unitOf.get('吨')!;
  return unitOf.get('件')!;
}

/** A document made as the console makes it: its lines worked out by the resource, its number issued. */
async function makeDoc(
  db: TenantDb,
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
 * Basic data and two months of inventory documents for a demo store, posted through the same functions the
 * console's audit buttons run, so the stock and its ledger agree as they would in use.
 */
export async function seedJxc(
  tx: Tx,
  supplierId: number,
  industry: 'salt' | 'grain',
  people: { admin: number; clerk?: number },
  rand: () => number,
  now: number,
): Promise<void> {
  const db = new TenantDb(tx, supplierId);
  const data = DATA[industry];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const ctxAt = (at: number): SaveContext => ({
    now: at,
    accountId: people.admin,
    lang: 'zh',
    timeZone: 'Asia/Shanghai',
  });

  // Units: weights convert through kg, packs through 件.
  const units = await tx
    .insert(materialUnits)
    .values(
      [
        { name: '千克', baseUnit: 'kg', ratio: '1', decimals: 3 },
        { name: '吨', baseUnit: 'kg', ratio: '1000', decimals: 3 },
        { name: '袋(25kg)', baseUnit: 'kg', ratio: '25', decimals: 0 },
        { name: '袋(50kg)', baseUnit: 'kg', ratio: '50', decimals: 0 },
        { name: '件', baseUnit: '件', ratio: '1', decimals: 0 },
        { name: '箱', baseUnit: '件', ratio: '40', decimals: 0 },
      ].map((u) => ({ ...u, supplierId, createdAt: now - 120 * DAY })),
    )
    .returning({ id: materialUnits.id, name: materialUnits.name });
  const unitOf = new Map(units.map((u) => [u.name, Number(u.id)]));

  // Materials: what the store sells, as its warehouses count it.
  const sold = await tx
    .select({
      name: goods.name,
      spec: goods.spec,
      grade: goods.grade,
      cost: goods.costPrice,
      cat: goodsCats.name,
    })
    .from(goods)
    .innerJoin(goodsCats, eq(goodsCats.id, goods.catId))
    .where(eq(goods.supplierId, supplierId))
    .orderBy(asc(goods.id));
  const made = await tx
    .insert(materials)
    .values(
      sold.map((g, i) => ({
        supplierId,
        code: `${industry === 'salt' ? 'WL' : 'LS'}${String(i + 1).padStart(4, '0')}`,
        name: g.name,
        spec: g.spec,
        grade: g.grade,
        category: g.cat,
        unitId: unitFor(g.spec, unitOf),
        barcode: `69${String(supplierId).padStart(3, '0')}${String(i + 1).padStart(8, '0')}`,
        safetyStock: String(20 + Math.floor(rand() * 80)),
        price: g.cost,
        createdAt: now - 110 * DAY,
      })),
    )
    .returning({ id: materials.id, unitId: materials.unitId, price: materials.price });

  const houses = await tx
    .insert(warehouses)
    .values(
      data.warehouses.map((w) => ({
        supplierId,
        code: w.code,
        name: w.name,
        address: w.address,
        manager: w.manager,
        allowNegative: w.allowNegative ? 1 : 0,
        operatorIds: [people.admin, ...(people.clerk ? [people.clerk] : [])],
        createdAt: now - 115 * DAY,
      })),
    )
    .returning({ id: warehouses.id });

  for (const [name, type, leader, ...teams] of DEPARTMENTS) {
    const [dept] = await tx
      .insert(departments)
      .values({ supplierId, name, type, leader, sort: 100 - DEPARTMENTS.findIndex((d) => d[0] === name) })
      .returning({ id: departments.id });
    for (const team of teams) {
      await tx.insert(departments).values({ supplierId, parentId: dept!.id, name: team, type, leader: '' });
    }
  }
  const [purchasing] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.supplierId, supplierId), eq(departments.name, '采购部')))
    .limit(1);

  const partners = await tx
    .insert(customers)
    .values([
      ...data.vendors.map((name, i) => ({
        supplierId,
        name,
        type: (i === data.vendors.length - 1 ? 'both' : 'vendor') as 'vendor' | 'both',
        contact: pick(['张经理', '刘主任', '王科长', '李会计']),
        phone: `0${371 + i}-${String(60_000_000 + Math.floor(rand() * 9_999_999))}`,
        status: 'approved' as const,
        auditedAt: now - 100 * DAY,
        auditedBy: people.admin,
        createdAt: now - 105 * DAY,
      })),
      ...data.customers.map((name, i) => ({
        supplierId,
        name,
        type: 'customer' as const,
        contact: pick(['赵店长', '钱采购', '孙主管', '周老板']),
        phone: `13${String(700_000_000 + Math.floor(rand() * 99_999_999))}`,
        creditLimit: (5 + i * 5) * 1_000_000,
        // The last one waits for the audit the workbench shows.
        status: (i === data.customers.length - 1 ? 'pending' : 'approved') as 'pending' | 'approved',
        createdAt: now - 100 * DAY + i * DAY,
      })),
    ])
    .returning({ id: customers.id, type: customers.type, status: customers.status });
  const vendors = partners.filter((p) => p.type !== 'customer').map((p) => Number(p.id));
  const buyers = partners
    .filter((p) => p.type !== 'vendor' && p.status === 'approved')
    .map((p) => Number(p.id));

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
        lineOf(pick(made), 80 + Math.floor(rand() * 200)),
      ),
      ctxAt(at),
    );
    if (i === 9) continue;
    await markAudited(db, purchases, id, people.admin, at + 1800);
    const receipt = await receivePurchase(db, id, ctxAt(at + 2 * DAY));
    if (i >= 8) continue;
    const audited = at + 2 * DAY + 3600;
    await auditInbound(db, receipt.id, people.admin, audited);
    if (i !== 7) continue;
    // A receipt audited into the wrong batch: taken back, corrected and audited again (post, reverse, post).
    await unauditInbound(db, receipt.id, people.admin, audited + 1200);
    await db
      .update(inbounds)
      .set({ remark: '批次号更正后重新审核', updatedAt: audited + 1500 })
      .where(eq(inbounds.id, receipt.id));
    await auditInbound(db, receipt.id, people.admin, audited + 1800);
  }

  // Sales and other outbound documents, of what the warehouses hold; the last few wait for their audit.
  const types = ['sale', 'sale', 'sale', 'transfer', 'loss'] as const;
  for (let i = 0; i < 30; i++) {
    const at = Math.floor(now - (40 - i * 1.3) * DAY);
    const house = Number(pick(houses).id);
    const held = await tx
      .select({ materialId: stocks.materialId, qty: stocks.qty })
      .from(stocks)
      .where(and(eq(stocks.supplierId, supplierId), eq(stocks.warehouseId, house), gt(stocks.qty, '10')));
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
    await auditOutbound(db, id, people.admin, at + 1800);
  }
}
