import { SCREENS as abcbank } from '@yanye/addon-abcbank/web';
import { SCREENS as auction } from '@yanye/addon-auction/web';
import { SCREENS as freightins } from '@yanye/addon-freightins/web';
import { SCREENS as jdunion } from '@yanye/addon-jdunion/web';
import { SCREENS as mtunion } from '@yanye/addon-mtunion/web';
import { SCREENS as settlement } from '@yanye/addon-settlement/web';
import { SCREENS as signin } from '@yanye/addon-signin/web';
import { SCREENS as sms } from '@yanye/addon-sms/web';
import { SCREENS as social } from '@yanye/addon-social/web';
import { SCREENS as taobaoke } from '@yanye/addon-taobaoke/web';
import { SCREENS as utility } from '@yanye/addon-utility/web';
import { SCREENS as waybill } from '@yanye/addon-waybill/web';
import { SCREENS as wxofficial } from '@yanye/addon-wxofficial/web';
import type { ReactNode } from 'react';

/**
 * The installed add-ons' web sides: the browser's composition root, and the only module of the web app that names
 * an add-on. Each side exports its bespoke screens by the catalogue's `custom:<key>` (the screens themselves are
 * lazy chunks); the shell merges them with its own (shell/screens.tsx).
 */
export const ADDON_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  ...abcbank,
  ...auction,
  ...freightins,
  ...jdunion,
  ...mtunion,
  ...settlement,
  ...signin,
  ...sms,
  ...social,
  ...taobaoke,
  ...utility,
  ...waybill,
  ...wxofficial,
};
