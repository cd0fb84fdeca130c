import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { MEMBER_RESOURCES, MEMBER_ROUTES } from './member';
import { PAYCASH_RESOURCES, PAYCASH_ROUTES } from './paycash';
import { PAYMENT_RESOURCES, PAYMENT_ROUTES } from './payment';

/** Finance (`/finance`, docs/finance.md): every wallet is a ledger booked by `platform/ledger.ts`. */
export const FINANCE_RESOURCES: readonly ResourceDef[] = [
  ...MEMBER_RESOURCES,
  ...PAYMENT_RESOURCES,
  ...PAYCASH_RESOURCES,
];

export const FINANCE_ROUTES: readonly ApiRoute[] = [...MEMBER_ROUTES, ...PAYMENT_ROUTES, ...PAYCASH_ROUTES];
