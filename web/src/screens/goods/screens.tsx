import { loadedScreen } from '@yanye/framework/web';
import type { ReactNode } from 'react';

const SupplyLookScreen = loadedScreen(() => import('./SupplyLookScreen').then((m) => m.SupplyLookScreen));

/** The goods section's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const GOODS_SCREENS: Record<string, (title: string) => ReactNode> = {
  goodsSupplyLook: (title) => <SupplyLookScreen title={title} />,
};
