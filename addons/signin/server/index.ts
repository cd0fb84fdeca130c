import { defineAddonServer } from '@yanye/addon-kit/server';
import { DEFAULT_BONUSES, signinBonusResource } from './bonus.resource';
import { seedSignin } from './demo';
import { signinRecordResource } from './record.resource';
import { signinRoutes } from './signin.routes';
import { signinBonuses } from './tables';

/**
 * Daily check-in: the rules are the add-on's settings, the streak bonuses a small list, the records a
 * list; the store's app checks members in and makes up missed days through the two calls of signin.routes.ts,
 * which book the points in the member's `score` wallet.
 */
export default defineAddonServer({
  key: 'signin',
  resources: [signinRecordResource, signinBonusResource],
  routes: signinRoutes,
  demoStores: ['xinyan'],
  seed: seedSignin,
  // A store's first install starts with the usual bonuses; a reinstall finds its own again.
  async install(db, { firstTime, now }) {
    if (!firstTime) return;
    await db
      .insert(signinBonuses)
      .values(DEFAULT_BONUSES.map((b) => ({ ...b, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
  },
});
