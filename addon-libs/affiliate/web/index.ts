import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const UnionTokenScreen = loadedScreen(() => import('./UnionTokenScreen').then((m) => m.UnionTokenScreen));
const UnionOrdersScreen = loadedScreen(() => import('./UnionOrdersScreen').then((m) => m.UnionOrdersScreen));

/**
 * The affiliate unions' bespoke screens by the catalogue's `custom:<key>`, each a chunk of its own: every union add-on
 * exports these as its own (the three share them; each screen reads its union from its page's address).
 */
export const UNION_SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  unionToken: (title) => createElement(UnionTokenScreen, { title }),
  unionOrders: (title) => createElement(UnionOrdersScreen, { title }),
};
