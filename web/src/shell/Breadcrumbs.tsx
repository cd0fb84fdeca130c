import type { CatalogPage } from '@yanye/catalog';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { breadcrumbSteps } from './breadcrumb';

interface Props {
  /** The page on screen (or the one that cannot be shown), undefined for an address no page has. */
  readonly page: CatalogPage | undefined;
  /** Its menu entry (menuEntry.ts): for an add, edit or details page, the list it belongs to. */
  readonly entry: CatalogPage | undefined;
  /** The workbench, when the route set has one. */
  readonly dashboard: CatalogPage | undefined;
  /** A phone: the last two steps only (styles.css keeps the page's own alone on a narrow one). */
  readonly mobile: boolean;
}

/** The breadcrumb of the header: `breadcrumbSteps`, the list a link back to it. */
export function Breadcrumbs({ page, entry, dashboard, mobile }: Props) {
  const steps = breadcrumbSteps(page, entry, dashboard);
  const shown = mobile ? steps.slice(-2) : steps;
  // A step cut short for room (styles.css) says itself whole on hover.
  const items = shown.map((s): { title: ReactNode } => ({
    title: s.to ? (
      <Link to={s.to} title={s.title} className="shell-crumb-link">
        {s.title}
      </Link>
    ) : (
      <span title={s.title}>{s.title}</span>
    ),
  }));
  return <Breadcrumb className="shell-breadcrumb" items={items} />;
}
