import { abcbank } from '@yanye/addon-abcbank';
import { auction } from '@yanye/addon-auction';
import { cloudbuy } from '@yanye/addon-cloudbuy';
import { flashsale } from '@yanye/addon-flashsale';
import { freightins } from '@yanye/addon-freightins';
import { groupbuy } from '@yanye/addon-groupbuy';
import { jdunion } from '@yanye/addon-jdunion';
import { logistics } from '@yanye/addon-logistics';
import { mtunion } from '@yanye/addon-mtunion';
import { rank } from '@yanye/addon-rank';
import { settlement } from '@yanye/addon-settlement';
import { signin } from '@yanye/addon-signin';
import { sms } from '@yanye/addon-sms';
import { social } from '@yanye/addon-social';
import { taobaoke } from '@yanye/addon-taobaoke';
import { utility } from '@yanye/addon-utility';
import { waybill } from '@yanye/addon-waybill';
import { wxofficial } from '@yanye/addon-wxofficial';
import type { AddonManifest } from './define-addon';

/**
 * The installed add-ons, in the plugin menu's order: the catalogue's one list of them (its composition root, and the
 * only module of the core that names an add-on). Installing an add-on is its workspace package (addons/<key>, named
 * `@yanye/addon-<key>`) and its line here; the server and the web load its sides by the same keys
 * (server/src/installed-addons.ts, web/src/installed-addons.ts). docs/add-ons.md walks through it.
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
