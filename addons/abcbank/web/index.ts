import { BankOutlined } from '@ant-design/icons';
import { BANK_SCREENS, PAGES } from '@yanye/addon-kit/web';
import { createElement, lazy, type ReactNode } from 'react';

const FinanceLogScreen = lazy(() =>
  import('./FinanceLogScreen').then((m) => ({ default: m.FinanceLogScreen })),
);
const StaffScreen = lazy(() => import('./StaffScreen').then((m) => ({ default: m.StaffScreen })));

const BY_KEY: Readonly<Record<string, typeof FinanceLogScreen | typeof StaffScreen>> = {
  [BANK_SCREENS.financeLog]: FinanceLogScreen,
  [BANK_SCREENS.staff]: StaffScreen,
};

/**
 * The bank pages' bespoke screens by the catalogue's `custom:<screen>:<stem>` (each a lazy chunk): the same two
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
