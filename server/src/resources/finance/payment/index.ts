import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { bankcardResource } from './bankcard.resource';
import { paymentLogResource } from './payment-log.resource';
import { withdrawalReviewRoutes } from './review.routes';
import { walletRoutes } from './wallet.routes';
import { withdrawalResource } from './withdrawal.resource';

/** The store's payment wallet with the platform (/finance/PaymentWallet, union stores): summary, withdrawals, bank cards. */
export const PAYMENT_RESOURCES: readonly ResourceDef[] = [
  bankcardResource,
  withdrawalResource,
  paymentLogResource,
];

export const PAYMENT_ROUTES: readonly ApiRoute[] = [...walletRoutes, ...withdrawalReviewRoutes];

export { registerPayoutEndpoints } from './payout.http';
