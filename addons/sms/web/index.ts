import { MessageOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const SmsTemplateTestScreen = loadedScreen(() =>
  import('./SmsTemplateTestScreen').then((m) => m.SmsTemplateTestScreen),
);

/** The SMS add-on's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  smsTemplateTest: (title) => createElement(SmsTemplateTestScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(MessageOutlined);
