// The installed add-ons, into the catalogue before the frame reads it (installed/index.ts): the frame may load
// before the console's own module when both are fetched at once.
import '@yanye/installed';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CatalogPage } from '@yanye/catalog';
import {
  ConsoleUserContext,
  call,
  loaded,
  OpenablePagesContext,
  onWrite,
  queryClient,
  ReloadUserContext,
  setDashboardRoute,
  setPageOpener,
  useIsMobile,
  useOpenedOnce,
  useStableCallback,
} from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { Alert, Layout, message, Spin, Watermark } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiHostDialog } from './ApiHostDialog';
import { type ConsoleState, forgetSession, useConsole } from './boot';
import { KefuWindow, useKefuMode } from './KefuWindow';
import { kefuAllowedOn } from './kefu';
import { menuEntryOf } from './menuEntry';
import { RouteRule } from './RouteRule';
import { findNode, firstLeaf, homePath, menuLeaves } from './routeSet';
import { DASHBOARD, passwordFirst, routeOf } from './routing';
import { ShellHeader } from './ShellHeader';
import { ShellNav } from './ShellNav';
import { useSettings } from './settings';
import { TagsBar } from './TagsBar';
import { shellText } from './texts';
import { createTypeAhead } from './typeAhead';
import { useKefu } from './useKefu';
import { usePluginWatch } from './usePluginWatch';
import { useShortcuts } from './useShortcuts';
import { useViewCache } from './useViewCache';
import { ViewHost } from './ViewHost';
import { useWarming } from './warm';

// The settings drawer (its colour picker, switches and form) is fetched when first opened, not with every page.
const CommandPalette = loaded(() => import('./CommandPalette').then((m) => m.default));
const ShortcutsHelp = loaded(() => import('./ShortcutsHelp').then((m) => m.default));
const SettingsDrawer = loaded(() => import('./SettingsDrawer').then((m) => m.SettingsDrawer));

/**
 * Signed in: the query cache every screen reads through (here, not in the entry, so the sign-in page does not
 * load TanStack Query), then the console.
 */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Console />
    </QueryClientProvider>
  );
}

/** User info, then the route set, then the frame. */
function Console() {
  const { state, error, reloadUser, reloadRoutes } = useConsole();
  const navigate = useNavigate();
  const location = useLocation();
  // A changed password may lift the duty to change it (must_change_password): the user info is read again.
  useEffect(
    () =>
      onWrite((path) => {
        if (path === API.account.passwordEdit.path) void reloadUser();
        if (path === API.addons.addonInstall.path || path === API.addons.addonUninstall.path)
          void reloadRoutes();
      }),
    [reloadUser, reloadRoutes],
  );
  usePluginWatch(state?.grants.plugins, reloadRoutes);
  useEffect(() => {
    if (!error) return;
    // The route guard's failure: the token goes, the error shows, the sign-in page takes over.
    forgetSession();
    void message.error(error, 4);
    navigate(`/index?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [error, navigate, location.pathname, location.search]);
  if (!state) return <Spin fullscreen />;
  return (
    <ReloadUserContext.Provider value={reloadUser}>
      <Frame state={state} />
    </ReloadUserContext.Provider>
  );
}

const WATERMARK_FONT = { color: 'rgba(0, 0, 0, 0.15)', fontSize: 14 };
const WATERMARK_GAP: [number, number] = [120, 120];

function Frame({ state }: { readonly state: ConsoleState }) {
  const { user, pages, menu } = state;
  const settings = useSettings();
  const mobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const kefu = useKefu(user);
  const [kefuMode, setKefuMode] = useKefuMode();
  const home = useMemo(() => homePath(pages, menu), [pages, menu]);
  // The error catalogue's way back (no permission): home, without reloading.
  useEffect(() => setDashboardRoute(() => navigate(home)), [navigate, home]);
  // A refusal that names where it is fixed (an add-on's settings) links there when the user may open it.
  useEffect(
    () =>
      setPageOpener({
        can: (path) => pages.some((p) => p.path === path.split('?')[0]),
        open: (path) => navigate(path),
      }),
    [navigate, pages],
  );

  // The same arrays from render to render: Ant Design's watermark draws its canvas again whenever they change.
  const watermark = useMemo(
    () => [user.nick_name || user.username, user.phone].filter(Boolean),
    [user.nick_name, user.username, user.phone],
  );

  const key = location.pathname + location.search;
  // A password someone else set (an operator's first, a reset) is changed before anything else is opened.
  const mustChange = user.must_change_password;
  const route =
    passwordFirst(location.pathname, mustChange) ?? routeOf(location.pathname, location.search, state, home);
  const shown = route.kind === 'screen' ? route.page : undefined;
  useWarming(state, home, shown);
  const views = useViewCache(pages, location, shown, home);
  // The phone's menu drawer stays open on the address it was opened at: opening a page closes it.
  const [drawerAt, setDrawerAt] = useState<string>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsShown = useOpenedOnce(settingsOpen);
  const leaves = useMemo(() => menuLeaves(menu), [menu]);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const paletteShown = useOpenedOnce(paletteOpen);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpShown = useOpenedOnce(helpOpen);
  const typeAhead = useMemo(createTypeAhead, []);
  useShortcuts({
    palette: useCallback(() => {
      typeAhead.start();
      setPaletteOpen(true);
    }, [typeAhead]),
    help: useCallback(() => setHelpOpen(true), []),
  });

  // The handlers the menus and the header's tools are given keep their identity from page to page, so a click
  // to another page draws the breadcrumb, the lit entry and the view, not every button of the frame.
  const open = useStableCallback((target: CatalogPage) => {
    if (target.view === 'external' && target.external) {
      window.open(target.external, '_blank', 'noopener,noreferrer');
      void message.info(shellText('openInNewWindow'));
      return;
    }
    if (target.view === 'group') {
      const node = findNode(menu, target.name);
      const leaf = node && firstLeaf(node);
      if (leaf) navigate(leaf.path);
      return;
    }
    navigate(target.path);
  });

  const logout = async () => {
    await call(API.session.logout, {}, { quiet: true }).catch(() => undefined);
    forgetSession();
    views.reset();
    navigate(`/index?redirect=${DASHBOARD}`, { replace: true });
  };

  const page = route.kind === 'refresh' ? undefined : route.page;
  // The menu entry lit and passed through by the breadcrumb: an edit form's list, the one it was opened from.
  const entry = page && menuEntryOf(page, views.openedFrom(key));
  const kefuShown = kefu !== undefined && kefuAllowedOn(location.pathname);
  // Docked open beside the console on a screen wide enough, the chat takes its room rather than cover it.
  const kefuDocked = kefuShown && kefuMode === 'docked' && !mobile;
  const kefuButton = useMemo(
    () => (kefuShown ? { mode: kefuMode, onMode: setKefuMode } : undefined),
    [kefuShown, kefuMode, setKefuMode],
  );
  const dashboard = useMemo(() => pages.find((p) => p.path === DASHBOARD), [pages]);
  const onCloseDrawer = useCallback(() => setDrawerAt(undefined), []);
  const onMenu = useStableCallback(() => setDrawerAt(key));
  const onSettings = useCallback(() => setSettingsOpen(true), []);
  const onLogout = useStableCallback(() => views.leave(() => void logout()));
  return (
    <ConsoleUserContext.Provider value={user}>
      <OpenablePagesContext.Provider value={pages}>
        <Watermark content={watermark} font={WATERMARK_FONT} gap={WATERMARK_GAP} className="shell-watermark">
          <Layout className={`shell${mobile ? ' is-mobile' : ''}`}>
            <ShellNav
              user={user}
              menu={menu}
              pages={pages}
              page={page}
              entry={entry}
              mobile={mobile}
              drawer={drawerAt === key}
              onCloseDrawer={onCloseDrawer}
              onOpen={open}
            />
            <Layout className={`shell-main${kefuDocked ? ' has-kefu-dock' : ''}`}>
              <ShellHeader
                user={user}
                home={home}
                mobile={mobile}
                fixed={settings.fixedHeader}
                page={page}
                entry={entry}
                dashboard={dashboard}
                searchable={leaves}
                pinyin={settings.pinyinSearch}
                onOpen={open}
                onMenu={onMenu}
                onSettings={onSettings}
                kefu={kefuButton}
                onLogout={onLogout}
              />
              {settings.tagsView && (
                <TagsBar
                  tags={views.tags}
                  active={key}
                  titleOf={views.titleOf}
                  details={views.details}
                  onAction={views.onTagAction}
                />
              )}
              <Layout.Content className="shell-content">
                {mustChange && (
                  <Alert
                    type="warning"
                    showIcon
                    title={shellText('mustChangePassword')}
                    style={{ marginBottom: 12 }}
                  />
                )}
                <RouteRule route={route} views={views} />
                <ViewHost views={views} active={shown ? key : undefined} />
              </Layout.Content>
            </Layout>
          </Layout>
          {paletteShown && (
            <CommandPalette
              open={paletteOpen}
              pages={leaves}
              pinyin={settings.pinyinSearch}
              typeAhead={typeAhead}
              onOpen={open}
              onClose={() => setPaletteOpen(false)}
            />
          )}
          {helpShown && <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />}
          {settingsShown && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
          {kefu && (
            <KefuWindow
              kefu={kefu}
              mode={kefuMode}
              hidden={!kefuShown}
              mobile={mobile}
              onMode={setKefuMode}
            />
          )}
          <ApiHostDialog />
        </Watermark>
      </OpenablePagesContext.Provider>
    </ConsoleUserContext.Provider>
  );
}
