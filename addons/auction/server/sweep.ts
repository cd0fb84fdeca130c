import type { AddonSweep } from '@yanye/addon-kit/server';
import { lots } from './lifecycle';

/**
 * The auction clock: every few seconds, in each store with the add-on, lots past their start are made running
 * and lots past their end are ended and settled (sold or unsold, deposits refunded), each with its history row.
 * Each lot is locked and moved by guarded updates (engine/addons/campaign.ts), so a run beside a request (a bid, a step)
 * or another process moves it once; a lot locked by a request now is left to the next run.
 */
export const clockSweep: AddonSweep = {
  name: 'clock',
  every: 5,
  run: async (db, now) => (await lots.sweep(db, now)).moved,
};
