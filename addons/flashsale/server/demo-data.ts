import type { CampaignState } from '@yanye/addon-kit/server';

/**
 * The flash-sale demo's script: which sessions 鑫盐商贸's day holds, the goods each sells and the orders that
 * came in, as data. demo.ts writes them through the add-on's own steps.
 */

export const HOUR = 3600;

/** A goods item of a demo session, by the demo catalogue's name. */
export interface DemoItem {
  readonly goods: string;
  readonly flash: number;
  readonly stock: number;
  readonly limit: number;
}

/** A demo order: which item (by its place in the session), how many, and what became of it. */
export interface DemoOrder {
  readonly item: number;
  readonly qty: number;
  readonly after?: 'shipped' | 'cancelled';
}

export interface DemoSession {
  readonly title: string;
  /** Start and end, in hours from the hour of seeding. */
  readonly from: number;
  readonly to: number;
  readonly state: CampaignState;
  readonly remark?: string;
  readonly stopReason?: string;
  readonly items: readonly DemoItem[];
  readonly orders?: readonly DemoOrder[];
}

/**
 * 鑫盐商贸's day of flash sales: the midday session running now with orders coming in, the evening one to come,
 * yesterday evening's ended with its orders shipped (one cancelled), this morning's stopped early, and a draft for
 * tomorrow. Orders go through the same steps as the buy form: stock taken, payment booked from the member's
 * balance, shipped or cancelled with the refund.
 */
export const SESSIONS: readonly DemoSession[] = [
  {
    title: '昨晚 20:00 食用盐秒杀',
    from: -26,
    to: -24,
    state: 'ended',
    items: [
      { goods: '精制加碘食用盐', flash: 199, stock: 60, limit: 5 },
      { goods: '天然海盐', flash: 299, stock: 40, limit: 3 },
      { goods: '低钠盐', flash: 259, stock: 30, limit: 3 },
    ],
    orders: [
      { item: 0, qty: 5, after: 'shipped' },
      { item: 1, qty: 2, after: 'shipped' },
      { item: 0, qty: 3, after: 'shipped' },
      { item: 2, qty: 3, after: 'shipped' },
      { item: 1, qty: 1, after: 'cancelled' },
      { item: 0, qty: 2 },
    ],
  },
  {
    title: '早市 08:00 工业盐专场',
    from: -6,
    to: -3,
    state: 'stopped',
    stopReason: '仓库盘点，软水盐库存需调拨，提前结束本场',
    items: [
      { goods: '软水盐', flash: 3580, stock: 20, limit: 2 },
      { goods: '工业盐（真空）', flash: 3980, stock: 15, limit: 2 },
    ],
    orders: [
      { item: 0, qty: 2, after: 'shipped' },
      { item: 1, qty: 1 },
    ],
  },
  {
    title: '午间 12:00 厨房好盐秒杀',
    from: -1,
    to: 3,
    state: 'running',
    remark: '首页轮播同步推广',
    items: [
      { goods: '精制加碘食用盐', flash: 199, stock: 80, limit: 5 },
      { goods: '竹盐', flash: 1280, stock: 20, limit: 2 },
      { goods: '湖盐', flash: 239, stock: 50, limit: 4 },
      { goods: '井矿盐', flash: 399, stock: 12, limit: 2 },
    ],
    orders: [
      { item: 0, qty: 3 },
      { item: 1, qty: 2 },
      { item: 2, qty: 4, after: 'shipped' },
      { item: 0, qty: 5 },
      { item: 3, qty: 2 },
      { item: 1, qty: 1, after: 'cancelled' },
      { item: 2, qty: 1 },
    ],
  },
  {
    title: '晚间 20:00 整箱囤货场',
    from: 7,
    to: 9,
    state: 'scheduled',
    items: [
      { goods: '加碘食用盐（整箱）', flash: 7900, stock: 10, limit: 1 },
      { goods: '腌制专用盐', flash: 2990, stock: 25, limit: 2 },
    ],
  },
  {
    title: '明日 10:00 融雪盐预售',
    from: 22,
    to: 24,
    state: 'draft',
    remark: '待确认融雪盐到货时间后发布',
    items: [
      { goods: '环保融雪剂', flash: 3980, stock: 40, limit: 4 },
      { goods: '融雪盐（颗粒）', flash: 3380, stock: 40, limit: 4 },
    ],
  },
];

/** When each step of a demo session was taken, relative to its start. */
export const STEPS = { created: -30 * HOUR, published: -20 * HOUR, stopped: 90 * 60 };
