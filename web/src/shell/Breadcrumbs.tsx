import type { CatalogPage } from '@yanye/catalog';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { currentLang } from '../i18n/lang';
import { pageNamed } from './routeSet';
import { DASHBOARD } from './routing';

interface Props {
  /** The page on screen (or the one that cannot be shown), undefined for an address no page has. */
  readonly page: CatalogPage | undefined;
  /** The workbench, when the route set has one. */
  readonly dashboard: CatalogPage | undefined;
}

/** Breadcrumb from the workbench down to the page (SPEC.md §2.4). */
export function Breadcrumbs({ page, dashboard }: Props) {
  const lang = currentLang();
  // A route set without the workbench (offline pay) starts at its section.
  const home = dashboard ? [{ title: <Link to={DASHBOARD}>{dashboard.title[lang]}</Link> }] : [];
  // A folder holding one screen under the same title (采购申请 › 采购申请) reads as one step, as in the menu.
  const titles =
    !page || page.path === DASHBOARD
      ? []
      : page.trail
          .map((name) => pageNamed(name)?.title[lang] ?? name)
          .filter((title, i, all) => i === 0 || title !== all[i - 1]);
  return <Breadcrumb className="shell-breadcrumb" items={[...home, ...titles.map((title) => ({ title }))]} />;
}
