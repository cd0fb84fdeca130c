/**
 * The agricultural-bank pages: the abcbank add-on's, and the offline-pay industry's whole console on the same calls,
 * so they live in the catalogue, which both read.
 */
import { T } from '@yanye/i18n';
import { action, resource } from './build';
import type { PageSpec } from './types';

const addons = '/v1/addons/';

/** API paths of the agricultural-bank pages; the offlinepay industry uses the very same calls. */
export const ABCBANK_API = {
  staff: `${addons}abcbank/Staff`,
  /** A staff member's collection code: what a payer scans to pay the store with that member credited. */
  staffCode: `${addons}abcbank/StaffCode`,
  financeLog: `${addons}abcbank/FinanceLog`,
  /** The finance log's "pull the bank's statement of a day", reconciling it (a call of the list page). */
  pull: `${addons}abcbank/FinanceLogPull`,
  /** A day's collections, reversals and net, overall, by branch and by staff (the list page's summary band). */
  summary: `${addons}abcbank/FinanceLogSummary`,
  /** The daily statements: each day's statement against the store's own log, with its differences. */
  days: `${addons}abcbank/FinanceLogDays`,
  /** Resolving a difference with a note (the finance log's row action). */
  resolve: `${addons}abcbank/FinanceLogResolve`,
} as const;

/**
 * The bespoke screens of the bank pages' lists, keyed `<screen>:<stem>` in the catalogue so the web side (the
 * add-on's `web/index.ts`) knows which page each serves.
 */
export const BANK_SCREENS = { staff: 'bankStaff', financeLog: 'bankFinanceLog' } as const;

/**
 * Bank staff (with add, edit, del, and each member's collection code) and the finance log (with its day's
 * summary, the daily statements and the resolving of their differences), named from `stem`. Both lists are
 * bespoke screens around the generic list (the add-on's web side), on the same two routes.
 */
export function bankPages(stem: string): PageSpec[] {
  return [
    resource({
      seg: 'staff',
      name: `${stem}Staff`,
      api: ABCBANK_API.staff,
      title: T('银行员工'),
      noun: T('员工'),
      view: `custom:${BANK_SCREENS.staff}:${stem}`,
      listApi: [ABCBANK_API.staffCode],
    }),
    resource({
      seg: 'financelog',
      name: `${stem}FinanceLog`,
      api: ABCBANK_API.financeLog,
      title: T('财务日志'),
      actions: [],
      view: `custom:${BANK_SCREENS.financeLog}:${stem}`,
      listApi: [ABCBANK_API.pull, ABCBANK_API.summary, ABCBANK_API.days],
      more: [
        action('resolve', `${stem}FinanceLogResolve`, T('处理对账差异'), [ABCBANK_API.resolve], {
          label: T('处理'),
        }),
      ],
    }),
  ];
}
