import { createHash } from 'node:crypto';

/**
 * What an official account of a salt trader holds on WeChat's side: its templates, tags and followers, made the
 * same from an AppID each time. The local receiver serves them for any AppID; the demo store's copy (seed) is
 * the demo AppID's, so a sync of the demo finds what it already has.
 */

export const DEMO_APPID = 'wx8a3f5c2e9b1d4076';
export const DEMO_ORIGINAL_ID = 'gh_3c9e1f7a2b54';

const DAY = 86_400;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/** An openid as WeChat makes them: 28 characters starting with `o`. */
export const openidOf = (appid: string, n: number): string => `o${digest(`${appid}:fan:${n}`).slice(0, 27)}`;

export interface DemoTemplate {
  readonly template_id: string;
  readonly title: string;
  readonly primary_industry: string;
  readonly deputy_industry: string;
  readonly content: string;
  readonly example: string;
  /** What the demo store uses it for. */
  readonly scene: string;
}

const TEMPLATES = [
  {
    title: '订单发货通知',
    scene: 'order_shipped',
    content:
      '订单编号：{{character_string1.DATA}}\n商品名称：{{thing2.DATA}}\n快递公司：{{thing3.DATA}}\n快递单号：{{character_string4.DATA}}\n发货时间：{{time5.DATA}}',
    example:
      '订单编号：XY202603150012\n商品名称：精制碘盐 400g×50袋\n快递公司：中通快递\n快递单号：78561234509876\n发货时间：2026-03-15 14:30',
  },
  {
    title: '订单支付成功通知',
    scene: 'order_paid',
    content:
      '订单编号：{{character_string1.DATA}}\n商品名称：{{thing2.DATA}}\n支付金额：{{amount3.DATA}}\n支付时间：{{time4.DATA}}',
    example:
      '订单编号：XY202603150012\n商品名称：精制碘盐 400g×50袋\n支付金额：￥260.00\n支付时间：2026-03-15 10:02',
  },
  {
    title: '退款成功通知',
    scene: 'refund',
    content:
      '订单编号：{{character_string1.DATA}}\n退款金额：{{amount2.DATA}}\n退款原因：{{thing3.DATA}}\n到账时间：{{time4.DATA}}',
    example: '订单编号：XY202603110031\n退款金额：￥52.00\n退款原因：包装破损\n到账时间：2026-03-12 09:15',
  },
  {
    title: '库存不足提醒',
    scene: 'other',
    content:
      '商品名称：{{thing1.DATA}}\n当前库存：{{character_string2.DATA}}\n预警数量：{{character_string3.DATA}}\n所在仓库：{{thing4.DATA}}',
    example: '商品名称：融雪盐 25kg\n当前库存：18 袋\n预警数量：50 袋\n所在仓库：郑州金水仓',
  },
] as const;

export function demoTemplates(appid: string): DemoTemplate[] {
  return TEMPLATES.map((t, i) => ({
    template_id: digest(`${appid}:tpl:${i}`).slice(0, 43),
    title: t.title,
    primary_industry: '消费品',
    deputy_industry: '消费品',
    content: t.content,
    example: t.example,
    scene: t.scene,
  }));
}

/** The account's tags (2 is WeChat's own star group), by WeChat's id. */
export const DEMO_TAGS: readonly { readonly id: number; readonly name: string }[] = [
  { id: 2, name: '星标组' },
  { id: 100, name: '批发客户' },
  { id: 101, name: '餐饮客户' },
  { id: 102, name: '商超门店' },
  { id: 103, name: '工厂客户' },
];

const REMARKS = [
  ['郑州百佳超市-刘经理', 102],
  ['金水区老王烩面馆', 101],
  ['中原食品厂-采购部', 103],
  ['二七区便民粮油店', 100],
  ['惠济区张记调料批发', 100],
  ['郑东新区丹尼斯超市', 102],
  ['管城回族区清真饭庄', 101],
  ['新郑豆制品加工厂', 103],
  ['中牟县农贸批发部', 100],
  ['高新区员工食堂-赵师傅', 101],
  ['荥阳市路面养护站', 103],
  ['上街区万家福超市', 102],
  ['金水区李姐酱菜坊', 101],
  ['巩义市平价粮油', 100],
  ['登封市酒店后厨-陈主管', 101],
  ['', 0],
  ['', 0],
  ['郑州市第九中学食堂', 101],
  ['航空港区冷链仓储', 103],
  ['', 0],
  ['新密市盐业代销点', 100],
  ['', 0],
  ['中原区好邻居便利店', 102],
  ['', 0],
  ['郑州鑫达化工', 103],
  ['', 0],
] as const;

const SCENES = [
  'ADD_SCENE_SEARCH',
  'ADD_SCENE_QR_CODE',
  'ADD_SCENE_PROFILE_CARD',
  'ADD_SCENE_ACCOUNT_MIGRATION',
];

export interface DemoFollower {
  readonly openid: string;
  readonly unionid: string;
  readonly remark: string;
  readonly subscribe: 0 | 1;
  readonly subscribe_time: number;
  readonly subscribe_scene: string;
  readonly language: string;
  readonly tagid_list: number[];
}

/** The account's followers: most still subscribed, a few gone. */
export function demoFollowers(appid: string, now: number): DemoFollower[] {
  return REMARKS.map(([remark, tag], i) => ({
    openid: openidOf(appid, i + 1),
    unionid: `o${digest(`${appid}:union:${i}`).slice(0, 27)}`,
    remark,
    subscribe: i % 9 === 7 ? 0 : 1,
    subscribe_time: now - (360 - i * 13) * DAY - ((i * 3_517) % DAY),
    subscribe_scene: SCENES[i % SCENES.length]!,
    language: 'zh_CN',
    tagid_list: tag ? (i % 5 === 0 ? [2, tag] : [tag]) : [],
  }));
}
