import type { AddonSweep } from '@yanye/addon-kit/server';
import { sessions } from './session.campaign';

/**
 * Writes down what the clock has done to published sessions: started ones are running, those past their end have
 * ended, each move with its history row. Every check works the state out from the times anyway, so this keeps the
 * stored state (and what is filtered by it) and the history in step; each session is locked and moved by guarded
 * updates (engine/addons/campaign.ts), so running it twice, or beside a stop, changes nothing more.
 */
export const stateSweep: AddonSweep = {
  name: 'session-states',
  every: 60,
  run: async (db, now) => (await sessions.sweep(db, now)).moved,
};
