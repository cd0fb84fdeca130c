import { createElement, lazy, type ReactNode } from 'react';

const UnionTokenScreen = lazy(() =>
  import('./UnionTokenScreen').then((m) => ({ default: m.UnionTokenScreen })),
);
const UnionOrdersScreen = lazy(() =>
  import('./UnionOrdersScreen').then((m) => ({ default: m.UnionOrdersScreen })),
);

/**
 * The affiliate unions' bespoke screens by the catalogue's `custom:<key>`, each a lazy chunk: every union add-on
 * exports these as its own (the three share them; each screen reads its union from its page's address).
 */
export const UNION_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  unionToken: (title) => createElement(UnionTokenScreen, { title }),
  unionOrders: (title) => createElement(UnionOrdersScreen, { title }),
};
