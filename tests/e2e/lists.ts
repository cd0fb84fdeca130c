import { type CatalogPage, pagesFor } from '@yanye/catalog';
import { API, type Envelope, type OutputOf, type TableMeta } from '@yanye/protocol';
import type { Page } from 'playwright-core';
import type { ApiSession } from './harness';

/**
 * Walking the lists of the catalogue as the demo accounts see them (list-layout.e2e.test.ts): which lists each
 * account can open, opening one as the console's links do, and what is wrong with one on screen.
 */

/** The demo's accounts: the salt store, the grain store (a union), the offline-pay store, the platform. */
export const ACCOUNTS = ['salt_admin', 'grain_admin', 'pay_admin', 'platform_admin'] as const;

type User = OutputOf<typeof API.session.userInfo>;
type Permission = OutputOf<typeof API.session.operatorPermission>;

export interface WalkedList {
  readonly path: string;
  readonly title: string;
  /** The status column's title, when the list shows one by default. */
  readonly status: string | undefined;
}

/** The data of an answer; a refusal fails the walk. */
async function data<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const a = await answer;
  if (!a.status) throw new Error(a.msg);
  return a.data;
}

/** The list pages an account can open: its route set (as the console builds it) keeping the list views. */
export async function listsOf(session: ApiSession): Promise<CatalogPage[]> {
  const [user, permission, plugins] = await Promise.all([
    data(session.get<User>(API.session.userInfo.path)),
    data(session.get<Permission>(API.session.operatorPermission.path)),
    data(session.get<string[]>(API.addons.supplierAddonList.path)),
  ]);
  const allowed = new Set(permission.path_arr);
  const working = new Set(permission.available_arr);
  return pagesFor({
    industry: user.industry_type,
    isUnion: user.is_union === 1,
    plugins: new Set(plugins),
    isPlatform: user.is_pingtai,
  }).filter((p) => p.view === 'list' && allowed.has(p.path) && working.has(p.path) && p.api[0]);
}

/** Each list with its status column's title, read from its metadata as the console reads it. */
export async function walkedLists(session: ApiSession, pages: readonly CatalogPage[]): Promise<WalkedList[]> {
  return Promise.all(
    pages.map(async (p) => {
      const meta = await data(session.get<TableMeta>(p.api[0]!, { _meta: '1' }));
      const status = Object.values(meta.rows).find((c) => c.kind === 'status' && c.showTableRow === '1');
      return { path: p.path, title: p.title.zh, status: status?.title };
    }),
  );
}

/** Opens a path as the console's own links do (no page load), and waits for its list to be laid out. */
export async function openList(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (to) => {
      const view = document.querySelector(`.shell-view[data-view="${to}"]`);
      const list = view?.querySelector('.generic-list');
      if (!list || list.getClientRects().length === 0) return false;
      if (list.querySelector('.list-settling, .ant-spin-spinning')) return false;
      return list.querySelector('.ant-table-thead th') !== null;
    },
    path,
    { timeout: 20_000 },
  );
}

/** What is wrong with the list on screen, as the user would see it at this size. */
export async function problemsOnScreen(page: Page, list: WalkedList): Promise<string[]> {
  const table = `.shell-view[data-view="${list.path}"] .generic-list .ant-table`;
  return [...(await listProblems(page, list)), ...(await partlyInSight(page, table))];
}

function listProblems(page: Page, list: WalkedList): Promise<string[]> {
  return page.evaluate((l) => {
    const problems: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${page.scrollWidth} > ${window.innerWidth})`);
    const table = document.querySelector(`.shell-view[data-view="${l.path}"] .generic-list .ant-table`);
    if (!table) return [...problems, 'no table'];
    const cut = (e: Element) => e.scrollWidth > e.clientWidth + 1;
    for (const th of table.querySelectorAll('thead th:not(.ant-table-selection-column)')) {
      if ([th, ...th.querySelectorAll('.ant-table-column-title')].some(cut))
        problems.push(`header “${th.textContent}” is cut`);
    }
    const whole = 'td.list-col-time .list-cell, td.list-col-date .list-cell, td.list-col-money .list-cell';
    for (const cell of table.querySelectorAll(whole)) {
      if (cut(cell))
        problems.push(`“${cell.textContent}” is cut (${cell.scrollWidth} > ${cell.clientWidth})`);
    }
    if (l.status === undefined) return problems;
    const status = table.querySelector('thead th.list-col-status');
    if (!status) return [...problems, `the status column “${l.status}” is not shown`];
    const s = status.getBoundingClientRect();
    const box = (table.querySelector('.ant-table-content, .ant-table-body') ?? table).getBoundingClientRect();
    const right = Math.min(box.right, window.innerWidth);
    if (s.left < box.left - 1 || s.right > right + 1)
      problems.push(`the status column is out of sight (${s.left}–${s.right} in ${box.left}–${right})`);
    const actions = table.querySelector('thead th.list-col-actions')?.getBoundingClientRect();
    if (actions && s.right > actions.left + 1 && s.left < actions.right)
      problems.push('the status column is under the actions column');
    return problems;
  }, list);
}

/**
 * The cells of a table (`selector`) partly in sight: every cell (headers, rows, totals) of a scrolled column is in
 * sight whole, or starts where the sight ends (the box, or the first column fixed on the right).
 */
export function partlyInSight(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const table = document.querySelector(sel);
    if (!table) return [];
    // What is in sight of the scrolled columns: the table's box, up to the first column fixed on the right.
    const scroller = table.querySelector('.ant-table-content, .ant-table-body') ?? table;
    const view = scroller.getBoundingClientRect();
    let edge = Math.min(view.right, window.innerWidth);
    for (const th of table.querySelectorAll('thead th.ant-table-cell-fix-end'))
      edge = Math.min(edge, th.getBoundingClientRect().left);
    // Every cell (headers, rows, totals) of a scrolled column is in sight whole, or starts where the sight ends.
    // Not on a phone, where nothing is fixed: there the column at the screen's edge says the table scrolls on.
    const scrolled = 'tr > :is(th, td):not(.ant-table-cell-fix, .ant-table-selection-column)';
    const partly = new Set<string>();
    const phone = document.querySelector('.shell.is-mobile') !== null;
    for (const cell of phone ? [] : table.querySelectorAll(scrolled)) {
      const r = cell.getBoundingClientRect();
      if (r.width === 0 || r.left >= edge - 1 || r.right <= edge + 1) continue;
      const text = cell.textContent?.trim();
      if (text)
        partly.add(
          `“${text}” (${Math.round(r.left)}–${Math.round(r.right)}, in sight to ${Math.round(edge)})`,
        );
    }
    return [...partly].slice(0, 3).map((text) => `${text} is partly in sight`);
  }, selector);
}
