import type { Contract } from '../contract';
import * as account from './account';
import * as addons from './addons';
import * as exports from './exports';
import * as goods from './goods';
import * as jxc from './jxc';
import * as reports from './reports';
import * as retail from './retail';
import * as roles from './roles';
import * as session from './session';
import * as workbench from './workbench';

/**
 * Every call that is not a resource's own, by area: `API.session.login`, `API.workbench.orderCount`. The calls of
 * resources (lists, forms, records, actions, options) are `resourceCalls` of their catalogue paths.
 */
export const API = { session, account, workbench, reports, roles, addons, exports, jxc, retail, goods };

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** The same calls as one list. */
export const CONTRACTS: readonly Contract[] = Object.values(API).flatMap((area) =>
  Object.values(area).filter(isContract),
);

export { EXPORT_STATUS } from './exports';
export {
  ORDER_STATUSES,
  type OrderStatus,
  REFUND_STATUSES,
  REFUND_TYPES,
} from './retail';
export { ORDER_COUNTERS, Period, SalesTotals } from './workbench';
