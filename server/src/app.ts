import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import '@yanye/i18n/all-languages';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  type Config,
  clientErrorHandler,
  createFileStore,
  createIntegrations,
  createLiveHub,
  type Database,
  type Deps,
  type FileStore,
  loadJwtKey,
  loadSealKey,
  localServices,
  registerDevPages,
  registerErrorHandling,
  registerExportDownloads,
  registerHealth,
  registerJsonBodies,
  registerNotFound,
  registerOutsideEndpoints,
  registerPlatformHooks,
  registerRoutes,
  registerSecurity,
  startAddonSweeper,
  startExportWorker,
  type Worker,
} from '@yanye/framework/server';
import { IMPORT_MAX_BYTES } from '@yanye/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import pkg from '../package.json' with { type: 'json' };
import { ADDON_SERVERS } from './installed-addons';
import { registerOnboardingEndpoints } from './modules/onboarding/onboarding.http';
import { registerApiReference } from './modules/reference/reference.routes';
import { registerUploadFiles } from './modules/upload/upload.routes';
import { SERVER_ROOT } from './paths';
import { RESOURCES } from './resources';
import { registerPayoutEndpoints } from './resources/finance/payment';
import { jxcSweeps } from './resources/jxc';
import { startErpWorker } from './resources/jxc/erp-delivery';
import { API_ROUTES } from './routes';

export interface AppOptions {
  readonly config: Config;
  readonly database: Database;
  /** Seconds since the epoch; tests move the clock. */
  readonly now?: () => number;
  readonly logger?: boolean;
  /** Where the log is written instead of standard output (a test reading what was logged). */
  readonly logStream?: { write(line: string): void };
  /** Run the export worker in this process (default: the WORKERS setting). */
  readonly workers?: boolean;
  /** How often an idle worker looks for work, in ms. */
  readonly workerPollMs?: number;
  /** Hold every answer to its contract (the tests). */
  readonly checkResponses?: boolean;
  /** Where uploads are kept (default: as configured). */
  readonly files?: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The export worker of this process, when it runs one. */
    exportWorker: Worker | undefined;
    /** The ERP delivery worker of this process, when it runs one. */
    erpWorker: Worker | undefined;
    /** The add-ons' and the core's sweeps of this process, when it runs them. */
    addonSweeper: Worker | undefined;
  }
}

/** How this server reaches itself: loopback at the port it listens on (any-address binds answer there too). */
function listeningUrl(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

const REDACT = /([?&](?:accesstoken|refresh_token|password|sign)=)[^&]*/gi;

/** Builds the whole server. Reads top to bottom: outside plugins, the platform, then the routes. */
export async function buildApp(o: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      o.logger === false
        ? false
        : {
            level: o.config.LOG_LEVEL,
            ...(o.logStream ? { stream: o.logStream } : {}),
            redact: ['req.headers.accesstoken', 'req.headers.sign', 'req.headers.authorization'],
            serializers: {
              req: (req) => ({
                method: req.method,
                url: String(req.url).replace(REDACT, '$1[redacted]'),
                ip: req.ip,
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    trustProxy: o.config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const deps: Deps = {
    config: o.config,
    database: o.database,
    jwtKey: await loadJwtKey(o.database.db, o.config.JWT_SECRET),
    sealKey: await loadSealKey(o.database.db, o.config.ADDON_SECRET_KEY),
    now: o.now ?? (() => Math.floor(Date.now() / 1000)),
    integrations: createIntegrations(o.config),
    checkResponses: o.checkResponses ?? false,
    served: new Set(API_ROUTES.map((r) => r.contract.path)),
    files: o.files ?? createFileStore(o.config),
    selfUrl: () => listeningUrl(app.server.address()),
    live: createLiveHub(o.database, (error) => app.log.warn({ err: error }, 'live events: LISTEN failed')),
  };
  // Open streams end first: the server does not wait for them to close it.
  app.addHook('preClose', () => deps.live.close());
  // The database going away and coming back, told once each (docs/operations.md); the requests meanwhile
  // answer 503 without a line of their own.
  const unwatch = o.database.availability.subscribe((change) => {
    if (change.state === 'away')
      app.log.error({ database: 'away', reason: change.reason }, `the database went away: ${change.reason}`);
    else
      app.log.info(
        { database: 'back', awayMs: change.awayMs },
        `the database is back after ${(change.awayMs / 1000).toFixed(1)} s`,
      );
  });
  app.addHook('onClose', async () => unwatch());

  // Outside plugins.
  await registerSecurity(app, o.config);
  registerJsonBodies(app);
  // Uploads: one file per request, sizes capped again by each route (imports: 10 MB).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20, parts: 25 } });
  const webDist = o.config.WEB_DIST ?? join(SERVER_ROOT, '..', 'web', 'dist');
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (web/scripts/compress.mjs).
      preCompressed: true,
      cacheControl: false,
      // File names under /assets/ carry their content hash: cache them for good. The page itself is checked
      // on every load, so a new release is picked up at once.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The platform: errors as envelopes, then sign, session and permission on every call.
  registerErrorHandling(app);
  registerNotFound(app, hasWeb);
  registerPlatformHooks(app, deps);

  // Routes.
  registerHealth(app, o.database);
  registerRoutes(app, deps, API_ROUTES);
  registerApiReference(app, API_ROUTES, pkg.version);
  registerExportDownloads(app, deps);
  registerUploadFiles(app, deps);
  // The payment service's notifications and the private links to applicants' licences (docs/onboarding.md).
  registerOnboardingEndpoints(app, deps);
  // The payment service's payout notifications (docs/finance.md).
  registerPayoutEndpoints(app, deps);
  // The local stand-ins of the outside services show what they recorded (docs/integrations.md).
  registerDevPages(app, deps);
  // The add-ons' outside services: their callbacks, and the local receivers standing in for them.
  registerOutsideEndpoints(app, deps, ADDON_SERVERS);
  const local = localServices(deps.integrations);
  if (local.length > 0)
    app.log.info({ local, devPages: o.config.DEV_PAGES }, 'local integrations record to /dev/outbox');

  // Background work.
  const worker =
    (o.workers ?? o.config.WORKERS === 'on')
      ? startExportWorker(deps, RESOURCES, app.log, o.workerPollMs)
      : undefined;
  app.decorate('exportWorker', worker);
  if (worker) app.addHook('onClose', () => worker.stop());
  const erp =
    (o.workers ?? o.config.WORKERS === 'on') ? startErpWorker(deps, app.log, o.workerPollMs) : undefined;
  app.decorate('erpWorker', erp);
  if (erp) app.addHook('onClose', () => erp.stop());
  // The add-ons' sweeps, and the core's own: the bell's lot-expiry watch in every open store.
  const sweeper =
    (o.workers ?? o.config.WORKERS === 'on')
      ? startAddonSweeper(deps, ADDON_SERVERS, app.log, o.workerPollMs, jxcSweeps(o.config.TIME_ZONE))
      : undefined;
  app.decorate('addonSweeper', sweeper);
  if (sweeper) app.addHook('onClose', () => sweeper.stop());
  return app;
}
