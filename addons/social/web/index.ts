import { LinkOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const SocialMineScreen = loadedScreen(() => import('./SocialMineScreen').then((m) => m.SocialMineScreen));

/** The social add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  socialMine: (title) => createElement(SocialMineScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(LinkOutlined);
