import { PrinterOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const WaybillApplyScreen = loadedScreen(() =>
  import('./WaybillApplyScreen').then((m) => m.WaybillApplyScreen),
);
const WaybillLabelScreen = loadedScreen(() =>
  import('./WaybillLabelScreen').then((m) => m.WaybillLabelScreen),
);

/** The e-waybill add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  waybillApply: (title) => createElement(WaybillApplyScreen, { title }),
  waybillLabel: (title) => createElement(WaybillLabelScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(PrinterOutlined);
