import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { userRechargeResource } from './recharge.resource';
import { recycleLogResource, rmbLogResource, scoreLogResource } from './wallet-log.resource';

export { seedMemberWallets } from './demo';
export { bookRecharge, ledgerUnits, MOST_PER_BOOKING, reverseRecharge } from './recharge.service';
export { EVENT_TITLES, MEMBER_WALLET_OPTIONS, MEMBER_WALLET_TITLES, WALLET_TITLES } from './titles';

/** Members' wallets (/finance/walletlog): the ledgers of balance, points and recycling credit, and top-ups. */
export const MEMBER_RESOURCES: readonly ResourceDef[] = [
  rmbLogResource,
  scoreLogResource,
  recycleLogResource,
  userRechargeResource,
] as readonly ResourceDef[];

export const MEMBER_ROUTES: readonly ApiRoute[] = [];
