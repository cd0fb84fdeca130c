import { SafetyOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const FreightinsDeskScreen = loadedScreen(() =>
  import('./FreightinsDeskScreen').then((m) => m.FreightinsDeskScreen),
);
const FreightinsSettingScreen = loadedScreen(() =>
  import('./FreightinsSettingScreen').then((m) => m.FreightinsSettingScreen),
);

/** The freight-insurance add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  freightinsDesk: (title) => createElement(FreightinsDeskScreen, { title }),
  freightinsSetting: (title) => createElement(FreightinsSettingScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(SafetyOutlined);
