import { route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';

export const kefuRoutes = [
  route(API.session.kefuConfig, {
    // `host` empty means no chat is configured: the console logs it and does not start the widget.
    handler: async ({ deps }) => {
      const { appid, host, mode } = deps.integrations.kefu;
      return { appid, host, mode };
    },
  }),
];
