import { SafetyOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const FreightinsDeskScreen = lazy(() =>
  import('./FreightinsDeskScreen').then((m) => ({ default: m.FreightinsDeskScreen })),
);
const FreightinsSettingScreen = lazy(() =>
  import('./FreightinsSettingScreen').then((m) => ({ default: m.FreightinsSettingScreen })),
);

/** The freight-insurance add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  freightinsDesk: (title) => createElement(FreightinsDeskScreen, { title }),
  freightinsSetting: (title) => createElement(FreightinsSettingScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(SafetyOutlined);
