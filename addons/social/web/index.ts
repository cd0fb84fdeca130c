import { LinkOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const SocialMineScreen = lazy(() =>
  import('./SocialMineScreen').then((m) => ({ default: m.SocialMineScreen })),
);

/** The social add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  socialMine: (title) => createElement(SocialMineScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(LinkOutlined);
