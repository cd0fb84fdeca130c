import { AccountBookOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const SettlementSettingScreen = lazy(() =>
  import('./SettlementSettingScreen').then((m) => ({ default: m.SettlementSettingScreen })),
);

/** The settlement add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  settlementSetting: (title) => createElement(SettlementSettingScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(AccountBookOutlined);
