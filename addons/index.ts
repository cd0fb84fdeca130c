import type { AddonManifest } from '@yanye/catalog/define';
import { abcbank } from './abcbank/addon';
import { auction } from './auction/addon';
import { cloudbuy } from './cloudbuy/addon';
import { flashsale } from './flashsale/addon';
import { freightins } from './freightins/addon';
import { groupbuy } from './groupbuy/addon';
import { jdunion } from './jdunion/addon';
import { logistics } from './logistics/addon';
import { mtunion } from './mtunion/addon';
import { rank } from './rank/addon';
import { settlement } from './settlement/addon';
import { signin } from './signin/addon';
import { sms } from './sms/addon';
import { social } from './social/addon';
import { taobaoke } from './taobaoke/addon';
import { utility } from './utility/addon';
import { waybill } from './waybill/addon';
import { wxofficial } from './wxofficial/addon';

/**
 * Every add-on built as a folder of its own (docs/add-ons.md), in the plugin menu's order. Registering an add-on
 * is its line here: the catalogue takes its pages and settings from it, the server loads `<key>/server/index.ts`
 * and the web `<key>/web/index.ts` by its key.
 */
export const ADDON_MANIFESTS: readonly AddonManifest[] = [
  taobaoke,
  jdunion,
  mtunion,
  auction,
  groupbuy,
  flashsale,
  wxofficial,
  sms,
  social,
  settlement,
  cloudbuy,
  waybill,
  signin,
  utility,
  rank,
  abcbank,
  freightins,
  logistics,
];
