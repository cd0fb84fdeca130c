import type { CatalogPage } from '@yanye/catalog';
import { currentLang } from '@yanye/framework/web';
import { pageNamed } from './routeSet';
import { DASHBOARD } from './routing';

export interface Step {
  readonly title: string;
  /** Where the step leads: the workbench, and the list of a page opened from it. */
  readonly to?: string;
}

/**
 * The steps from the workbench down to a page: the folders of its menu entry, the entry, and for a
 * page of a record the page itself (工作台 / 基础资料 / 客户管理 / 编辑客户), the list a link back to it.
 */
export function breadcrumbSteps(
  page: CatalogPage | undefined,
  entry: CatalogPage | undefined,
  dashboard: CatalogPage | undefined,
  lang = currentLang(),
): Step[] {
  // A route set without the workbench (offline pay) starts at its section.
  const home: Step[] = dashboard ? [{ title: dashboard.title[lang], to: DASHBOARD }] : [];
  if (!page || page.path === DASHBOARD) return home;
  const trail = (entry ?? page).trail.map((name) => pageNamed(name)).filter((p) => p !== undefined);
  const steps: Step[] = trail.map((p) => ({
    title: p.title[lang],
    ...(p === entry && entry !== page && !entry.path.includes(':') ? { to: entry.path } : {}),
  }));
  if (entry && entry !== page) steps.push({ title: page.title[lang] });
  // A folder holding one screen under the same title (采购申请 › 采购申请) reads as one step, as in the menu: the
  // screen's, which may be a link.
  const merged: Step[] = [];
  for (const step of steps) {
    if (merged.at(-1)?.title === step.title) merged[merged.length - 1] = step;
    else merged.push(step);
  }
  return [...home, ...merged];
}
