import type { Texts } from '@yanye/i18n';
import { z } from 'zod';
import { fieldLabel } from './labels';
/**
 * A call of the API as data (docs/platform.md, 'Contracts and routes'): its method and path, what it takes, what it
 * answers, and who may make it. The server registers its handler against it (input parsed by these schemas, answers
 * checked against `response` in the tests), the browser calls it through one typed client, and the OpenAPI document
 * at `/v1/openapi.json` is generated from the same objects. A path is written here and nowhere else.
 */

export type Method = 'GET' | 'POST';

/**
 * Who may call:
 * - `public`: anyone (the sign is still checked);
 * - `base`: every signed-in user, whatever the roles (user info, quick menus, export tasks, ...);
 * - `page`: a signed-in user who may open a catalogue page that lists the call (or the store's main account).
 */
export type Access = 'public' | 'base' | 'page';

export interface Contract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
> {
  readonly method: M;
  /** The full path, `/v1/...`. */
  readonly path: string;
  /** One line for the API reference, in English. */
  readonly summary: string;
  readonly access: Access;
  /** The query, parsed from text (numbers are coerced). */
  readonly query: Q;
  /** The JSON body (POST). */
  readonly body: B;
  /** The envelope's `data` on success; for a file answer, unused. */
  readonly response: R;
  /** Requests per minute per address, on calls that guess secrets (sign-in, codes). */
  readonly perMinute: number | undefined;
  /** Recorded in the operator log: POSTs, and a GET that changes something (`roledel`). */
  readonly write: boolean;
  /** The answer is a file (xlsx) rather than the envelope. */
  readonly file: boolean;
  /**
   * The answer is a stream of Server-Sent Events that stays open (the live events), not the envelope: what
   * requests every call and waits for its end leaves it alone.
   */
  readonly stream: boolean;
  /**
   * A POST that is its own guard against repeats (a refresh within its grace answers the same pair): the
   * replay check leaves it alone.
   */
  readonly repeatable: boolean;
  /**
   * The label its form shows for each field of the body or query, in each language: a refusal names the field
   * so (`昵称最多 30 个字`), and the form labels its inputs with the same texts (`labelOf`).
   */
  readonly labels: Readonly<Record<string, Texts>>;
}

/** The label a contract gives a field (or the shared one, `FIELD_LABELS`), in `lang`; its key when none does. */
export function labelOf(contract: Pick<Contract, 'labels'>, field: string, lang: keyof Texts): string {
  return fieldLabel(contract.labels, field)?.[lang] ?? field;
}

export const EmptyObject = z.object({});
export type Empty = typeof EmptyObject;

interface Common {
  readonly summary: string;
  readonly access?: Access;
  readonly perMinute?: number;
  readonly file?: boolean;
  readonly stream?: boolean;
  readonly repeatable?: boolean;
  readonly labels?: Readonly<Record<string, Texts>>;
}

/** A GET call; its query defaults to none. */
export function get<R extends z.ZodType, Q extends z.ZodType = Empty>(
  path: string,
  o: Common & { readonly query?: Q; readonly response: R; readonly write?: boolean },
): Contract<Q, Empty, R, 'GET'> {
  return {
    method: 'GET',
    path,
    summary: o.summary,
    access: o.access ?? 'page',
    query: (o.query ?? EmptyObject) as Q,
    body: EmptyObject,
    response: o.response,
    perMinute: o.perMinute,
    write: o.write ?? false,
    file: o.file ?? false,
    stream: o.stream ?? false,
    repeatable: o.repeatable ?? false,
    labels: o.labels ?? {},
  };
}

/** A POST call with a JSON body; its body defaults to none. */
export function post<R extends z.ZodType, B extends z.ZodType = Empty>(
  path: string,
  o: Common & { readonly body?: B; readonly response: R; readonly write?: boolean },
): Contract<Empty, B, R, 'POST'> {
  return {
    method: 'POST',
    path,
    summary: o.summary,
    access: o.access ?? 'page',
    query: EmptyObject,
    body: (o.body ?? EmptyObject) as B,
    response: o.response,
    perMinute: o.perMinute,
    write: o.write ?? true,
    file: o.file ?? false,
    stream: o.stream ?? false,
    repeatable: o.repeatable ?? false,
    labels: o.labels ?? {},
  };
}

/** What a caller sends: the query of a GET, the body of a POST. */
export type InputOf<C extends Contract> = C['method'] extends 'GET'
  ? z.input<C['query']>
  : z.input<C['body']>;

/** What the handler gets after parsing. */
export type ParsedOf<C extends Contract> = C['method'] extends 'GET'
  ? z.output<C['query']>
  : z.output<C['body']>;

/** The `data` of a successful answer. */
export type OutputOf<C extends Contract> = z.output<C['response']>;

/** An answer with nothing to say beyond success. */
export const Nothing = z.null();
