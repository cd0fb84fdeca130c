import { PrinterOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const WaybillApplyScreen = lazy(() =>
  import('./WaybillApplyScreen').then((m) => ({ default: m.WaybillApplyScreen })),
);
const WaybillLabelScreen = lazy(() =>
  import('./WaybillLabelScreen').then((m) => ({ default: m.WaybillLabelScreen })),
);

/** The e-waybill add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  waybillApply: (title) => createElement(WaybillApplyScreen, { title }),
  waybillLabel: (title) => createElement(WaybillLabelScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(PrinterOutlined);
