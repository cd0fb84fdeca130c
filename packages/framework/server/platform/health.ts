import { message } from '@yanye/i18n';
import type { FailEnvelope, OkEnvelope } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability';
import type { Database } from '../db/client';

/** What `/healthz` says of the database: it answers, or since how long it has been away. */
export type Health = { readonly db: 'ok' } | { readonly db: 'away'; readonly away_seconds: number };

/**
 * `GET /healthz`, for a load balancer or an orchestrator (no sign, no token): 200 `{db: 'ok'}` when the database
 * answers a query now, 503 `{db: 'away', away_seconds}` when it does not. Each call asks the database afresh, so
 * it says the database is back as soon as a request would find it. The reason stays in the log: the answer is
 * public.
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      const body: OkEnvelope<Health> = { status: true, msg: 'ok', data: { db: 'ok' } };
      return body;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
    const since = database.availability.awaySince ?? Date.now();
    const body: FailEnvelope = {
      status: false,
      msg: message(request.lang, 'databaseAway'),
      data: { db: 'away', away_seconds: Math.floor((Date.now() - since) / 1000) },
      code: 'UNAVAILABLE',
    };
    return reply.status(503).send(body);
  });
}
