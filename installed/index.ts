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
import { type AddonManifest, installAddons } from '@yanye/catalog';

/**
 * The installed add-ons, in the plugin menu's order: the console's one list of them. Installing an add-on is its
 * workspace package (addons/<key>, named `@yanye/addon-<key>`, a dependency of this package) and its line here.
 * Importing this module installs them in the catalogue, which names none itself; the server and the web app load
 * each one's sides by its key (server/src/installed-addons.ts, web/src/installed-addons.ts). An application
 * imports it first, before anything reads the catalogue.
 */
export const INSTALLED_ADDONS: readonly AddonManifest[] = [
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

installAddons(INSTALLED_ADDONS);
