import { route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';

/**
 * A screen of the console that failed to draw (its error boundary caught it), told by the console itself: one
 * warning in the server's log naming who saw it, in which store, on which page, and what was thrown. Nothing of
 * the store is read or written.
 */
export const pageErrorRoutes = [
  route(API.client.pageError, {
    handler: async ({ principal, request }, { body }) => {
      request.log.warn(
        {
          pageError: {
            user: principal.username,
            account: principal.accountId,
            store: principal.supplierId,
            route: body.route,
            page: body.page,
            message: body.message,
            stack: body.stack,
          },
        },
        'a screen of the console failed',
      );
      return null;
    },
  }),
];
