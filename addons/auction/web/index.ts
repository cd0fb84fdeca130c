import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';
import { AuctionIcon } from './AuctionIcon';

const AuctionAddScreen = loadedScreen(() => import('./AuctionAddScreen').then((m) => m.AuctionAddScreen));
const AuctionLotScreen = loadedScreen(() => import('./AuctionLotScreen').then((m) => m.AuctionLotScreen));

/** The auction add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  auctionAdd: (title) => createElement(AuctionAddScreen, { title }),
  auctionLot: (title) => createElement(AuctionLotScreen, { title }),
};

/** Its icon on the plugin screens: a gavel (Ant Design's icon set has none). */
export const ICON: ReactNode = createElement(AuctionIcon);
