import { BankOutlined } from '@ant-design/icons';
import { BANK_SCREENS, loadedScreen, PAGES } from '@yanye/addon-kit/web';
import { createElement, type ReactNode } from 'react';

const FinanceLogScreen = loadedScreen(() => import('./FinanceLogScreen').then((m) => m.FinanceLogScreen));
const StaffScreen = loadedScreen(() => import('./StaffScreen').then((m) => m.StaffScreen));

const BY_KEY: Readonly<Record<string, typeof FinanceLogScreen | typeof StaffScreen>> = {
  [BANK_SCREENS.financeLog]: FinanceLogScreen,
  [BANK_SCREENS.staff]: StaffScreen,
};

/**
 * The bank pages' bespoke screens by the catalogue's `custom:<screen>:<stem>` (each a chunk of its own): the same two
 * screens serve the add-on's pages and the offline-pay industry's, each told the catalogue page it serves.
 */
export const SCREENS: Readonly<Record<string, (title: string) => ReactNode>> = Object.fromEntries(
  PAGES.flatMap((p) => {
    const key = p.view.startsWith('custom:') ? p.view.slice('custom:'.length) : '';
    const screen = BY_KEY[key.split(':')[0] ?? ''];
    if (!screen || !key.includes(':')) return [];
    return [[key, (title: string) => createElement(screen, { title, page: p.name })]];
  }),
);

/** Its icon on the plugin screens. */
export const ICON: ReactNode = createElement(BankOutlined);
