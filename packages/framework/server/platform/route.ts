import type { Contract, OutputOf } from '@yanye/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isStalePrincipal } from '../db/errors';
import type { Deps, PublicContext, UserContext } from './context';
import { AppError } from './errors';
import { recordOperatorLog } from './operator-log';
import { receiptKeys } from './receipt-keys';
import { doneOnce } from './receipts';
import { retrying } from './retry';
import { Answer, envelopeOf } from './route-answer';
import { checkSentence, defaultTarget } from './route-audit';
import type { ApiRoute, ContextOf, Frozen, RouteDef, RouteInput, RouteOptions } from './route-def';
import { parse } from './route-input';
import { inStore, withStore } from './tenancy';

// `route`: a contract's call run through the request pipeline (input parsed, the caller's store and transaction,
// the once-only claim, the operator log, the envelope), and the routes registered with the server.

function publicContext(deps: Deps, request: FastifyRequest, reply: FastifyReply): PublicContext {
  return {
    deps,
    lang: request.lang,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    request,
    reply,
  };
}

/**
 * A route for a contract: its input parsed by the contract's schemas (the first problem becomes a 400 naming the
 * field); a signed-in call runs in a transaction bound to the caller's store, retried if the database gave up on
 * it, and a write leaves an operator-log row in the same transaction, unless its route says this call changed
 * nothing (`logged`).
 */
export function route<C extends Contract, P = undefined, O = undefined>(
  contract: C,
  def: RouteDef<C, P, O>,
  o: RouteOptions = {},
): ApiRoute {
  const access = contract.access === 'public' ? 'public' : 'user';
  // A route's own words for its fields' refusals (`onInvalid`) come first; the contract's labels name the rest.
  const input = (request: FastifyRequest): RouteInput<C> => ({
    query: (contract.method === 'GET'
      ? parse(contract.query, request.query, contract.labels, request.lang, o.onInvalid)
      : {}) as z.output<C['query']>,
    // A multipart upload is read by its handler, part by part.
    body: (contract.method === 'POST' && !request.isMultipart()
      ? parse(contract.body, request.body, contract.labels, request.lang, o.onInvalid)
      : {}) as z.output<C['body']>,
  });
  // What the route table and the permission checks read of it, whoever may call it.
  const facts: Omit<ApiRoute, 'run'> = {
    contract,
    access,
    neededBy: o.neededBy ?? [],
    says: def.audit !== undefined,
  };
  if (access === 'public') {
    return {
      ...facts,
      async run(deps, request, reply) {
        const ctx = publicContext(deps, request, reply) as ContextOf<C>;
        const given = input(request);
        const prepared = (await def.prepare?.(request)) as P;
        const keys = receiptKeys(request, contract, undefined, deps.now(), prepared);
        return doneOnce(deps, reply, keys, async (keep) => {
          const envelope = envelopeOf(
            deps,
            contract,
            request,
            reply,
            await def.handler(ctx, given, prepared, undefined as O),
          );
          // A public answer may carry new tokens: it is not kept, and a replay is refused instead.
          await keep(deps.database.db, null);
          return envelope ?? reply;
        });
      },
    };
  }
  // What reads an upload or calls an outside service before its transaction has its caller checked first.
  const readOnlyOf = (given: RouteInput<C>) =>
    contract.method === 'GET' &&
    !contract.write &&
    (typeof o.readOnly === 'function' ? o.readOnly(given) : Boolean(o.readOnly));
  const checkFirst = Boolean(def.prepare || def.outside);
  const attempt = async (deps: Deps, request: FastifyRequest, reply: FastifyReply) => {
    const principal = request.principal;
    const admission = request.admission;
    if (!principal || !admission) throw new AppError('LOGIN', 'login', {}, 'login');
    const given = input(request);
    const prepared = (await def.prepare?.(request)) as P;
    const keys = receiptKeys(request, contract, principal, deps.now(), prepared);
    const inStoreContext = <T>(fn: (ctx: UserContext) => Promise<T>) =>
      retrying(() =>
        withStore(deps.database.db, principal.supplierId, (db) =>
          fn({ ...publicContext(deps, request, reply), principal, db }),
        ),
      );
    return doneOnce(deps, reply, keys, async (keep) => {
      const outside = (await def.outside?.({
        deps,
        principal,
        input: given,
        lang: request.lang,
        inStore: inStoreContext,
      })) as O;
      // The cached principal's guard goes with the first statement: it fails the work (and nothing of it
      // counts) when the caller's account, session, roles or store changed since.
      const guard = admission.guarded ? undefined : admission.guard;
      const readOnly = readOnlyOf(given);
      const onGuarded = () => {
        admission.guarded = true;
      };
      const once = () =>
        inStore(deps.database, principal.supplierId, { readOnly, guard, onGuarded }, async (db) => {
          const ctx = { ...publicContext(deps, request, reply), principal, db } as ContextOf<C>;
          const result = await def.handler(ctx, given, prepared, outside);
          if (contract.write && (def.logged?.(given, prepared) ?? true)) {
            const plain = (result instanceof Answer ? result.data : result) as Frozen<OutputOf<C>>;
            const note = def.audit?.(given, plain) ?? defaultTarget(given.body, plain);
            if (deps.checkResponses) checkSentence(contract, note);
            await recordOperatorLog(db, principal, {
              api: contract.path,
              ip: request.ip,
              userAgent: request.headers['user-agent'],
              ...note,
            });
          }
          const envelope = envelopeOf(deps, contract, request, reply, result);
          await keep(db.tx, envelope ?? null, db.session);
          return envelope ?? reply;
        });
      return retrying(once);
    });
  };
  return {
    ...facts,
    async run(deps, request, reply) {
      try {
        // A route that works before its transaction has a cached principal checked before it starts.
        if (checkFirst && request.admission && !request.admission.guarded) await request.admission.refresh();
        const answer = await attempt(deps, request, reply);
        // A call that sent no statement in the store (a replayed write's kept answer) has its caller checked
        // before it answers.
        if (request.admission && !request.admission.guarded) await request.admission.refresh();
        return answer;
      } catch (error) {
        const admission = request.admission;
        if (!admission || admission.guarded) throw error;
        // The cached principal is not the caller's any more (or the call failed before its guard was sent, and
        // a refusal comes first): load it again, which refuses what it must, and run the call with it. A handler's
        // own permission refusal made with the cached principal is tried again with the loaded one too: a
        // permission granted a moment ago counts at once there as it does for the call itself.
        await admission.refresh();
        if (!isStalePrincipal(error) && !(error instanceof AppError && error.code === 'NO_PERMISSION'))
          throw error;
        return attempt(deps, request, reply);
      }
    },
  };
}

/** Registers the routes; their config carries what the platform hooks check. */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: readonly ApiRoute[]): void {
  for (const r of routes) {
    const { contract } = r;
    app.route({
      method: contract.method,
      url: contract.path,
      config: {
        access: r.access,
        neededBy: r.neededBy,
        file: contract.file,
        ...(contract.perMinute ? { rateLimit: { max: contract.perMinute, timeWindow: 60_000 } } : {}),
      },
      handler: (request, reply) => r.run(deps, request, reply),
    });
  }
}
