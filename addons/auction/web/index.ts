import { createElement, lazy, type ReactNode } from 'react';
import { AuctionIcon } from './AuctionIcon';

const AuctionAddScreen = lazy(() =>
  import('./AuctionAddScreen').then((m) => ({ default: m.AuctionAddScreen })),
);
const AuctionLotScreen = lazy(() =>
  import('./AuctionLotScreen').then((m) => ({ default: m.AuctionLotScreen })),
);

/** The auction add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  auctionAdd: (title) => createElement(AuctionAddScreen, { title }),
  auctionLot: (title) => createElement(AuctionLotScreen, { title }),
};

/** Its icon on the plugin screens: a gavel (Ant Design's icon set has none). */
export const ICON: ReactNode = createElement(AuctionIcon);
