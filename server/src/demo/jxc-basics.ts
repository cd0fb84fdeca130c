import {
  customers,
  departments,
  goods,
  goodsCats,
  materials,
  materialUnits,
  type Tx,
  warehouses,
} from '@yanye/framework/server';
import { and, asc, eq } from 'drizzle-orm';

/**
 * The inventory section's basic data of a demo store: units, the materials it stocks (one per goods it sells),
 * warehouses, departments, vendors and customers. The documents (jxc.ts) are made of them.
 */

const DAY = 86_400;

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

/**
 * The materials kept by lot (批次), with their shelf life in days (as the store's goods properties say it): each
 * inbound of them names its lot and production date, and they leave by expiry (docs/inventory.md, "Lots").
 * Chosen among those no test names, since the tests' documents carry no lots; jxc-lots.ts gives them their
 * documents.
 */
const LOT_TRACKED: Readonly<Record<'salt' | 'grain', Readonly<Record<string, number>>>> = {
  salt: { '加碘食用盐（整箱）': 1095, 腌制专用盐: 730 },
  grain: { 东北珍珠米: 365, 特一粉: 365 },
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

/**
 * Writes the basic data and answers what the documents need of it: the materials, the warehouses, the purchasing
 * department, the vendors and the customers that may buy (the approved ones).
 */
export async function seedJxcBasics(
  tx: Tx,
  supplierId: number,
  industry: 'salt' | 'grain',
  people: { admin: number; clerk?: number },
  rand: () => number,
  now: number,
) {
  const data = DATA[industry];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

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
  const lotted = LOT_TRACKED[industry];
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
        lotTracked: Object.hasOwn(lotted, g.name) ? 1 : 0,
        shelfLifeDays: lotted[g.name] ?? 0,
        createdAt: now - 110 * DAY,
      })),
    )
    .returning({
      id: materials.id,
      name: materials.name,
      unitId: materials.unitId,
      price: materials.price,
      lotTracked: materials.lotTracked,
      shelfLifeDays: materials.shelfLifeDays,
    });

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
  return { made, houses, purchasing, vendors, buyers };
}
