import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from './errors';

function sources(extra: string): string[] {
  return extra
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Security headers with a content security policy the built web app satisfies: scripts only from this origin,
 * inline styles allowed because Ant Design injects its CSS-in-JS at run time, images also from any https host
 * (goods pictures live on a CDN), and extra connect or frame origins from the environment.
 *
 * helmet's middleware is made once here and run on every request's raw response. @fastify/helmet made it anew for
 * each request (parsing the policy each time), a twentieth of a list page's cost.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...sources(config.CSP_CONNECT_SRC)],
        // The customer-service window is framed from its host.
        frameSrc: [
          "'self'",
          ...sources(config.CSP_FRAME_SRC),
          ...(config.KEFU_HOST ? [new URL(config.KEFU_HOST).origin] : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Plain-http intranet hosts are common for this console; HSTS would lock them out.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Counters live in Redis when there is one, so several processes share them; in memory otherwise.
  // The client is loaded only then.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'yanye-rl-' } : {}),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', 'tooManyRequests'),
  });
}
