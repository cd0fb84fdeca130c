import { type MessageKey, type MessageParams, message } from '@yanye/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import type { Deps, PublicContext, UserContext } from './context';
import { AppError } from './errors';
import { recordOperatorLog } from './operator-log';
import { retrying } from './retry';
import { withTenant } from './tenancy';
import { zodIssueToError } from './validation';

/** Who may call a route: anyone (the sign is still checked) or a signed-in user with the permission. */
export type Access = 'public' | 'user';

const EmptyObject = z.object({});
type Empty = typeof EmptyObject;

export interface RouteInput<Q extends ZodType, B extends ZodType> {
  readonly query: z.output<Q>;
  readonly body: z.output<B>;
}

interface RouteCommon<Q extends ZodType, B extends ZodType> {
  readonly method: 'GET' | 'POST';
  /** The full API path, exactly as the catalogue names it. */
  readonly url: string;
  readonly query?: Q;
  readonly body?: B;
  /** Requests per minute per IP; set on the calls that guess secrets (login, captcha, verify codes). */
  readonly perMinute?: number;
}

export interface PublicRouteDef<Q extends ZodType, B extends ZodType, R> extends RouteCommon<Q, B> {
  handler(ctx: PublicContext, input: RouteInput<Q, B>): Promise<R>;
}

/** What the operator log records for a write. */
export interface AuditNote {
  readonly target?: string;
  readonly summary?: string;
}

export interface UserRouteDef<Q extends ZodType, B extends ZodType, R> extends RouteCommon<Q, B> {
  /** A write is recorded in the operator log; POST routes are writes unless they say otherwise. */
  readonly write?: boolean;
  audit?(input: RouteInput<Q, B>, result: NoInfer<R>): AuditNote;
  handler(ctx: UserContext, input: RouteInput<Q, B>): Promise<R>;
}

/** A route of either kind, as the registry holds it. */
export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly access: Access;
  readonly write: boolean;
  readonly perMinute: number | undefined;
  run(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

function parse<T extends ZodType>(schema: T | undefined, value: unknown): z.output<T> {
  const result = (schema ?? EmptyObject).safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw zodIssueToError(result.error.issues[0]);
  return result.data as z.output<T>;
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

/** A handler's answer with its own message instead of 操作成功. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {}
}

function okEnvelope(request: FastifyRequest, data: unknown) {
  if (data instanceof Answer) {
    return { status: true, msg: message(request.lang, data.key, data.params), data: data.data ?? null };
  }
  return { status: true, msg: message(request.lang, 'ok'), data: data ?? null };
}

export function publicRoute<Q extends ZodType = Empty, B extends ZodType = Empty, R = unknown>(
  def: PublicRouteDef<Q, B, R>,
): ApiRoute {
  return {
    method: def.method,
    url: def.url,
    access: 'public',
    write: false,
    perMinute: def.perMinute,
    async run(deps, request, reply) {
      const input = { query: parse(def.query, request.query), body: parse(def.body, request.body) };
      const data = await def.handler(publicContext(deps, request, reply), input);
      return reply.sent ? reply : okEnvelope(request, data);
    },
  };
}

export function userRoute<Q extends ZodType = Empty, B extends ZodType = Empty, R = unknown>(
  def: UserRouteDef<Q, B, R>,
): ApiRoute {
  const write = def.write ?? def.method === 'POST';
  return {
    method: def.method,
    url: def.url,
    access: 'user',
    write,
    perMinute: def.perMinute,
    async run(deps, request, reply) {
      const principal = request.principal;
      if (!principal) throw new AppError('LOGIN', 'login', {}, 'login');
      const input = { query: parse(def.query, request.query), body: parse(def.body, request.body) };
      const once = () =>
        withTenant(deps.database.db, principal.supplierId, async (db) => {
          const result = await def.handler({ ...publicContext(deps, request, reply), principal, db }, input);
          if (write) {
            const note = def.audit?.(input, result) ?? defaultAudit(input.body, result);
            await recordOperatorLog(db, principal, { api: def.url, ip: request.ip, ...note });
          }
          return result;
        });
      // An upload is read once, so only other requests are tried again.
      const data = request.isMultipart() ? await once() : await retrying(once);
      return reply.sent ? reply : okEnvelope(request, data);
    },
  };
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map(String).join(',');
  return undefined;
}

/** Default target of a write: the body's id or ids, else the id of what was created. */
function defaultAudit(body: unknown, result: unknown): AuditNote {
  const b = (body ?? {}) as Record<string, unknown>;
  const r = (result ?? {}) as Record<string, unknown>;
  const target = idText(b.id) ?? idText(b.ids) ?? idText(r.id) ?? '';
  return { target };
}

/** Registers the routes; their config carries what the platform hooks check. */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: {
        access: route.access,
        ...(route.perMinute ? { rateLimit: { max: route.perMinute, timeWindow: 60_000 } } : {}),
      },
      handler: (request, reply) => route.run(deps, request, reply),
    });
  }
}
