import { publicRoute } from '../../platform/route';

export const kefuRoutes = [
  publicRoute({
    method: 'GET',
    url: '/v1/addons/kefu/public/GetKefuConfig',
    // `host` empty means no chat is configured: the console logs it and does not start the widget (SPEC.md §1).
    handler: async ({ deps }) => {
      const { appid, host, mode } = deps.integrations.kefu;
      return { appid, host, mode };
    },
  }),
];
