import type { ApiRoute } from '@yanye/framework/server';
import {
  API,
  type Contract,
  DEFAULT_SIGN_SALT,
  ERROR_CODES,
  type ErrorCode,
  HEADERS,
  HTTP_STATUS,
  MAX_CLOCK_SKEW_SECONDS,
  OPENAPI_PATH,
} from '@yanye/protocol';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of every served call, generated from the routes' contracts
 * (docs/platform.md, 'Contracts and routes'): nothing here is written by hand but the prose of the sign scheme.
 */

type JsonSchema = Record<string, unknown>;

/** A contract's schema as JSON Schema 2020-12, with its `$defs` moved to the document's components. */
class Schemas {
  readonly components: Record<string, JsonSchema> = {};
  private count = 0;

  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    const { $schema: _, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return rest;
    // A recursive schema (a tree) names its parts in `$defs`; in the document they live in the components.
    const renamed = new Map<string, string>();
    for (const name of Object.keys($defs)) renamed.set(name, `S${++this.count}`);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string') {
          const name = v.startsWith('#/$defs/') ? renamed.get(v.slice('#/$defs/'.length)) : undefined;
          out[k] = name ? `#/components/schemas/${name}` : v === '#' ? '#/components/schemas/root' : v;
        } else out[k] = rewrite(v);
      }
      return out;
    };
    for (const [name, def] of Object.entries($defs))
      this.components[renamed.get(name)!] = rewrite(def) as JsonSchema;
    return rewrite(rest) as JsonSchema;
  }
}

const SIGN_SCHEME = `
Every call carries the headers \`device\` (\`web\`), \`timestamp\` (unix seconds), \`accesstoken\` (empty on public calls),
\`supplieruid\` (the store's id, empty before sign-in), \`lang\` (\`zh\`, \`en\`, \`es\`, \`ja\`) and \`sign\`.

**The sign**:
1. Take every query parameter and, for a JSON body, every top-level field; leave out \`sign\`, file fields and
   fields whose value is null.
2. Add \`timestamp\` with the header's value.
3. Turn each value into text: a string as it is, a number or boolean with \`String()\`, an array or object as JSON.
4. Sort the keys by code point and join them as \`k=v\` with \`&\`.
5. \`sign = hex(HMAC-SHA256(key = SIGN_SALT, message = that text))\`; the default salt is \`${DEFAULT_SIGN_SALT}\`.

A timestamp more than ${MAX_CLOCK_SKEW_SECONDS} s from the server's clock is refused (\`STALE_TIMESTAMP\`), as is a wrong
sign (\`BAD_SIGN\`). Read the server's clock from \`GET ${API.session.serverConfig.path}\`. The salt is no secret: access
is the token's job. A write sent again with a sign already accepted from the same session (or address) is done
once: the first answer comes back, or, for a public call, 409. Sign in with \`POST ${API.session.login.path}\`; refresh with \`POST ${API.session.refreshAccessToken.path}\`.

**Answers** are one envelope, \`{status, msg, data}\` on success and \`{status: false, msg, data, code}\` on failure, with
the HTTP status telling the class (400, 401 sign in again, 403 no permission, 404, 409, 413, 429). File downloads
(xlsx) are the only answers outside it.

**Times** are unix seconds. A day or a wall time (a filter's day, a report's \`YYYY-MM-DD\`, a time in a message or
a file) is the store's, in the zone \`GET ${API.session.serverConfig.path}\` answers as \`time_zone\`.

**Permissions** (\`x-permission\`): \`public\` calls need no token; \`base\` calls every signed-in user may make; \`page\`
calls are allowed to a user whose roles hold a page of the console that lists them (the store's main account holds
every page of its industry). An options call a form picks from is allowed to whoever may open the form
(\`x-needed-by\`).

This reference page signs "Try it out" calls itself, with the session of this browser if you are signed in to the
console.`;

/** What each refusal's HTTP status means, as an operation's answers list it (the codes say which one). */
const REFUSED: Readonly<Record<number, string>> = {
  400: 'The input, its sign or its timestamp refused: the message names the field and the rule',
  401: 'Not signed in, or the session ended: sign in again (`data` is `login`)',
  403: 'Not allowed: no role of the user holds a page that lists this call, or the add-on it belongs to is not installed',
  404: 'What it names is not there, or not in this store',
  409: "It cannot be done in the record's state now (already audited, taken), or the same write is still being done",
  413: 'The body or the file is larger than the call takes',
  422: 'The Idempotency-Key was sent before with another request',
  429: 'Too many calls in a minute: wait and call again',
  503: 'An outside service or the database did not answer; nothing was changed (retry after `Retry-After` seconds)',
};

/** The codes an HTTP status carries (`HTTP_STATUS`), each status once. */
function codesByStatus(): Map<number, ErrorCode[]> {
  const by = new Map<number, ErrorCode[]>();
  for (const [code, status] of Object.entries(HTTP_STATUS) as [ErrorCode, number][])
    by.set(status, [...(by.get(status) ?? []), code]);
  return by;
}

/** Whether an input names a record: a refusal may then say it is not there (404). */
const namesRecord = (properties: Record<string, unknown>) =>
  Object.keys(properties).some((k) => k === 'id' || k === 'ids' || k === 'key' || k.endsWith('_id'));

/** The refusals an operation may answer, by HTTP status: what its contract says it takes and who may call it. */
function refusalsOf(c: Contract, input: Record<string, unknown>, keyed: boolean): number[] {
  const statuses = [400];
  if (c.access !== 'public') statuses.push(401, 403);
  if (namesRecord(input)) statuses.push(404);
  if (c.method === 'POST') statuses.push(409, 413);
  if (keyed) statuses.push(422);
  if (c.perMinute) statuses.push(429);
  statuses.push(503);
  return statuses;
}

function operation(r: ApiRoute, schemas: Schemas) {
  const c: Contract = r.contract;
  const query = c.method === 'GET' ? schemas.of(c.query, 'input') : {};
  const required = new Set((query.required as string[] | undefined) ?? []);
  const parameters = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    }),
  );
  // A signed-in write may be sent again safely with its action's key.
  const keyed = c.method === 'POST' && c.access !== 'public' && !c.repeatable;
  if (keyed) {
    parameters.push({
      name: HEADERS.idempotencyKey,
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
      description:
        'One key per action: sent again within 24 h by the same user, the first answer comes back ' +
        '(`Idempotent-Replayed: true`) and nothing more is done; with another request, 422 KEY_REUSED',
    });
  }
  const envelope = (data: JsonSchema) => ({
    type: 'object',
    required: ['status', 'msg', 'data'],
    properties: { status: { const: true }, msg: { type: 'string' }, data },
  });
  const ok = c.stream
    ? {
        description: 'A stream of Server-Sent Events, open until the server closes it',
        content: { 'text/event-stream': {} },
      }
    : c.file
      ? {
          description: 'The file',
          content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} },
        }
      : {
          description: 'Done',
          content: { 'application/json': { schema: envelope(schemas.of(c.response, 'output')) } },
        };
  const body = c.method === 'POST' ? schemas.of(c.body, 'input') : undefined;
  const input = (c.method === 'POST' ? body?.properties : query.properties) ?? {};
  const refusals = Object.fromEntries(
    refusalsOf(c, input as Record<string, unknown>, keyed).map((status) => [
      status,
      { $ref: `#/components/responses/R${status}` },
    ]),
  );
  const segments = c.path.split('/').filter(Boolean);
  return {
    operationId: `${c.method.toLowerCase()}${segments
      .slice(1)
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .join('')}`,
    summary: c.summary,
    tags: [segments.slice(1, -1).join('/')],
    parameters,
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses: {
      200: ok,
      ...refusals,
      default: {
        description: 'Failed on the server (500)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
    security:
      c.access === 'public'
        ? [{ sign: [], timestamp: [] }]
        : [{ sign: [], timestamp: [], accesstoken: [], supplieruid: [] }],
    'x-permission': c.access,
    ...(r.neededBy.length ? { 'x-needed-by': r.neededBy } : {}),
    ...(c.perMinute ? { 'x-rate-limit-per-minute': c.perMinute } : {}),
    ...(c.write ? { 'x-operator-log': true } : {}),
  };
}

const header = (name: string, description: string) => ({ type: 'apiKey', in: 'header', name, description });

/** Each refusal's answer once, for the operations to point at: the envelope with the codes of its status. */
function refusalAnswers(): Record<string, unknown> {
  const codes = codesByStatus();
  return Object.fromEntries(
    Object.entries(REFUSED).map(([status, description]) => [
      `R${status}`,
      {
        description,
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Failure' },
                { properties: { code: { enum: codes.get(Number(status)) ?? [] } } },
              ],
            },
          },
        },
      },
    ]),
  );
}

/** The document: every route, by path and method, with the sign scheme and the envelope. */
export function openApiDocument(routes: readonly ApiRoute[], version: string) {
  const schemas = new Schemas();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.contract.path.localeCompare(b.contract.path))) {
    const methods = paths[r.contract.path] ?? {};
    methods[r.contract.method.toLowerCase()] = operation(r, schemas);
    paths[r.contract.path] = methods;
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'getOpenapiDocument',
      summary: 'This document (open: no sign, no token)',
      tags: ['reference'],
      security: [],
      responses: { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': {} } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: '盐业一站式服务平台 · Salt and grain trade console API',
      version,
      description: SIGN_SCHEME.trim(),
      // The console is not published under an open licence: its API is for the stores and integrators it serves.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ...schemas.components,
        Failure: {
          type: 'object',
          required: ['status', 'msg', 'data', 'code'],
          properties: {
            status: { const: false },
            msg: { type: 'string', description: 'What went wrong, in the language of the `lang` header' },
            data: { description: 'A marker the browser acts on (`login`, `refresh_captcha`), or null' },
            code: { enum: [...ERROR_CODES] },
          },
        },
      },
      responses: refusalAnswers(),
      securitySchemes: {
        sign: header(HEADERS.sign, 'hex(HMAC-SHA256(SIGN_SALT, the sorted parameters)): see the description'),
        timestamp: header(
          HEADERS.timestamp,
          `Unix seconds, within ${MAX_CLOCK_SKEW_SECONDS} s of the server clock`,
        ),
        accesstoken: header(HEADERS.accessToken, 'The access token from login or refresh'),
        supplieruid: header(HEADERS.supplierUid, "The store's id: the token's `suid`"),
      },
    },
  };
}
