import { ThunderboltOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const UtilityDeskScreen = lazy(() =>
  import('./UtilityDeskScreen').then((m) => ({ default: m.UtilityDeskScreen })),
);
const RechargeScreen = lazy(() => import('./RechargeScreen').then((m) => ({ default: m.RechargeScreen })));

/** The utility add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  utilityDesk: (title) => createElement(UtilityDeskScreen, { title }),
  utilityAudit: (title) => createElement(RechargeScreen, { title, mode: 'audit' }),
  utilityOrder: (title) => createElement(RechargeScreen, { title, mode: 'order' }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(ThunderboltOutlined);
