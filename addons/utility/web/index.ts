import { ThunderboltOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const UtilityDeskScreen = loadedScreen(() => import('./UtilityDeskScreen').then((m) => m.UtilityDeskScreen));
const RechargeScreen = loadedScreen(() => import('./RechargeScreen').then((m) => m.RechargeScreen));

/** The utility add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  utilityDesk: (title) => createElement(UtilityDeskScreen, { title }),
  utilityAudit: (title) => createElement(RechargeScreen, { title, mode: 'audit' }),
  utilityOrder: (title) => createElement(RechargeScreen, { title, mode: 'order' }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(ThunderboltOutlined);
