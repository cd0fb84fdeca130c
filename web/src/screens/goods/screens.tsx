import { lazy, type ReactNode } from 'react';

const SupplyLookScreen = lazy(() =>
  import('./SupplyLookScreen').then((m) => ({ default: m.SupplyLookScreen })),
);

/** The goods section's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const GOODS_SCREENS: Record<string, (title: string) => ReactNode> = {
  goodsSupplyLook: (title) => <SupplyLookScreen title={title} />,
};
