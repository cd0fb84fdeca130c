import { T } from '@yanye/i18n';
import { group } from '../build';
import { bankPages } from '../define-shared';
import type { PageSpec } from '../types';

/**
 * The route set of the offline-pay industry: only the bank staff and finance log routes,
 * on the same API paths as the agricultural-bank add-on. Its accounts also get the common profile pages.
 */
export const offlinepay: PageSpec = group(
  '/offlinepay',
  'Offlinepay',
  T('线下收款'),
  bankPages('Offlinepay'),
  { icon: 'bank', industries: ['offlinepay'] },
);
