import type { CatalogPage } from '@yanye/catalog';
import { currentLang, warmOnRest } from '@yanye/framework/web';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { iconOf } from './icons';
import type { MenuNode } from './routeSet';
import type { Badges } from './useBadges';

function label(page: CatalogPage, badges: Badges): ReactNode {
  const count = badges.get(page.name) ?? 0;
  const title = page.title[currentLang()];
  return count > 0 ? (
    <span className="menu-label">
      {title}
      <Badge count={count} size="small" overflowCount={99} className="menu-badge" />
    </span>
  ) : (
    title
  );
}

type Items = NonNullable<MenuProps['items']>;

function items(nodes: readonly MenuNode[], badges: Badges, withIcons: boolean): Items {
  return nodes.map((node) =>
    node.page.view === 'group'
      ? {
          key: node.page.name,
          label: label(node.page, badges),
          icon: withIcons ? iconOf(node.page.icon) : undefined,
          children: items(node.children, badges, false),
        }
      : {
          key: node.page.name,
          label: label(node.page, badges),
          icon: withIcons ? iconOf(node.page.icon) : undefined,
          // Rested on, the entry's page is fetched before the click (the shell's warm.ts).
          ...warmOnRest(node.page.path),
        },
  );
}

function groupNames(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.page.view === 'group' ? [n.page.name, ...groupNames(n.children)] : []));
}

interface RailProps {
  readonly menu: readonly MenuNode[];
  readonly section: string | undefined;
  readonly badges: Badges;
  readonly logo: ReactNode;
  readonly onSection: (node: MenuNode) => void;
}

/** The left rail of top-level menus. */
export function Rail({ menu, section, badges, logo, onSection }: RailProps) {
  const lang = currentLang();
  return (
    <nav className="shell-rail" aria-label="sections">
      {logo}
      {menu.map((node) => (
        <button
          key={node.page.name}
          type="button"
          className={`shell-rail-item${node.page.name === section ? ' is-active' : ''}`}
          onClick={() => onSection(node)}
          title={node.page.title[lang]}
        >
          <Badge dot={(badges.get(node.page.name) ?? 0) > 0} offset={[-2, 2]}>
            <span className="shell-rail-icon">{iconOf(node.page.icon)}</span>
          </Badge>
          <span className="shell-rail-title">{node.page.title[lang]}</span>
        </button>
      ))}
    </nav>
  );
}

interface PanelProps {
  readonly nodes: readonly MenuNode[];
  readonly selected: string | undefined;
  readonly badges: Badges;
  readonly onOpen: (name: string) => void;
  /** The whole tree with section icons (the mobile drawer) rather than one section's children. */
  readonly withIcons?: boolean;
  /** The folders open at first: a section's panel opens all of its own, the drawer the page's way down. */
  readonly opened?: readonly string[];
}

/** The child-menu panel of a section, or the whole menu in the mobile drawer. */
export function MenuPanel({ nodes, selected, badges, onOpen, withIcons = false, opened }: PanelProps) {
  return (
    <Menu
      mode="inline"
      className="shell-menu"
      items={items(nodes, badges, withIcons)}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={[...(opened ?? groupNames(nodes))]}
      onClick={({ key }) => onOpen(key)}
    />
  );
}
