import { goods, goodsCats, type Tx } from '@yanye/framework/server';
import { centsOfYuan } from '@yanye/protocol';
import { demoGoodsProps } from '../resources/goods/property.demo';

interface Item {
  readonly name: string;
  readonly spec: string;
  readonly unit: string;
  /** Price in yuan. */
  readonly price: number;
  readonly grade?: string;
  readonly origin?: string;
}

const CATALOGUE: Readonly<Record<'salt' | 'grain', Readonly<Record<string, readonly Item[]>>>> = {
  salt: {
    食用盐: [
      { name: '精制加碘食用盐', spec: '400g', unit: '袋', price: 2.5, grade: '一级', origin: '江苏淮安' },
      { name: '未加碘精制盐', spec: '400g', unit: '袋', price: 2.8, grade: '一级', origin: '江苏淮安' },
      { name: '天然海盐', spec: '500g', unit: '袋', price: 4.5, grade: '优级', origin: '山东寿光' },
      { name: '低钠盐', spec: '350g', unit: '袋', price: 3.9, grade: '优级', origin: '四川自贡' },
      { name: '竹盐', spec: '250g', unit: '罐', price: 18, grade: '优级', origin: '福建莆田' },
      { name: '湖盐', spec: '500g', unit: '袋', price: 3.2, grade: '一级', origin: '青海茶卡' },
      { name: '井矿盐', spec: '1kg', unit: '袋', price: 5.5, grade: '一级', origin: '四川自贡' },
      {
        name: '加碘食用盐（整箱）',
        spec: '400g×40',
        unit: '箱',
        price: 92,
        grade: '一级',
        origin: '江苏淮安',
      },
    ],
    工业盐: [
      { name: '工业盐（日晒）', spec: '50kg', unit: '袋', price: 38, grade: '一级', origin: '河北沧州' },
      { name: '工业盐（真空）', spec: '50kg', unit: '袋', price: 45, grade: '优级', origin: '江苏淮安' },
      { name: '散装工业盐', spec: '1t', unit: '吨', price: 620, grade: '二级', origin: '天津长芦' },
      { name: '软水盐', spec: '25kg', unit: '袋', price: 42, grade: '优级', origin: '江苏淮安' },
    ],
    农牧盐: [
      { name: '畜牧盐砖', spec: '5kg', unit: '块', price: 16, grade: '一级', origin: '内蒙古吉兰泰' },
      { name: '饲料添加盐', spec: '50kg', unit: '袋', price: 55, grade: '一级', origin: '河北沧州' },
      { name: '腌制专用盐', spec: '25kg', unit: '袋', price: 36, grade: '一级', origin: '山东寿光' },
    ],
    融雪盐: [
      { name: '环保融雪剂', spec: '25kg', unit: '袋', price: 48, grade: '一级', origin: '天津长芦' },
      { name: '融雪盐（颗粒）', spec: '50kg', unit: '袋', price: 40, grade: '二级', origin: '河北沧州' },
    ],
  },
  grain: {
    大米: [
      { name: '五常稻花香大米', spec: '10kg', unit: '袋', price: 129, grade: '一级', origin: '黑龙江五常' },
      { name: '东北珍珠米', spec: '25kg', unit: '袋', price: 135, grade: '一级', origin: '吉林' },
      { name: '盘锦蟹田大米', spec: '5kg', unit: '袋', price: 59.9, grade: '一级', origin: '辽宁盘锦' },
      { name: '泰国香米', spec: '5kg', unit: '袋', price: 69, grade: '优级', origin: '泰国' },
      { name: '早籼米', spec: '25kg', unit: '袋', price: 88, grade: '二级', origin: '江西' },
    ],
    面粉: [
      { name: '特一粉', spec: '25kg', unit: '袋', price: 96, grade: '特一', origin: '河南' },
      { name: '高筋面粉', spec: '5kg', unit: '袋', price: 29.9, grade: '一级', origin: '山东' },
      { name: '饺子专用粉', spec: '5kg', unit: '袋', price: 27.5, grade: '一级', origin: '河北' },
      { name: '全麦粉', spec: '2.5kg', unit: '袋', price: 22, grade: '一级', origin: '河南' },
    ],
    食用油: [
      { name: '非转基因大豆油', spec: '5L', unit: '桶', price: 65, grade: '一级', origin: '黑龙江' },
      { name: '压榨花生油', spec: '5L', unit: '桶', price: 139, grade: '一级', origin: '山东' },
      { name: '菜籽油', spec: '5L', unit: '桶', price: 89, grade: '一级', origin: '湖北' },
      { name: '玉米胚芽油', spec: '5L', unit: '桶', price: 78, grade: '一级', origin: '吉林' },
    ],
    杂粮: [
      { name: '黄小米', spec: '2.5kg', unit: '袋', price: 32, grade: '一级', origin: '山西' },
      { name: '绿豆', spec: '1kg', unit: '袋', price: 16.8, grade: '一级', origin: '吉林' },
      { name: '红小豆', spec: '1kg', unit: '袋', price: 15.5, grade: '一级', origin: '黑龙江' },
      { name: '燕麦米', spec: '1kg', unit: '袋', price: 19.9, grade: '一级', origin: '内蒙古' },
    ],
  },
};

const DAY = 86_400;

/** Categories and goods of a demo store, created over the last 90 days; most on sale, a few in the warehouse. */
export async function seedGoods(
  tx: Tx,
  supplierId: number,
  industry: 'salt' | 'grain',
  rand: () => number,
  now: number,
): Promise<void> {
  const entries = Object.entries(CATALOGUE[industry]);
  let sort = entries.length * 10;
  let serial = 1;
  for (const [catName, items] of entries) {
    const [cat] = await tx
      .insert(goodsCats)
      .values({ supplierId, name: catName, sort, createdAt: now - 120 * DAY })
      .returning({ id: goodsCats.id });
    sort -= 10;
    await tx.insert(goods).values(
      items.map((item) => {
        const price = centsOfYuan(item.price);
        return {
          supplierId,
          catId: cat!.id,
          name: item.name,
          code: `${industry === 'salt' ? 'YY' : 'LY'}${String(serial++).padStart(5, '0')}`,
          spec: item.spec,
          unit: item.unit,
          grade: item.grade ?? '',
          origin: item.origin ?? '',
          // Its packaging and shelf life, as its store's goods properties name them.
          props: demoGoodsProps(industry, catName, item.spec, item.unit),
          price,
          marketPrice: Math.round(price * 1.15),
          costPrice: Math.round(price * 0.78),
          stock: (50 + Math.floor(rand() * 2000)).toFixed(3),
          sales: Math.floor(rand() * 800).toFixed(3),
          isShow: rand() < 0.8 ? 1 : 0,
          sort: Math.floor(rand() * 100),
          createdAt: now - Math.floor(rand() * 90) * DAY - Math.floor(rand() * DAY),
        };
      }),
    );
  }
}
