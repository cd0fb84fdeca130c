import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { LanguageMenu } from '@yanye/framework/web';
import { Button, Layout, Space } from 'antd';
import { memo } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import { ExportTasks } from './ExportTasks';
import { FullscreenButton } from './FullscreenButton';
import { KefuButton } from './KefuWindow';
import type { KefuMode } from './kefu';
import { LiveBell } from './live/LiveBell';
import { MenuSearch } from './MenuSearch';
import type { ConsoleUser } from './routeSet';
import { shellText } from './texts';
import { UserMenu } from './UserMenu';

interface Props {
  readonly user: ConsoleUser;
  readonly home: string;
  readonly mobile: boolean;
  readonly fixed: boolean;
  /** The page the breadcrumb leads to. */
  readonly page: CatalogPage | undefined;
  /** The menu entry it passes through (an edit form's list). */
  readonly entry: CatalogPage | undefined;
  readonly dashboard: CatalogPage | undefined;
  /** What the menu search looks through: the menu's entries. */
  readonly searchable: readonly CatalogPage[];
  readonly pinyin: boolean;
  readonly onOpen: (page: CatalogPage) => void;
  /** Opens the menu drawer (phones). */
  readonly onMenu: () => void;
  readonly onSettings: () => void;
  readonly onLogout: () => void;
  /** The customer-service window's button, where the window is offered. */
  readonly kefu?: { readonly mode: KefuMode; readonly onMode: (mode: KefuMode) => void };
}

/**
 * The header: breadcrumb on the left; menu search and fullscreen (not on a phone), the
 * customer-service window's button, the live events' bell, export tasks, language (the page reloads in it), the settings drawer and the
 * user menu on the right. A click to another page draws the breadcrumb again, not the tools: they are memoised
 * on props that stay the same from page to page (the frame passes stable handlers).
 */
export function ShellHeader(props: Props) {
  const { mobile, fixed, page, entry, dashboard } = props;
  return (
    <Layout.Header className={`shell-header${fixed ? ' is-fixed' : ''}`}>
      {/* A phone's header spends its room on the page's name rather than on the gaps between buttons. */}
      <Space size={mobile ? 4 : 12} className="shell-header-left">
        {mobile && (
          <Button type="text" icon={<MenuOutlined />} aria-label={shellText('menu')} onClick={props.onMenu} />
        )}
        <Breadcrumbs page={page} entry={entry} dashboard={dashboard} mobile={mobile} />
      </Space>
      <HeaderTools
        user={props.user}
        home={props.home}
        mobile={mobile}
        searchable={props.searchable}
        pinyin={props.pinyin}
        onOpen={props.onOpen}
        onSettings={props.onSettings}
        onLogout={props.onLogout}
        kefu={props.kefu}
      />
    </Layout.Header>
  );
}

type ToolsProps = Pick<
  Props,
  'user' | 'home' | 'mobile' | 'searchable' | 'pinyin' | 'onOpen' | 'onSettings' | 'onLogout' | 'kefu'
>;

const HeaderTools = memo(function HeaderTools(props: ToolsProps) {
  const { user, home, mobile, searchable, pinyin, onOpen } = props;
  return (
    <Space size={mobile ? 0 : 4} className="shell-header-right">
      {!mobile && <MenuSearch pages={searchable} pinyin={pinyin} onOpen={onOpen} />}
      {!mobile && <FullscreenButton />}
      {props.kefu && <KefuButton {...props.kefu} withLabel={!mobile} />}
      <LiveBell mobile={mobile} />
      <ExportTasks mobile={mobile} />
      <LanguageMenu
        label={shellText('language')}
        renderName={(name) => (mobile ? null : <span className="shell-header-label">{name}</span>)}
      />
      {/* A phone's header keeps its room for the page's name and the bell: the settings go in the user menu. */}
      {!mobile && (
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={shellText('settings')}
          onClick={props.onSettings}
        />
      )}
      <UserMenu
        user={user}
        home={home}
        withName={!mobile}
        onLogout={props.onLogout}
        onSettings={mobile ? props.onSettings : undefined}
      />
    </Space>
  );
});
