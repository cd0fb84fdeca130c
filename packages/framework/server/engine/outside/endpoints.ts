import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { supplierAddons } from '../../db/schema';
import { isLoopback } from '../../integrations/dev-pages';
import type { Deps } from '../../platform/context';
import { withStore } from '../../platform/tenancy';
import type { AddonServer } from '../addons/addon';
import { handleOnce } from './callback';
import {
  type ReceivedRequest,
  type ReceiverAnswer,
  type ReceiverSpec,
  receiverContext,
  receiverState,
  recordReceived,
  setReceiverMode,
} from './receiver';
import { receiverPage } from './receiver-page';
import { readServiceSettings } from './use';

/** Pushes and stand-in requests are small. */
const BODY_LIMIT = 256 * 1024;

/** Reads every body as bytes: a signature covers them as sent. */
function rawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
}

const rawOf = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outside services' ends on this server (docs/outside-services.md):
 * - `POST /callback/addons/<key>/<store>/<name>`: what a service pushes, checked and handled once;
 * - `/dev/receiver/<key>/...`: the local stand-in of each service (DEV_PAGES as for the other /dev pages);
 * - `/dev/receivers`: how each stand-in answers (success, fail, slow), what it received, and its pushes.
 */
export function registerOutsideEndpoints(
  app: FastifyInstance,
  deps: Deps,
  addons: readonly AddonServer[],
): void {
  registerCallbacks(app, deps, addons);
  const receivers = addons.flatMap((a) => (a.service ? [a.service.receiver] : []));
  if (deps.config.DEV_PAGES === 'off' || receivers.length === 0) return;
  app.register(
    async (dev) => {
      rawBodies(dev);
      dev.addHook('onRequest', async (request, reply) => {
        if (deps.config.DEV_PAGES === 'local' && !isLoopback(request.ip))
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });
      for (const spec of receivers) registerReceiver(dev, deps, spec);
      registerReceiverPages(dev, deps, receivers);
    },
    { prefix: '/dev' },
  );
}

function registerReceiver(dev: FastifyInstance, deps: Deps, spec: ReceiverSpec): void {
  const db = deps.database.db;
  // The service's root too (an RPC-style API, all of it at `/?Action=…`): the router ignores a trailing slash,
  // so the wildcard alone never sees `/dev/receiver/<key>/`.
  dev.all(`/receiver/${spec.key}`, (request, reply) => answer(request, reply));
  dev.all(`/receiver/${spec.key}/*`, (request, reply) => answer(request, reply));
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://local');
    const path = url.pathname.slice(`/dev/receiver/${spec.key}`.length) || '/';
    const body = rawOf(request).toString('utf8');
    let json: unknown;
    try {
      json = body === '' ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers[k] = v;
    const received: ReceivedRequest = {
      method: request.method === 'GET' ? 'GET' : 'POST',
      path,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      json,
    };
    const state = await receiverState(db, spec.key);
    if (state.mode === 'slow') await sleep(state.slowMs);
    const ctx = receiverContext(deps, spec.key);
    let answer: ReceiverAnswer;
    if (state.mode === 'fail') answer = spec.failure('the receiver is set to fail (/dev/receivers)');
    else {
      const refused = await spec.verify?.(received, ctx);
      const route = spec.routes.find((r) => r.method === received.method && r.path === path);
      answer = refused
        ? spec.failure(refused)
        : route
          ? await route.answer(received, ctx)
          : spec.failure(`no such endpoint: ${received.method} ${path}`);
    }
    const status = answer.status ?? 200;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    await recordReceived(
      db,
      {
        service: spec.key,
        method: received.method,
        path: `${path}${url.search}`,
        body,
        status,
        answer: text,
        mode: state.mode,
      },
      deps.now(),
    );
    // A client that gave up on a slow answer is gone: nothing to send.
    if (reply.raw.destroyed) return reply;
    return reply
      .code(status)
      .type(
        answer.type ??
          (typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8'),
      )
      .send(text);
  }
}

const ModeForm = z.object({
  mode: z.enum(['success', 'fail', 'slow']),
  slow_ms: z.coerce.number().int().min(100).max(120_000).catch(8000),
});

function registerReceiverPages(dev: FastifyInstance, deps: Deps, receivers: readonly ReceiverSpec[]): void {
  const db = deps.database.db;
  const form = (request: FastifyRequest) =>
    Object.fromEntries(new URLSearchParams(rawOf(request).toString('utf8')));
  const show = async (reply: FastifyReply, note = '') =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await receiverPage(db, receivers, note));

  dev.get('/receivers', async (_request, reply) => show(reply));
  dev.post('/receivers/:key/mode', async (request, reply) => {
    const { key } = request.params as { key: string };
    const parsed = ModeForm.safeParse(form(request));
    if (!receivers.some((r) => r.key === key) || !parsed.success)
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    await setReceiverMode(db, key, parsed.data.mode, parsed.data.slow_ms, deps.now());
    return show(reply, `${key}: ${parsed.data.mode}`);
  });
  dev.post('/receivers/:key/action/:name', async (request, reply) => {
    const { key, name } = request.params as { key: string; name: string };
    const action = receivers.find((r) => r.key === key)?.actions?.find((a) => a.name === name);
    if (!action) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const values = form(request);
    const note = await action
      .run(values, receiverContext(deps, key))
      .catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
    return show(reply, `${key} · ${action.title}: ${note}`);
  });
}

const CallbackParams = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,40}$/),
  store: z.coerce.number().int().positive().max(2_147_483_647),
  name: z.string().regex(/^[A-Za-z0-9_]{1,60}$/),
});

function registerCallbacks(app: FastifyInstance, deps: Deps, addons: readonly AddonServer[]): void {
  const db = deps.database.db;
  app.register(async (scope) => {
    rawBodies(scope);
    scope.post('/callback/addons/:key/:store/:name', async (request, reply) => {
      const params = CallbackParams.safeParse(request.params);
      const cb = params.success
        ? addons.find((a) => a.key === params.data.key)?.callbacks?.find((c) => c.name === params.data.name)
        : undefined;
      if (!params.success || !cb)
        return reply.code(404).send({ status: false, msg: 'Not found', data: null });
      const { key, store } = params.data;
      const installed = await withStore(db, store, (t) =>
        t.select({ key: supplierAddons.key }).from(supplierAddons).where(eq(supplierAddons.key, key)),
      );
      if (installed.length === 0)
        return reply.code(404).send({ status: false, msg: 'Not found', data: null });
      const nack = (status: number, reason: string) =>
        reply.code(status).send(cb.nack?.(reason) ?? { status: false, msg: reason, data: null });
      const settings = await withStore(db, store, (t) => readServiceSettings(t, deps, key));
      const raw = rawOf(request);
      const header = (name: string) => {
        const v = request.headers[name.toLowerCase()];
        return typeof v === 'string' ? v : undefined;
      };
      const query = (name: string) => {
        const v = (request.query as Record<string, unknown> | undefined)?.[name];
        return typeof v === 'string' ? v : undefined;
      };
      if (!cb.verify(raw, header, settings, query)) {
        request.log.warn(
          { ip: request.ip, key, store, name: cb.name },
          'outside callback with a bad signature',
        );
        return nack(401, 'bad signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return nack(400, 'the body is not JSON');
      }
      const event = cb.schema.safeParse(json);
      if (!event.success) return nack(400, `bad event: ${event.error.issues[0]?.path.join('.') ?? ''}`);
      const { result } = await withStore(db, store, (t) =>
        handleOnce(t, key, cb, event.data, deps.now(), deps.config.TIME_ZONE),
      );
      return reply.send(cb.ack?.(result) ?? { status: true, msg: 'ok', data: result });
    });
  });
}
