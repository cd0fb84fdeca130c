import type { Industry } from '@yanye/catalog';
import { groupValue } from '@yanye/framework/server';

/**
 * The demo stores' goods properties, and the values their demo goods carry (`seedGoods` asks `demoGoodsProps`),
 * said once here so that every value a demo goods holds is one its store defines.
 */

interface DemoProperty {
  readonly name: string;
  readonly code: string;
  readonly values: readonly string[];
  readonly required?: boolean;
  readonly status?: 0 | 1;
}

type Trade = Exclude<Industry, 'offlinepay'>;

const SHELF_LIFE: Readonly<Record<Trade, Readonly<Record<string, string>>>> = {
  salt: { 食用盐: '36个月', 工业盐: '长期', 农牧盐: '24个月', 融雪盐: '长期' },
  grain: { 大米: '12个月', 面粉: '12个月', 食用油: '18个月', 杂粮: '12个月' },
};

export const DEMO_PROPERTIES: Readonly<Record<Trade, readonly DemoProperty[]>> = {
  salt: [
    { name: '等级', code: 'grade', values: ['优级', '一级', '二级'] },
    {
      name: '产地',
      code: 'origin',
      values: [
        '江苏淮安',
        '四川自贡',
        '青海茶卡',
        '山东寿光',
        '河北沧州',
        '天津长芦',
        '内蒙古吉兰泰',
        '福建莆田',
      ],
    },
    {
      name: '包装',
      code: 'packaging',
      values: [
        '250g罐',
        '350g袋',
        '400g袋',
        '500g袋',
        '1kg袋',
        '整箱',
        '5kg块',
        '25kg编织袋',
        '50kg编织袋',
        '吨袋散装',
      ],
    },
    { name: '保质期', code: 'shelf_life', values: ['24个月', '36个月', '60个月', '长期'] },
    { name: '碘含量', code: 'iodine', values: ['加碘', '未加碘'] },
    // Being set up: not offered in the goods form until it is enabled.
    { name: '执行标准', code: 'standard', values: ['GB/T 5461', 'GB 2721', 'GB/T 23851'], status: 0 },
  ],
  grain: [
    { name: '等级', code: 'grade', values: ['优级', '特一', '一级', '二级', '三级'] },
    {
      name: '产地',
      code: 'origin',
      values: [
        '黑龙江五常',
        '辽宁盘锦',
        '黑龙江',
        '吉林',
        '内蒙古',
        '山西',
        '河北',
        '河南',
        '山东',
        '湖北',
        '江西',
        '泰国',
      ],
    },
    {
      name: '包装',
      code: 'packaging',
      values: ['1kg袋', '2.5kg袋', '5kg袋', '10kg袋', '25kg编织袋', '5L桶'],
    },
    { name: '保质期', code: 'shelf_life', values: ['6个月', '12个月', '18个月', '24个月'] },
    { name: '加工方式', code: 'process', values: ['压榨', '浸出', '石磨', '精碾'] },
  ],
};

/** How a demo goods is packed, from its specification and unit: 400g 袋 → 400g袋, 50kg 袋 → 50kg编织袋. */
function packagingOf(spec: string, unit: string): string | undefined {
  if (unit === '箱') return '整箱';
  if (unit === '吨') return '吨袋散装';
  const kg = /^([\d.]+)kg$/.exec(spec);
  if (unit === '袋' && kg && Number(kg[1]) >= 25) return `${spec}编织袋`;
  return `${spec}${unit}`;
}

/** The `props` of a demo goods of that category: its packaging and shelf life, where its store defines them. */
export function demoGoodsProps(industry: Trade, category: string, spec: string, unit: string): string[] {
  const defined = new Map(DEMO_PROPERTIES[industry].map((p) => [p.code, p.values]));
  const picks: [string, string | undefined][] = [
    ['packaging', packagingOf(spec, unit)],
    ['shelf_life', SHELF_LIFE[industry][category]],
  ];
  return picks.flatMap(([code, value]) =>
    value !== undefined && defined.get(code)?.includes(value) ? [groupValue(code, value)] : [],
  );
}
