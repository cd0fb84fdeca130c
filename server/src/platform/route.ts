import { type Lang, type MessageKey, type MessageParams, message, type Texts, textOf } from '@yanye/i18n';
import type { Contract, LogSentence, OutputOf } from '@yanye/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isStalePrincipal } from '../db/errors';
import type { Deps, Principal, PublicContext, UserContext } from './context';
import { AppError } from './errors';
import { recordOperatorLog, sentenceProblem } from './operator-log';
import { doneOnce, receiptKeys } from './receipts';
import { retrying } from './retry';
import { inStore, withTenant } from './tenancy';
import { zodIssueToError } from './validation';

/**
 * Who may call a route, as the request pipeline sees it: anyone (the sign is still checked), a signed-in user, or
 * (`open`, the API's own document) anyone without a sign.
 */
export type Access = 'public' | 'user' | 'open';

/** The parsed input of a contract's call. */
export interface RouteInput<C extends Contract> {
  readonly query: z.output<C['query']>;
  readonly body: z.output<C['body']>;
}

/**
 * What the operator log records for a write (platform/operator-log.ts): what was done, as a sentence the log
 * renders in its reader's language. A route that gives a note says one; there is no note in one language only.
 */
export interface AuditNote {
  readonly target?: string;
  readonly said: LogSentence;
  /** The catalogue entity it was done to, and the names of its records. */
  readonly object?: string;
  readonly objectName?: string;
}

/** A handler's answer with its own message instead of 操作成功. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey | Texts,
    readonly params: MessageParams = {},
  ) {}
}

/** `T` with every array and object read-only: what a handler may hand back for a contract's `T`. */
type Frozen<T> = T extends (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** What a handler gives back: the contract's data, that data with its own message, or a reply it sent (a file). */
export type Outcome<C extends Contract> = Frozen<OutputOf<C>> | Answer<Frozen<OutputOf<C>>> | FastifyReply;

type ContextOf<C extends Contract> = C['access'] extends 'public' ? PublicContext : UserContext;

/** What a route's outside stage is given (engine/outside/route.ts). */
export interface OutsideStage<C extends Contract> {
  readonly deps: Deps;
  readonly principal: Principal;
  readonly input: RouteInput<C>;
  readonly lang: Lang;
  /** Runs `fn` in a short transaction of its own, bound to the caller's store. */
  inStore<T>(fn: (ctx: UserContext) => Promise<T>): Promise<T>;
}

export interface RouteDef<C extends Contract, P = undefined, O = undefined> {
  /**
   * Work done before the store's transaction opens, whose result the handler gets (an upload read and parsed):
   * a slow read holds no transaction, and the transaction can be tried again without reading it twice.
   */
  prepare?(request: FastifyRequest): Promise<P>;
  /**
   * A call to an outside service, made after the once-only claim (a repeated request does not call again) and
   * before the store's transaction opens, so a slow service holds no transaction; the handler gets its answer.
   * Signed-in routes only.
   */
  outside?(stage: OutsideStage<C>): Promise<O>;
  handler(ctx: ContextOf<C>, input: RouteInput<C>, prepared: P, outside: O): Promise<Outcome<C>>;
  /**
   * What the operator log says of a write; without it, the catalogue's name of the call and the body's id or ids,
   * else the id of what was made.
   */
  audit?(input: RouteInput<C>, result: Frozen<OutputOf<C>>): AuditNote;
}

/** A route as the registry holds it: its contract and how to run it. */
export interface ApiRoute {
  readonly contract: Contract;
  readonly access: Access;
  /**
   * Calls whose screens need this one (an options list a form picks from): whoever may make one of them may
   * make this one too, whatever the catalogue lists.
   */
  readonly neededBy: readonly string[];
  /**
   * A write that says its own operator-log sentence (its `audit`); the log names any other by the catalogue's
   * title of the call.
   */
  readonly says: boolean;
  run(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** The input checked against its schema; a refusal names the field by the contract's label for it. */
function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  labels: Contract['labels'],
  lang: Lang,
): z.output<T> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw labelled(zodIssueToError(result.error.issues[0]), labels, lang);
  return result.data as z.output<T>;
}

/** A refusal naming a field by its key, renamed by the label the contract gives it in the user's language. */
function labelled(error: AppError, labels: Contract['labels'], lang: Lang): AppError {
  const field = error.params.field;
  const label = typeof field === 'string' ? labels[field] : undefined;
  if (!label) return error;
  return new AppError(error.code, error.key, { ...error.params, field: label[lang] }, error.data, error.text);
}

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

function okEnvelope(request: FastifyRequest, data: unknown) {
  if (data instanceof Answer) {
    const msg =
      typeof data.key === 'string'
        ? message(request.lang, data.key, data.params)
        : textOf(data.key, request.lang, data.params);
    return { status: true, msg, data: data.data ?? null };
  }
  return { status: true, msg: message(request.lang, 'ok'), data: data ?? null };
}

/**
 * In the tests every answer is held to its contract: a handler that answers what its contract does not say fails
 * the test that called it (as a 500, with the difference in the log).
 */
function checkAnswer(contract: Contract, data: unknown): void {
  const value = data instanceof Answer ? data.data : data;
  const result = contract.response.safeParse(value ?? null);
  if (!result.success) {
    throw new Error(
      `the answer of ${contract.method} ${contract.path} breaks its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
    );
  }
}

/** In the tests every write's sentence is held whole: the same placeholders in each language, each given. */
function checkSentence(contract: Contract, note: Partial<AuditNote>): void {
  const problem = note.said && sentenceProblem(note.said);
  if (problem) throw new Error(`the operator-log sentence of ${contract.path}: ${problem}`);
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map(String).join(',');
  return undefined;
}

/** Default target of a write: the body's id or ids, else the id of what was created. */
function defaultTarget(body: unknown, result: unknown): { target: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  const r = (result ?? {}) as Record<string, unknown>;
  const target = idText(b.id) ?? idText(b.ids) ?? idText(r.id) ?? '';
  return { target };
}

/**
 * A route for a contract: its input parsed by the contract's schemas (the first problem becomes a 400 naming the
 * field); a signed-in call runs in a transaction bound to the caller's store, retried if the database gave up on
 * it, and a write leaves an operator-log row in the same transaction.
 */
export interface RouteOptions {
  /** Calls whose screens need this one (see `ApiRoute.neededBy`). */
  readonly neededBy?: readonly string[];
  /** Says a refused input in the words of the screen that sent it (a form's field titles). */
  onInvalid?(error: AppError, lang: Lang): unknown;
  /**
   * The handler only reads (a GET that writes nothing, not even through a helper): it runs without BEGIN and
   * COMMIT, each statement read only with the store set in the same round trip (db/store-session.ts), so a
   * write in it fails rather than commits piecemeal.
   */
  readonly readOnly?: boolean | ((input: RouteInput<Contract>) => boolean);
}

/** The envelope of a success, or undefined when the handler answered by itself (a file). */
function envelopeOf(
  deps: Deps,
  contract: Contract,
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
) {
  if (reply.sent || data === reply) return undefined;
  if (deps.checkResponses) checkAnswer(contract, data);
  return okEnvelope(request, data);
}

export function route<C extends Contract, P = undefined, O = undefined>(
  contract: C,
  def: RouteDef<C, P, O>,
  o: RouteOptions = {},
): ApiRoute {
  const access = contract.access === 'public' ? 'public' : 'user';
  const parsed = (request: FastifyRequest): RouteInput<C> => ({
    query: (contract.method === 'GET'
      ? parse(contract.query, request.query, contract.labels, request.lang)
      : {}) as z.output<C['query']>,
    // A multipart upload is read by its handler, part by part.
    body: (contract.method === 'POST' && !request.isMultipart()
      ? parse(contract.body, request.body, contract.labels, request.lang)
      : {}) as z.output<C['body']>,
  });
  const input = (request: FastifyRequest): RouteInput<C> => {
    try {
      return parsed(request);
    } catch (error) {
      throw error instanceof AppError && o.onInvalid ? o.onInvalid(error, request.lang) : error;
    }
  };
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
        withTenant(deps.database.db, principal.supplierId, (db) =>
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
          if (contract.write) {
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
          await keep(db.tx, envelope ?? null);
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
        // a refusal comes first): load it again, which refuses what it must, and run the call with it.
        await admission.refresh();
        if (!isStalePrincipal(error)) throw error;
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
