import { WechatOutlined } from '@ant-design/icons';
import { createElement, lazy, type ReactNode } from 'react';

const MenuEditorScreen = lazy(() =>
  import('./MenuEditorScreen').then((m) => ({ default: m.MenuEditorScreen })),
);
const ReplyAttentionScreen = lazy(() =>
  import('./ReplyAttentionScreen').then((m) => ({ default: m.ReplyAttentionScreen })),
);
const ListsScreen = lazy(() => import('./WxListScreens').then((m) => ({ default: m.WxListScreen })));
const TemplateSendScreen = lazy(() =>
  import('./TemplateSendScreen').then((m) => ({ default: m.TemplateSendScreen })),
);
const FansTagScreen = lazy(() => import('./FansTagScreen').then((m) => ({ default: m.FansTagScreen })));

/** The official account's bespoke screens by the catalogue's `custom:<key>` (each a lazy chunk). */
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
