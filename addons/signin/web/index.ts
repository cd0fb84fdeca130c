import { CalendarOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const SigninDeskScreen = lazy(() =>
  import('./SigninDeskScreen').then((m) => ({ default: m.SigninDeskScreen })),
);

/** The sign-in add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  signinDesk: (title) => createElement(SigninDeskScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(CalendarOutlined);
