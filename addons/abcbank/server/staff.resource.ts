import { col, defineResource, ET } from '@yanye/addon-kit/server';
import { abcbankStaff } from './tables';
import { AT, STAFF_STATUS } from './texts';

const s = abcbankStaff;

/**
 * The bank's staff who serve the store (/plugin/abcbank/staff, and /offlinepay/staff for the offline-pay
 * store): kept by the store, so the finance logs can name who handled each transaction by the bank's number.
 */
export const abcbankStaffResource = defineResource({
  entity: 'AbcbankStaff',
  table: s,
  columns: [
    col.id(s.id),
    col.text(s.name, AT.name, {
      sortable: true,
      filter: 'text',
      width: 120,
      form: { required: true, max: 20 },
    }),
    col.text(s.staffNo, AT.staffNo, {
      sortable: true,
      filter: 'text',
      width: 120,
      form: { required: true, max: 20, unique: true },
    }),
    col.text(s.branch, AT.branch, { filter: 'text', width: 200, form: { required: true, max: 60 } }),
    col.text(s.phone, AT.phone, {
      filter: 'text',
      width: 130,
      form: { type: 'phone', phone: 'mobile', required: true },
    }),
    col.select(s.status, AT.status, STAFF_STATUS, { filter: 'select', width: 80, form: { default: 1 } }),
    col.datetime(s.createdAt, ET.created, { sortable: true }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  exportable: true,
  importable: true,
});
