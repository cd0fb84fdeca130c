import { MessageOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const SmsTemplateTestScreen = lazy(() =>
  import('./SmsTemplateTestScreen').then((m) => ({ default: m.SmsTemplateTestScreen })),
);

/** The SMS add-on's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  smsTemplateTest: (title) => createElement(SmsTemplateTestScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(MessageOutlined);
