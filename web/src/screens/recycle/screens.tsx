import { loadedScreen } from '@yanye/framework/web';
import type { ReactNode } from 'react';

const RecycleOrderAddScreen = loadedScreen(() =>
  import('./order/RecycleOrderAddScreen').then((m) => m.RecycleOrderAddScreen),
);
const RecycleOrderInfoScreen = loadedScreen(() =>
  import('./order/RecycleOrderInfoScreen').then((m) => m.RecycleOrderInfoScreen),
);

/** The recycle section's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const RECYCLE_SCREENS: Record<string, (title: string) => ReactNode> = {
  recycleOrderAdd: (title) => <RecycleOrderAddScreen title={title} />,
  recycleOrderInfo: (title) => <RecycleOrderInfoScreen title={title} />,
};
