import { T } from './build';
import { PAGES } from './catalog';
import type { Titles } from './types';

/** Categories of the plugin screen (`/v1/addons/CateList`), in display order. */
export const ADDON_CATES = [
  { key: 'marketing', title: T('营销活动', 'Marketing', 'Marketing', 'マーケティング') },
  { key: 'union', title: T('推广联盟', 'Affiliate unions', 'Afiliación', 'アフィリエイト') },
  { key: 'channel', title: T('渠道触达', 'Channels', 'Canales', 'チャネル') },
  { key: 'finance', title: T('支付金融', 'Payments and finance', 'Pagos y finanzas', '決済・金融') },
  { key: 'logistics', title: T('物流配送', 'Logistics', 'Logística', '物流') },
] as const satisfies readonly { key: string; title: Titles }[];

export type AddonCate = (typeof ADDON_CATES)[number]['key'];

/** The category of each plugin key; a test checks it covers exactly the keys the pages use. */
export const ADDON_CATE_OF: Readonly<Record<string, AddonCate>> = {
  auction: 'marketing',
  groupbuy: 'marketing',
  flashsale: 'marketing',
  signin: 'marketing',
  rank: 'marketing',
  cloudbuy: 'marketing',
  taobaoke: 'union',
  jdunion: 'union',
  mtunion: 'union',
  wxofficial: 'channel',
  sms: 'channel',
  social: 'channel',
  settlement: 'finance',
  abcbank: 'finance',
  utility: 'finance',
  waybill: 'logistics',
  freightins: 'logistics',
  logistics: 'logistics',
};

/** An add-on a store can install: its plugin key, the title and path of its menu entry, its category. */
export interface Addon {
  readonly key: string;
  readonly title: Titles;
  readonly path: string;
  readonly cate: AddonCate;
}

/** Every add-on, in menu order: the topmost page of each plugin key. */
export const ADDONS: readonly Addon[] = PAGES.flatMap((p): Addon[] => {
  const key = p.pluginKey;
  if (key === undefined) return [];
  if (PAGES.find((parent) => parent.name === p.parent)?.pluginKey === key) return [];
  return [{ key, title: p.title, path: p.path, cate: ADDON_CATE_OF[key] ?? 'marketing' }];
});

const byKey = new Map(ADDONS.map((a) => [a.key, a]));

export function addonByKey(key: string): Addon | undefined {
  return byKey.get(key);
}
