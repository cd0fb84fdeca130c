import { COMMON_TITLES, col, defineResource, nameColumn } from '@yanye/addon-kit/server';
import { abcbankStaff } from './tables';
import { BANK_TITLES, STAFF_STATUS } from './texts';

const s = abcbankStaff;

/**
 * The bank's staff who serve the store (/plugin/abcbank/staff, and /offlinepay/staff for the offline-pay
 * store): kept by the store, so the finance logs can name who handled each transaction by the bank's number.
 */
export const abcbankStaffResource = defineResource({
  entity: 'AbcbankStaff',
  table: s,
  columns: [
    nameColumn(s.name, BANK_TITLES.name, { width: 120, max: 20 }),
    nameColumn(s.staffNo, BANK_TITLES.staffNo, { width: 120, max: 20, unique: true }),
    col.text(s.branch, BANK_TITLES.branch, { filter: 'text', width: 200, form: { required: true, max: 60 } }),
    col.text(s.phone, BANK_TITLES.phone, {
      filter: 'text',
      width: 130,
      form: { type: 'phone', phone: 'mobile', required: true },
    }),
    col.select(s.status, BANK_TITLES.status, STAFF_STATUS, {
      filter: 'select',
      width: 80,
      form: { default: 1 },
    }),
    col.datetime(s.createdAt, COMMON_TITLES.created, { sortable: true }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  exportable: true,
  importable: true,
});
