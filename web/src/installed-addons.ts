import * as abcbank from '@yanye/addon-abcbank/web';
import * as auction from '@yanye/addon-auction/web';
import * as cloudbuy from '@yanye/addon-cloudbuy/web';
import * as flashsale from '@yanye/addon-flashsale/web';
import * as freightins from '@yanye/addon-freightins/web';
import * as groupbuy from '@yanye/addon-groupbuy/web';
import * as jdunion from '@yanye/addon-jdunion/web';
import * as logistics from '@yanye/addon-logistics/web';
import * as mtunion from '@yanye/addon-mtunion/web';
import * as rank from '@yanye/addon-rank/web';
import * as settlement from '@yanye/addon-settlement/web';
import * as signin from '@yanye/addon-signin/web';
import * as sms from '@yanye/addon-sms/web';
import * as social from '@yanye/addon-social/web';
import * as taobaoke from '@yanye/addon-taobaoke/web';
import * as utility from '@yanye/addon-utility/web';
import * as waybill from '@yanye/addon-waybill/web';
import * as wxofficial from '@yanye/addon-wxofficial/web';
import type { ReactNode } from 'react';

/** What an add-on's web side (addons/<key>/web/index.ts) exports. */
interface AddonWeb {
  /** Its bespoke screens by the catalogue's `custom:<key>` (the screens themselves are lazy chunks). */
  readonly SCREENS: Readonly<Record<string, (title: string) => ReactNode>>;
  /** Its icon on the plugin screens; without one, its declaration's icon name is drawn from the console's set. */
  readonly ICON?: ReactNode;
}

/**
 * The installed add-ons' web sides by key: the browser's composition root, and the only module of the web app that
 * names an add-on.
 */
const SIDES: Readonly<Record<string, AddonWeb>> = {
  abcbank,
  auction,
  cloudbuy,
  flashsale,
  freightins,
  groupbuy,
  jdunion,
  logistics,
  mtunion,
  rank,
  settlement,
  signin,
  sms,
  social,
  taobaoke,
  utility,
  waybill,
  wxofficial,
};

/** The add-ons' bespoke screens; the shell merges them with its own (shell/screens.tsx). */
export const ADDON_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = Object.assign(
  {},
  ...Object.values(SIDES).map((side) => side.SCREENS),
);

/** The add-ons' own icons by key, as the plugin screens draw them (screens/plugin/AddonIcon.tsx). */
export const ADDON_ICONS: Readonly<Record<string, ReactNode>> = Object.fromEntries(
  Object.entries(SIDES).flatMap(([key, side]) => (side.ICON === undefined ? [] : [[key, side.ICON]])),
);
