import type { Lang } from '@yanye/i18n';
import type { Contract, LogSentence, OutputOf } from '@yanye/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps, Principal, PublicContext, UserContext } from './context';
import type { AppError } from './errors';
import type { Answer } from './route-answer';

// What a route is made of: who may call it, its parsed input, what its handler and stages are given and give
// back, what the operator log says of it, and the route as the registry holds it.

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

/** `T` with every array and object read-only: what a handler may hand back for a contract's `T`. */
export type Frozen<T> = T extends (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** What a handler gives back: the contract's data, that data with its own message, or a reply it sent (a file). */
export type Outcome<C extends Contract> = Frozen<OutputOf<C>> | Answer<Frozen<OutputOf<C>>> | FastifyReply;

/** What a handler is given: a signed-in call's context has the caller and the store's transaction. */
export type ContextOf<C extends Contract> = C['access'] extends 'public' ? PublicContext : UserContext;

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
  /**
   * Whether this call of a write leaves an operator-log row; without it, it does. A call that changes nothing
   * (an import's dry run) says no: the log records what was done, not what was looked at.
   */
  logged?(input: RouteInput<C>, prepared: P): boolean;
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

/**
 * How a route runs beyond what its contract says: who else may call it, how a refusal of its input reads, and
 * whether it only reads.
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
