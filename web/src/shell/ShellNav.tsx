import type { CatalogPage } from '@yanye/catalog';
import { currentLang, loaded, useOpenedOnce } from '@yanye/framework/web';
import { Layout } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router';
import { type ConsoleUser, type MenuNode, pageNamed } from './routeSet';
import { MenuPanel, Rail } from './Sidebar';
import { useBadges } from './useBadges';

// The phone's menu drawer, fetched the first time it opens: a computer never draws it.
const Drawer = loaded(() => import('antd/es/drawer').then((m) => m.default));

interface Props {
  readonly user: ConsoleUser;
  readonly menu: readonly MenuNode[];
  /** The pages the user may open: the menus' counts are read for those among them that are counted. */
  readonly pages: readonly CatalogPage[];
  /** The page on screen: its section is open. */
  readonly page: CatalogPage | undefined;
  /** The menu entry lit: the page's own, or its list's (menuEntry.ts). */
  readonly entry: CatalogPage | undefined;
  readonly mobile: boolean;
  /** The menu drawer of a phone. */
  readonly drawer: boolean;
  readonly onCloseDrawer: () => void;
  readonly onOpen: (page: CatalogPage) => void;
}

/**
 * The menus: the rail of sections with the open section's panel beside it, or on a phone the
 * whole menu in a drawer. The logo leads to the shop info, or to the profile in the offline-pay industry.
 */
export const ShellNav = memo(function ShellNav(props: Props) {
  const { user, menu, pages, page, entry, mobile, drawer, onCloseDrawer, onOpen } = props;
  // Read here, where they are shown: a count that changes (every minute, after a write) draws the menus again,
  // not the whole frame.
  const badges = useBadges(pages);
  const lang = currentLang();
  // A phone's menu drawer is built when first opened, not with the first page.
  const drawerBuilt = useOpenedOnce(drawer);
  const section = page?.trail[0];
  const sectionNode = menu.find((n) => n.page.name === section);
  const selected = entry?.name;
  const openNamed = (name: string) => {
    const p = pageNamed(name);
    if (p) onOpen(p);
  };

  // The drawer's white title bar names the store beside its mark; the dark rail has room for the mark only.
  const logo = (withName: boolean) => (
    <Link
      to={user.industry_type === 'offlinepay' ? '/profile/user/edit' : '/content/shopinfo'}
      className="shell-logo"
      aria-label={user.store_name || 'logo'}
    >
      {user.logo ? (
        <img src={user.logo} alt="" />
      ) : (
        <span className="shell-logo-mark">{(user.store_name || '盐').slice(0, 1)}</span>
      )}
      {withName && <span className="shell-logo-name">{user.store_name}</span>}
    </Link>
  );

  if (mobile && !drawerBuilt) return null;
  if (mobile) {
    // The drawer opens on the way down to the page on screen (every section, when there is only one); built
    // afresh when the page has changed since, so it follows the page rather than the last folders clicked.
    const way = menu.length === 1 ? [menu[0]!.page.name] : [];
    return (
      <Drawer
        placement="left"
        open={drawer}
        onClose={onCloseDrawer}
        size={280}
        title={logo(true)}
        className="shell-drawer"
      >
        <MenuPanel
          key={selected}
          nodes={menu}
          selected={selected}
          badges={badges}
          withIcons
          opened={[...way, ...((entry ?? page)?.trail ?? [])]}
          onOpen={openNamed}
        />
      </Drawer>
    );
  }

  const panel = sectionNode && sectionNode.children.length > 0;
  return (
    <Layout.Sider width={panel ? 292 : 88} className="shell-sider" theme="light">
      <div className="shell-sider-inner">
        <Rail
          menu={menu}
          section={section}
          badges={badges}
          logo={logo(false)}
          onSection={(n) => onOpen(n.page)}
        />
        {panel && (
          <div className="shell-panel">
            <div className="shell-panel-title">{sectionNode.page.title[lang]}</div>
            <MenuPanel
              key={sectionNode.page.name}
              nodes={sectionNode.children}
              selected={selected}
              badges={badges}
              onOpen={openNamed}
            />
          </div>
        )}
      </div>
    </Layout.Sider>
  );
});
