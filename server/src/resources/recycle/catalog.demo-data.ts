import { centsOfYuan, parseYuan } from '@yanye/protocol';
/**
 * What the two demo stores take back from their members: a salt trader in Zhengzhou (packaging, salt-making and
 * packing machines, appliances) and a grain merchant in Wuchang and Harbin (grain sacks, storage equipment,
 * appliances). Answers are written as a person reads them: `制冷弱 -30%`, `需要拆卸 -30元`.
 */

export interface DemoAnswer {
  readonly text: string;
  readonly kind: 'percent' | 'amount';
  /** Hundredths, as the table keeps them: of a percent, or cents. */
  readonly value: number;
}

export interface DemoQuestion {
  readonly title: string;
  readonly type: 'single' | 'multiple';
  readonly required: boolean;
  readonly answers: readonly DemoAnswer[];
}

export interface DemoCategory {
  readonly name: string;
  readonly unit: string;
  /** Cents per unit (a group's is 0). */
  readonly price: number;
  readonly questions: readonly DemoQuestion[];
  readonly children: readonly DemoCategory[];
}

/** `制冷弱 -30%` or `需要拆卸 -30元`. */
function answer(written: string): DemoAnswer {
  const m = /^(.+?)\s+(-?\d+(?:\.\d+)?)(%|元)$/.exec(written.trim());
  if (!m) throw new Error(`a demo answer reads "text -30%" or "text -30元": ${written}`);
  // Yuan, or a percentage, in hundredths either way.
  return { text: m[1]!, kind: m[3] === '%' ? 'percent' : 'amount', value: parseYuan(m[2]!)! };
}

/** A question and its answers, `、`-separated; single-choice and required unless said otherwise. */
function question(
  title: string,
  answers: string,
  o: { multiple?: boolean; optional?: boolean } = {},
): DemoQuestion {
  return {
    title,
    type: o.multiple ? 'multiple' : 'single',
    required: !o.optional,
    answers: answers.split('、').map(answer),
  };
}

/** A category at `yuan` per unit, with its questions and subcategories. */
function cat(
  name: string,
  unit: string,
  yuan: number,
  questions: readonly DemoQuestion[] = [],
  children: readonly DemoCategory[] = [],
): DemoCategory {
  return { name, unit, price: centsOfYuan(yuan), questions, children };
}

const WORKS = question('能否正常运转', '运转正常 0%、需要维修 -40%、不能运转 -80%');
const AGE = question('使用年限', '3 年以内 20%、3 至 8 年 0%、8 年以上 -40%');
const TORN = question('破损程度', '完好无破损 0%、轻微破损 -30%、严重破损 -70%');
const COOLS = question('能否正常制冷', '制冷正常 0%、制冷弱 -30%、不制冷 -70%');
const BULK_BAG = cat('吨袋', '个', 15, [
  question('破损程度', '完好 0%、吊带破损 -40%、袋体破洞 -80%'),
  question('规格', '1 吨 0元、1.5 吨 3元、2 吨 5元'),
]);

/** Household appliances (家电回收): both stores take them back; `more` adds a store's own. */
const appliances = (...more: DemoCategory[]) =>
  cat(
    '旧家电',
    '台',
    0,
    // Asked of every appliance.
    [question('是否需要上门拆卸', '需要拆卸 -30元', { optional: true })],
    [
      cat('冰箱', '台', 200, [
        COOLS,
        AGE,
        question('外观问题', '门封老化 -20元、外壳凹陷 -30元、缺少配件 -15元', {
          multiple: true,
          optional: true,
        }),
      ]),
      cat('洗衣机', '台', 120, [
        question('能否正常洗涤脱水', '正常 0%、不能脱水 -40%、不通电 -70%'),
        question('类型', '波轮 0%、滚筒 30%'),
      ]),
      cat('空调', '台', 300, [
        question('匹数', '1 匹 0%、1.5 匹 20%、2 匹及以上 50%'),
        COOLS,
        question('是否含外机', '内外机齐全 0%、仅内机 -60%'),
      ]),
      ...more,
    ],
  );

export const SALT_CATEGORIES: readonly DemoCategory[] = [
  cat(
    '包装物回收',
    '个',
    0,
    [],
    [
      cat('编织袋', '条', 0.3, [TORN, question('是否干净', '干净无残留 0元、有盐渍需清洗 -0.05元')]),
      BULK_BAG,
      cat('托盘', '个', 20, [
        question('材质', '木托盘 0元、塑料托盘 15元、钢托盘 40元'),
        question('完好程度', '完好 0%、缺板断板 -30%、严重损坏 -70%'),
      ]),
    ],
  ),
  cat(
    '制盐与包装设备',
    '台',
    0,
    [],
    [
      cat('制盐设备', '台', 3000, [
        WORKS,
        AGE,
        question('随机资料', '有说明书 50元、有合格证 100元', { multiple: true, optional: true }),
      ]),
      cat('包装机', '台', 1500, [
        WORKS,
        question('功能', '自动称重 200元、自动封口 150元、带喷码 100元', { multiple: true, optional: true }),
      ]),
    ],
  ),
  appliances(
    cat('电视机', '台', 80, [
      question('屏幕', '完好 0%、屏幕破损 -30%、不显示 -60%'),
      question('尺寸', '32 寸以下 0元、32 至 55 寸 40元、55 寸以上 100元'),
    ]),
  ),
];

export const GRAIN_CATEGORIES: readonly DemoCategory[] = [
  cat(
    '包装物回收',
    '个',
    0,
    [],
    [
      cat('粮食编织袋', '条', 0.25, [TORN, question('是否干净', '干净无残留 0元、有霉变粮渣 -0.1元')]),
      BULK_BAG,
      cat('麻袋', '条', 1.5, [TORN]),
    ],
  ),
  cat(
    '仓储设备',
    '台',
    0,
    [],
    [
      cat('粮食烘干机', '台', 5000, [
        WORKS,
        question('日处理量', '10 吨以下 0%、10 至 30 吨 30%、30 吨以上 60%'),
        AGE,
      ]),
      cat('输送机', '台', 800, [WORKS, question('输送带', '完好 0元、需要更换 -150元')]),
      cat('仓储通风机', '台', 300, [WORKS]),
    ],
  ),
  appliances(),
];

/** A brand and its price factor in percent. */
export interface DemoBrand {
  readonly name: string;
  readonly factor: number;
}

/** `海尔 100%、格力 110%`. */
const brands = (written: string): DemoBrand[] =>
  written.split('、').map((b) => {
    const [name = '', factor = ''] = b.trim().split(/\s+/);
    return { name, factor: Number.parseInt(factor, 10) };
  });

export const SALT_BRANDS = brands(
  '海尔 100%、美的 100%、格力 110%、西门子 115%、海信 95%、小天鹅 100%、永创智能 105%、中亚 100%',
);
export const GRAIN_BRANDS = brands(
  '三久 110%、金子 100%、中联重科 105%、雷沃 100%、正昌 95%、海尔 100%、美的 100%、格力 110%',
);

export interface DemoPoint {
  readonly name: string;
  /** The district's division code. */
  readonly region: string;
  readonly address: string;
  /** Who runs it: a collector of the store. */
  readonly contact: string;
  readonly phone: string;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly longitude: number;
  readonly latitude: number;
}

/** `name｜district code｜street｜contact｜phone｜08:00-17:30｜longitude,latitude`. */
function point(written: string): DemoPoint {
  const [name = '', region = '', address = '', contact = '', phone = '', hours = '', at = ''] =
    written.split('｜');
  const [opensAt = '', closesAt = ''] = hours.split('-');
  const [longitude = 0, latitude = 0] = at.split(',').map(Number);
  return { name, region, address, contact, phone, opensAt, closesAt, longitude, latitude };
}

export const SALT_POINTS = [
  '金水区农业路回收站｜410105｜农业路 88 号盐业大厦东侧｜赵建军｜13903710001｜08:00-17:30｜113.683,34.7842',
  '中原区建设路回收点｜410102｜建设西路 136 号｜钱卫东｜13903710002｜08:30-18:00｜113.6128,34.7497',
  '二七区大学路回收点｜410103｜大学路 80 号院内｜孙志强｜13903710003｜08:30-17:30｜113.6402,34.7245',
  '管城区紫荆山回收点｜410104｜紫荆山南路 200 号｜李红梅｜13903710004｜09:00-18:00｜113.6905,34.7428',
  '惠济区天河路回收站｜410108｜天河路 18 号｜周大勇｜13903710005｜07:30-17:00｜113.6172,34.8676',
].map(point);

export const GRAIN_POINTS = [
  '五常粮库回收站｜230184｜民乐乡粮库路 16 号｜郑国庆｜13904510001｜07:30-17:00｜127.1674,44.9318',
  '道里区经纬街回收点｜230102｜经纬街 200 号｜王德胜｜13904510002｜08:30-17:30｜126.6168,45.7658',
  '南岗区西大直街回收点｜230103｜西大直街 88 号｜冯玉兰｜13904510003｜08:30-18:00｜126.6523,45.7544',
  '香坊区公滨路回收点｜230110｜公滨路 300 号｜陈永刚｜13904510004｜09:00-17:30｜126.6951,45.7216',
  '双城区承恩大街回收站｜230113｜承恩大街 66 号｜褚长青｜13904510005｜08:00-16:30｜126.3125,45.3835',
].map(point);

/** Collectors besides those who run a point: `name phone`. */
export const SALT_STAFF_MORE = [{ name: '吴海涛', phone: '13903710006' }];
export const GRAIN_STAFF_MORE = [{ name: '卫金山', phone: '13904510006' }];
