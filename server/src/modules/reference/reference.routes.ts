import type { ApiRoute } from '@yanye/framework/server';
import { OPENAPI_PATH } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';

/**
 * `GET /v1/openapi.json` (OPENAPI_PATH): the document of every served call, for integrators. It is open (no sign, no token): it
 * says what the calls are, not anything of a store. Built once, when first asked for.
 */
export function registerApiReference(
  app: FastifyInstance,
  routes: readonly ApiRoute[],
  version: string,
): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(OPENAPI_PATH, { config: { access: 'open' } }, async (_request, reply) => {
    document ??= openApiDocument(routes, version);
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });
}
