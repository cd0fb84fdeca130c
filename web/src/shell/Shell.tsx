import {
  CompressOutlined,
  DownOutlined,
  ExpandOutlined,
  GlobalOutlined,
  MenuOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type CatalogPage, isScreen, PAGES } from '@yanye/catalog';
import { LANGS, type Lang } from '@yanye/protocol';
import {
  Avatar,
  Breadcrumb,
  Button,
  Drawer,
  Dropdown,
  Layout,
  message,
  Result,
  Space,
  Spin,
  Watermark,
} from 'antd';
import { Activity, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, type Location, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { call, onWrite } from '../api/client';
import { setDashboardRoute } from '../api/errors';
import { forgetPermissions } from '../api/permissions';
import { session } from '../api/session';
import { currentLang, setLang } from '../i18n/lang';
import { useIsMobile } from '../lib/useIsMobile';
import { ApiHostDialog } from './ApiHostDialog';
import { type ConsoleState, useConsole } from './boot';
import { ExportTasks } from './ExportTasks';
import { KefuWindow } from './KefuWindow';
import { kefuAllowedOn } from './kefu';
import { MenuSearch } from './MenuSearch';
import {
  type ConsoleUser,
  firstLeaf,
  homePath,
  type MenuNode,
  menuLeaves,
  pageForPath,
  pageNamed,
} from './routeSet';
import { SettingsDrawer } from './SettingsDrawer';
import { type Badges, MenuPanel, Rail } from './Sidebar';
import { screenOf } from './screens';
import { useSettings } from './settings';
import { type TagAction, TagsBar } from './TagsBar';
import { closeTags, nextAfterClose, openTag, type Tag, touchCache } from './tags';
import { st } from './texts';
import { ConsoleUserContext, ReloadUserContext, type ShellView, ShellViewContext } from './view';

/** Views kept alive (SPEC.md §9). */
export const CACHED_VIEWS = 20;
const DASHBOARD = '/dashboard';
const LANG_NAMES: Record<Lang, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

/** Signed in: user info, then the route set, then the frame (SPEC.md §2.1). */
export default function Shell() {
  const { state, error, reloadUser } = useConsole();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!error) return;
    // The route guard's failure: the token goes, the error shows, the sign-in page takes over.
    session.clear();
    forgetPermissions();
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

/** How often the menu counts are asked for again while the console is on screen. */
const BADGE_REFRESH_MS = 60_000;

const COUNTERS = [
  { api: '/v1/seller/order/OrderCount', params: { order_status: 'submit,pay' }, keys: ['submit', 'pay'] },
  { api: '/v1/seller/refund/RefundCount', params: {}, keys: ['refund', 'return'] },
] as const;

/** A write under one of these folders may move a menu count. */
const COUNTED_FOLDERS = COUNTERS.map((c) => c.api.slice(0, c.api.lastIndexOf('/') + 1));

/** Writes come in bursts (a batch, a save and its reload): one count request answers them all. */
const BADGE_WRITE_DELAY_MS = 300;

/**
 * Counts shown on the menus: orders unpaid and to ship, refunds and returns (SPEC.md §2.4, API.md §7), asked
 * for again every minute, whenever the console comes back on screen, and just after a write to orders or
 * refunds from this console.
 */
function useBadges(pages: readonly CatalogPage[]): Badges {
  const [badges, setBadges] = useState<Badges>(new Map());
  useEffect(() => {
    let cancelled = false;
    // The latest count wins: an older answer arriving late is dropped.
    let latest = 0;
    const load = async () => {
      const asked = ++latest;
      const found = await Promise.all(
        COUNTERS.map(async (c) => {
          const page = pages.find((p) => p.api.includes(c.api));
          if (!page) return undefined;
          const answer = await call<Record<string, number>>('GET', c.api, c.params, { quiet: true }).catch(
            () => undefined,
          );
          if (!answer) return undefined;
          return { page, count: c.keys.reduce((sum, k) => sum + (Number(answer[k]) || 0), 0) };
        }),
      );
      if (cancelled || asked !== latest) return;
      const next = new Map<string, number>();
      for (const f of found) {
        if (!f || f.count <= 0) continue;
        // The count shows on the page and on every folder above it.
        for (const name of f.page.trail) next.set(name, (next.get(name) ?? 0) + f.count);
      }
      setBadges(next);
    };
    void load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, BADGE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    let afterWrite: number | undefined;
    const stopListening = onWrite((path) => {
      if (!COUNTED_FOLDERS.some((folder) => path.startsWith(folder))) return;
      window.clearTimeout(afterWrite);
      afterWrite = window.setTimeout(() => void load(), BADGE_WRITE_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.clearTimeout(afterWrite);
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, [pages]);
  return badges;
}

function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: Iterable<string>): Record<string, T> {
  const out = { ...record };
  for (const k of keys) delete out[k];
  return out;
}

interface View {
  readonly location: Location;
  readonly page: CatalogPage;
}

function Frame({ state }: { readonly state: ConsoleState }) {
  const { user, pages, menu } = state;
  const lang = currentLang();
  const settings = useSettings();
  const mobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const badges = useBadges(pages);
  const key = location.pathname + location.search;
  const page = pageForPath(pages, location.pathname);
  const dashboard = pages.find((p) => p.path === DASHBOARD);
  const home = useMemo(() => homePath(pages, menu), [pages, menu]);
  // The error catalogue's way back (no permission): home, without reloading.
  useEffect(() => setDashboardRoute(() => navigate(home)), [navigate, home]);

  const affixTags = useMemo<Tag[]>(
    () => pages.filter((p) => p.affix).map((p) => ({ key: p.path, name: p.name, affix: true })),
    [pages],
  );
  const [tags, setTags] = useState<Tag[]>(affixTags);
  const [cache, setCache] = useState<string[]>([]);
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const views = useRef(new Map<string, View>());
  const [drawer, setDrawer] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const showsScreen = page !== undefined && isScreen(page);
  if (showsScreen) views.current.set(key, { location, page });

  useEffect(() => {
    if (!showsScreen || !page) return;
    setTags((t) => openTag(t, { key, name: page.name, affix: page.affix }));
    setCache((c) => touchCache(c, key, CACHED_VIEWS));
    setDrawer(false);
  }, [key, showsScreen, page]);

  // What views say of themselves beyond their page's title (ShellView.name), by tag key.
  const [details, setDetails] = useState<Readonly<Record<string, string>>>({});
  const titleOf = useCallback(
    (tag: Tag) => {
      const p = pageNamed(tag.name);
      const id = views.current.get(tag.key)?.location.pathname.match(/\/(\d+)$/)?.[1];
      const detail = details[tag.key];
      return `${p?.title[lang] ?? tag.key}${id && p?.path.endsWith(':id') ? ` #${id}` : ''}${detail ? ` · ${detail}` : ''}`;
    },
    [lang, details],
  );

  const refresh = useCallback((target: string) => {
    setGenerations((g) => ({ ...g, [target]: (g[target] ?? 0) + 1 }));
  }, []);

  const handles = useRef(new Map<string, ShellView>());
  const viewHandle = (k: string): ShellView => {
    let handle = handles.current.get(k);
    if (!handle) {
      handle = {
        close: () => {
          setTags((t) => t.filter((tag) => tag.key !== k || tag.affix));
          setCache((c) => c.filter((c2) => c2 !== k));
          views.current.delete(k);
          handles.current.delete(k);
          setDetails((d) => withoutKeys(d, [k]));
        },
        name: (detail) =>
          setDetails((d) => {
            if (d[k] === detail) return d;
            const rest = withoutKeys(d, [k]);
            return detail ? { ...rest, [k]: detail } : rest;
          }),
      };
      handles.current.set(k, handle);
    }
    return handle;
  };

  const onTagAction = (action: TagAction, tag: Tag) => {
    if (action === 'refresh') {
      navigate(`/redirect${tag.key}`);
      return;
    }
    const after = closeTags(tags, action, tag.key);
    const gone = new Set(tags.filter((t) => !after.includes(t)).map((t) => t.key));
    setTags(after);
    setCache((c) => c.filter((k) => !gone.has(k)));
    for (const k of gone) {
      views.current.delete(k);
      handles.current.delete(k);
    }
    setDetails((d) => withoutKeys(d, gone));
    if (gone.has(key)) navigate(nextAfterClose(tags, after, action === 'close' ? tag.key : key, home));
    else if (action !== 'close' && tag.key !== key) navigate(tag.key);
  };

  const open = (target: CatalogPage) => {
    if (target.view === 'external' && target.external) {
      window.open(target.external, '_blank', 'noopener,noreferrer');
      void message.info(st('openInNewWindow'));
      return;
    }
    if (target.view === 'group') {
      const node = findNode(menu, target.name);
      const leaf = node && firstLeaf(node);
      if (leaf) navigate(leaf.path);
      return;
    }
    navigate(target.path);
  };

  const logout = async () => {
    await call('GET', '/v1/buyer/user/logout', {}, { quiet: true }).catch(() => undefined);
    session.clear();
    forgetPermissions();
    setTags(affixTags);
    setCache([]);
    navigate(`/index?redirect=${DASHBOARD}`, { replace: true });
  };

  // Routing rules that come before any screen. They render beside the kept views, which must not unmount.
  const special = location.pathname === '/404' || location.pathname === '/401';
  let redirect: ReactNode = null;
  const toHome = location.pathname === '/' || (location.pathname === DASHBOARD && !dashboard);
  if (toHome) redirect = <Navigate to={home} replace />;
  else if (location.pathname.startsWith('/redirect/'))
    redirect = (
      <Redirector target={location.pathname.slice('/redirect'.length) + location.search} refresh={refresh} />
    );
  else if (page?.view === 'group') {
    const node = findNode(menu, page.name);
    const leaf = node && firstLeaf(node);
    redirect = <Navigate to={leaf?.path ?? '/404'} replace />;
  } else if (!showsScreen && !special) redirect = <Navigate to="/404" replace />;

  const section = page?.trail[0];
  const sectionNode = menu.find((n) => n.page.name === section);
  const selected = page && (page.hidden ? nearestShown(page) : page.name);
  const leaves = menuLeaves(menu);

  const logoTarget = user.industry_type === 'offlinepay' ? '/profile/user/edit' : '/content/shopinfo';
  const logo = (
    <Link to={logoTarget} className="shell-logo" aria-label={user.store_name || 'logo'}>
      {user.logo ? <img src={user.logo} alt="" /> : <span>{(user.store_name || '盐').slice(0, 1)}</span>}
    </Link>
  );

  const userMenu = [
    { key: 'home', label: <Link to={home}>{st('home')}</Link> },
    { key: 'profile', label: <Link to="/profile/user/edit">{st('profileEdit')}</Link> },
    { key: 'password', label: <Link to="/profile/pwd/edit">{st('passwordEdit')}</Link> },
    {
      key: 'wechat',
      label: (
        <Link to="/profile/user/wechat">{user.isbindwxpub ? st('wechatUnbind') : st('wechatBind')}</Link>
      ),
    },
    { type: 'divider' as const },
    { key: 'logout', label: st('logout'), onClick: () => void logout() },
  ];

  const header = (
    <Layout.Header className={`shell-header${settings.fixedHeader ? ' is-fixed' : ''}`}>
      <Space size={12} className="shell-header-left">
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={st('menu')}
            onClick={() => setDrawer(true)}
          />
        )}
        <Breadcrumb className="shell-breadcrumb" items={crumbs(page, lang, dashboard)} />
      </Space>
      <Space size={4} className="shell-header-right">
        {!mobile && <MenuSearch pages={leaves} pinyin={settings.pinyinSearch} onOpen={open} />}
        {!mobile && <FullscreenButton />}
        <ExportTasks />
        <Dropdown
          menu={{
            items: LANGS.map((l) => ({ key: l, label: LANG_NAMES[l] })),
            selectedKeys: [lang],
            onClick: ({ key: l }) => {
              setLang(l as Lang);
              window.location.reload();
            },
          }}
        >
          <Button type="text" icon={<GlobalOutlined />} aria-label={st('language')}>
            {mobile ? null : LANG_NAMES[lang]}
          </Button>
        </Dropdown>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={st('settings')}
          onClick={() => setSettingsOpen(true)}
        />
        <Dropdown menu={{ items: userMenu }} trigger={['click']}>
          <Button type="text" className="shell-user" aria-label={user.nick_name || user.username}>
            <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
            {!mobile && <span>{user.nick_name || user.username}</span>}
            <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );

  const content = special ? (
    <Result
      status={location.pathname === '/404' ? '404' : '403'}
      title={location.pathname.slice(1)}
      subTitle={location.pathname === '/404' ? st('notFound') : st('unauthorized')}
      extra={
        <Link to={home}>
          <Button type="primary">{st('backHome')}</Button>
        </Link>
      }
    />
  ) : null;

  return (
    <ConsoleUserContext.Provider value={user}>
      <Watermark
        content={[user.nick_name || user.username, user.phone].filter(Boolean)}
        font={{ color: 'rgba(0, 0, 0, 0.15)', fontSize: 14 }}
        gap={[120, 120]}
        className="shell-watermark"
      >
        <Layout className={`shell${mobile ? ' is-mobile' : ''}`}>
          {!mobile && (
            <Layout.Sider
              width={sectionNode && sectionNode.children.length > 0 ? 292 : 88}
              className="shell-sider"
              theme="light"
            >
              <div className="shell-sider-inner">
                <Rail
                  menu={menu}
                  section={section}
                  badges={badges}
                  logo={logo}
                  onSection={(n) => open(n.page)}
                />
                {sectionNode && sectionNode.children.length > 0 && (
                  <div className="shell-panel">
                    <div className="shell-panel-title">{sectionNode.page.title[lang]}</div>
                    <MenuPanel
                      key={sectionNode.page.name}
                      nodes={sectionNode.children}
                      selected={selected}
                      badges={badges}
                      onOpen={(name) => {
                        const p = pageNamed(name);
                        if (p) open(p);
                      }}
                    />
                  </div>
                )}
              </div>
            </Layout.Sider>
          )}
          {mobile && (
            <Drawer
              placement="left"
              open={drawer}
              onClose={() => setDrawer(false)}
              size={280}
              title={logo}
              className="shell-drawer"
            >
              <MenuPanel
                nodes={menu}
                selected={selected}
                badges={badges}
                withIcons
                onOpen={(name) => {
                  const p = pageNamed(name);
                  if (p) open(p);
                }}
              />
            </Drawer>
          )}
          <Layout className="shell-main">
            {header}
            {settings.tagsView && (
              <TagsBar tags={tags} active={key} titleOf={titleOf} onAction={onTagAction} />
            )}
            <Layout.Content className="shell-content">
              {redirect}
              {content}
              {cache.map((k) => {
                const view = views.current.get(k);
                if (!view) return null;
                return (
                  <Activity
                    key={`${k}#${generations[k] ?? 0}`}
                    mode={k === key && !special ? 'visible' : 'hidden'}
                  >
                    <ShellViewContext.Provider value={viewHandle(k)}>
                      <Routes location={view.location}>
                        <Route path={view.page.path} element={screenOf(view.page)} />
                      </Routes>
                    </ShellViewContext.Provider>
                  </Activity>
                );
              })}
            </Layout.Content>
          </Layout>
        </Layout>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        <KefuWindow user={user} hidden={!kefuAllowedOn(location.pathname)} />
        <ApiHostDialog />
      </Watermark>
    </ConsoleUserContext.Provider>
  );
}

function findNode(nodes: readonly MenuNode[], name: string): MenuNode | undefined {
  for (const n of nodes) {
    if (n.page.name === name) return n;
    const found = findNode(n.children, name);
    if (found) return found;
  }
  return undefined;
}

/** A hidden page (edit/:id) lights up the nearest menu entry above it: the list beside it, else its folder. */
function nearestShown(page: CatalogPage): string | undefined {
  if (!page.parent) return undefined;
  const list = PAGES.find((p) => p.parent === page.parent && p.view === 'list' && !p.hidden);
  return list?.name ?? page.parent;
}

/** Breadcrumb from the workbench down to the page (SPEC.md §2.4). */
function crumbs(page: CatalogPage | undefined, lang: Lang, dashboard: CatalogPage | undefined) {
  // A route set without the workbench (offline pay) starts at its section.
  const home = dashboard ? [{ title: <Link to={DASHBOARD}>{dashboard.title[lang]}</Link> }] : [];
  if (!page || page.path === DASHBOARD) return home;
  // A folder holding one screen under the same title (采购申请 › 采购申请) reads as one step, as in the menu.
  const titles = page.trail
    .map((name) => pageNamed(name)?.title[lang] ?? name)
    .filter((title, i, all) => i === 0 || title !== all[i - 1]);
  return [...home, ...titles.map((title) => ({ title }))];
}

/** `/redirect/<path>`: the page at `<path>` is built afresh (SPEC.md §2.1). */
function Redirector({
  target,
  refresh,
}: {
  readonly target: string;
  readonly refresh: (key: string) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    refresh(target);
    navigate(target, { replace: true });
  }, [target, refresh, navigate]);
  return null;
}

function FullscreenButton(): ReactNode {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(st('noFullscreen'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <Button
      type="text"
      icon={full ? <CompressOutlined /> : <ExpandOutlined />}
      aria-label={st('fullscreen')}
      onClick={toggle}
    />
  );
}

export type { ConsoleUser };
