import { WechatOutlined } from '@ant-design/icons';
import { loadedScreen } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const MenuEditorScreen = loadedScreen(() => import('./MenuEditorScreen').then((m) => m.MenuEditorScreen));
const ReplyAttentionScreen = loadedScreen(() =>
  import('./ReplyAttentionScreen').then((m) => m.ReplyAttentionScreen),
);
const ListsScreen = loadedScreen(() => import('./WxListScreens').then((m) => m.WxListScreen));
const TemplateSendScreen = loadedScreen(() =>
  import('./TemplateSendScreen').then((m) => m.TemplateSendScreen),
);
const FansTagScreen = loadedScreen(() => import('./FansTagScreen').then((m) => m.FansTagScreen));

/** The official account's bespoke screens by the catalogue's `custom:<key>` (each a chunk of its own). */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = {
  wxMenu: (title) => createElement(MenuEditorScreen, { title }),
  wxReplyAttention: (title) => createElement(ReplyAttentionScreen, { title }),
  wxTemplates: (title) => createElement(ListsScreen, { title, which: 'templates' }),
  wxTemplateSend: (title) => createElement(TemplateSendScreen, { title }),
  wxFans: (title) => createElement(ListsScreen, { title, which: 'fans' }),
  wxFansTag: (title) => createElement(FansTagScreen, { title }),
};

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(WechatOutlined);
