import { AccountBookOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const SettlementSettingScreen = loadedScreen(() =>
  import('./SettlementSettingScreen').then((m) => m.SettlementSettingScreen),
);

/** The settlement add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  settlementSetting: (title) => createElement(SettlementSettingScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(AccountBookOutlined);
