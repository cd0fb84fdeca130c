import { CalendarOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const SigninDeskScreen = loadedScreen(() => import('./SigninDeskScreen').then((m) => m.SigninDeskScreen));

/** The sign-in add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  signinDesk: (title) => createElement(SigninDeskScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(CalendarOutlined);
