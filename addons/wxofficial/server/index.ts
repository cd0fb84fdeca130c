import { AppError, defineAddonServer, withService, withStore } from '@yanye/addon-kit/server';
import { messageCallback } from './callback';
import { seedWxofficial } from './demo';
import { wxFansResource } from './fans.resource';
import { fansRoutes } from './fans.routes';
import { wxKeywordResource } from './keyword.resource';
import { menuRoutes } from './menu.routes';
import { wxMessageResource } from './message.resource';
import { wxReceiver } from './receiver';
import { replyRoutes } from './reply.routes';
import { WxSession, wxSpec } from './service';
import { bookFollowers, bookTemplates } from './sync';
import { wxTemplateResource } from './template.resource';
import { templateRoutes } from './template.routes';
import { fetchFollowers, fetchTemplates } from './wx-api';
import { keepToken, type WxStart, wxStart } from './wx-route';

/** How often the templates, tags and followers are read again from WeChat: four times a day. */
const SYNC_EVERY = 6 * 3600;

/**
 * The WeChat official account: the menu editor and its publishing, the welcome and keyword replies
 * answered to WeChat's pushes (callback.ts), the message records, the templates (synced, sent as a test) and the
 * followers with their tags (synced, tagged). The API is `service.ts`; its local stand-in `receiver.ts`.
 */
export default defineAddonServer({
  key: 'wxofficial',
  resources: [wxKeywordResource, wxMessageResource, wxTemplateResource, wxFansResource],
  routes: [...menuRoutes, ...replyRoutes, ...templateRoutes, ...fansRoutes],
  demoStores: ['xinyan'],
  seed: seedWxofficial,
  service: { spec: wxSpec, receiver: wxReceiver },
  callbacks: [messageCallback],
  outsideSweeps: [
    {
      name: 'sync',
      every: SYNC_EVERY,
      async outside({ deps, supplierId, now }) {
        const db = deps.database.db;
        let start: WxStart;
        try {
          start = await withStore(db, supplierId, (t) => wxStart(t, deps));
        } catch (error) {
          // A store that has not set the account up yet has nothing to sync.
          if (error instanceof AppError) return 0;
          throw error;
        }
        const got = await withService(deps, supplierId, wxSpec, async (client) => {
          const session = new WxSession(client, start.cached, now);
          const templates = await fetchTemplates(session);
          const followers = await fetchFollowers(session);
          return { templates, followers, granted: session.granted };
        });
        return withStore(db, supplierId, async (t) => {
          await keepToken(t, deps.sealKey, got.granted);
          const a = await bookTemplates(t, got.templates, now);
          const b = await bookFollowers(t, got.followers, now);
          return a.added + a.removed + b.unsubscribed;
        });
      },
    },
  ],
});
