import { lazy, type ReactNode } from 'react';

const RecycleOrderAddScreen = lazy(() =>
  import('./order/RecycleOrderAddScreen').then((m) => ({ default: m.RecycleOrderAddScreen })),
);
const RecycleOrderInfoScreen = lazy(() =>
  import('./order/RecycleOrderInfoScreen').then((m) => ({ default: m.RecycleOrderInfoScreen })),
);

/** The recycle section's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const RECYCLE_SCREENS: Record<string, (title: string) => ReactNode> = {
  recycleOrderAdd: (title) => <RecycleOrderAddScreen title={title} />,
  recycleOrderInfo: (title) => <RecycleOrderInfoScreen title={title} />,
};
