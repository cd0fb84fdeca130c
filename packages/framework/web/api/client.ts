import {
  API,
  type Contract,
  computeSign,
  type Envelope,
  HEADERS,
  type InputOf,
  type OutputOf,
} from '@yanye/protocol';
import { currentLang } from '../i18n/lang';
import { serverNow, setClock } from '../lib/time';
import { ApiError, reportError } from './errors';
import { decodeClaims, session } from './session';

export { ApiError };

const API_HOST_KEY = 'apiHost';

/** The API host: the one chosen in the Ctrl+Alt+S dialog for this tab, else the build default. */
export function apiHost(): string {
  try {
    return sessionStorage.getItem(API_HOST_KEY) ?? __API_HOST__;
  } catch {
    return __API_HOST__;
  }
}

export { serverNow };

export type ServerConfig = OutputOf<typeof API.session.serverConfig>;

/**
 * Reads the server config and sets the console's clock by it: the server's time (for timestamps and token
 * expiry) and the store's zone (every time shown, typed or counted in days).
 */
export async function syncServerConfig(): Promise<ServerConfig> {
  const before = Math.floor(Date.now() / 1000);
  const config = (await send(API.session.serverConfig, {})).data;
  setClock(config.server_time, before, config.time_zone);
  return config;
}

let configRead: Promise<ServerConfig> | undefined;

/**
 * The server config as this page load read it once (the signed-in boot's, started early and awaited before the
 * console shows a time); read again after a failure.
 */
export function serverConfigOnce(): Promise<ServerConfig> {
  configRead ??= syncServerConfig().catch((error: unknown) => {
    configRead = undefined;
    throw error;
  });
  return configRead;
}

export type Params = Record<string, unknown>;

type WriteListener = (path: string) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Hears of every write the server accepted (a POST or an upload answered with success), by its path, so what
 * shows counts kept elsewhere (the menu badges) catches up at once. Returns the way to stop listening.
 */
export function onWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function wrote(path: string): void {
  for (const listener of writeListeners) listener(path);
}

function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

/** Query values travel as text, so they are signed as the text the server will read. */
function queryParams(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out[key] = asText(value);
  }
  return out;
}

/** Who a request is made as: the signed-in session, or (store onboarding) an applicant's token and no store. */
export interface Credentials {
  readonly token: string;
  readonly suid: string;
}

const asSession = (): Credentials => ({ token: session.token, suid: session.suid });

function headersFor(timestamp: number, sign: string, who: Credentials): Record<string, string> {
  return {
    [HEADERS.device]: 'web',
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.accessToken]: who.token,
    [HEADERS.supplierUid]: who.suid,
    [HEADERS.lang]: currentLang(),
    [HEADERS.sign]: sign,
  };
}

/** The envelope of an answer, or the refusal it carries as an ApiError. */
async function envelope<T>(response: Response): Promise<{ data: T; msg: string }> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  if (!body.status) throw new ApiError(body.msg, body.code, body.data, response.status);
  return { data: body.data, msg: body.msg };
}

async function fetched(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 'NETWORK', null, 0);
  }
}

/**
 * A new action key: 128 random bits as hex. `crypto.randomUUID` exists only on https and localhost, and many
 * merchants run the console on a plain-http intranet address; `getRandomValues` exists everywhere.
 */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The pause before a write is sent again after the network failed; with its key, it is done at most once. */
const RESEND_AFTER_MS = 800;
/**
 * How long a call is sent again while the server answers 503 with `Retry-After` (its database restarting or
 * failing over, docs/operations.md): the merchant sees a save that takes a moment longer, not an error.
 */
const UNAVAILABLE_FOR_MS = 10_000;

/** The pause a 503 asks for (`Retry-After` in seconds), or undefined for any other answer. */
function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (response.status !== 503 || header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(Math.max(seconds * 1000, 250), 5000) : undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request built afresh for each try (a new timestamp and sign). A write that carries its action's key
 * is sent once more when the network failed: the server does it at most once. A read, or a write with its key,
 * is sent again after the pause a 503 with `Retry-After` asks for, for up to 10 s.
 */
async function sendOnce(
  key: string | undefined,
  read: boolean,
  build: () => [string, RequestInit],
): Promise<Response> {
  const until = Date.now() + UNAVAILABLE_FOR_MS;
  for (let lostNetwork = false; ; ) {
    let response: Response;
    try {
      response = await fetched(...build());
    } catch (error) {
      if (!key || lostNetwork || !(error instanceof ApiError) || error.code !== 'NETWORK') throw error;
      lostNetwork = true;
      await pause(RESEND_AFTER_MS);
      continue;
    }
    const after = retryAfterMs(response);
    if ((!key && !read) || after === undefined || Date.now() + after > until) return response;
    await pause(after);
  }
}

/** One signed request for a contract: its query (GET) or JSON body (POST), the envelope's data and message back. */
async function send<C extends Contract>(
  contract: C,
  input: InputOf<C>,
  key?: string,
  who: Credentials = asSession(),
): Promise<{ data: OutputOf<C>; msg: string }> {
  const params = (input ?? {}) as Params;
  const signed = contract.method === 'GET' ? queryParams(params) : params;
  const actionKey = contract.method === 'POST' && contract.access !== 'public' ? key : undefined;
  const response = await sendOnce(actionKey, contract.method === 'GET', () => {
    const timestamp = serverNow();
    const headers = headersFor(timestamp, computeSign(signed, timestamp, __SIGN_SALT__), who);
    if (actionKey) headers[HEADERS.idempotencyKey] = actionKey;
    let url = `${apiHost()}${contract.path}`;
    const init: RequestInit = { method: contract.method, headers };
    if (contract.method === 'GET') {
      const query = new URLSearchParams(signed as Record<string, string>).toString();
      if (query) url += `?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(params);
    }
    return [url, init];
  });
  const answer = await envelope<OutputOf<C>>(response);
  if (contract.method === 'POST') wrote(contract.path);
  return answer;
}

/**
 * A signed multipart upload of one file (imports). Only the query is signed: a file is no sign parameter.
 * `key` is the user action's Idempotency-Key: the same import sent again is imported once.
 */
export async function upload<C extends Contract>(
  contract: C,
  file: File,
  fields: Record<string, string> = {},
  key?: string,
): Promise<{ data: OutputOf<C>; msg: string }> {
  await ensureFreshToken();
  return uploadAs(asSession(), contract, file, fields, key);
}

/**
 * A signed call or upload made as `who` rather than the session (an applicant of /business, who is nobody's user
 * yet): the same headers and sign, no token refresh, refusals thrown to the caller.
 */
export function sendAs<C extends Contract>(
  who: Credentials,
  contract: C,
  input: InputOf<C>,
): Promise<{ data: OutputOf<C>; msg: string }> {
  return send(contract, input, undefined, who);
}

export async function uploadAs<C extends Contract>(
  who: Credentials,
  contract: C,
  file: File,
  fields: Record<string, string> = {},
  key?: string,
): Promise<{ data: OutputOf<C>; msg: string }> {
  const response = await sendOnce(key, false, () => {
    const timestamp = serverNow();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    const headers = headersFor(timestamp, computeSign({}, timestamp, __SIGN_SALT__), who);
    if (key) headers[HEADERS.idempotencyKey] = key;
    return [`${apiHost()}${contract.path}`, { method: 'POST', headers, body: form }];
  });
  const answer = await envelope<OutputOf<C>>(response);
  wrote(contract.path);
  return answer;
}

let refreshing: Promise<void> | undefined;

async function refreshTokens(): Promise<void> {
  const refreshToken = session.refreshToken;
  if (!refreshToken) throw new ApiError('no refreshToken', 'LOGIN', 'login', 401);
  const { data } = await send(API.session.refreshAccessToken, { refresh_token: refreshToken });
  session.save(data.access_token, data.refresh_token);
}

/** One refresh at a time: concurrent callers wait for the same one. */
function sharedRefresh(): Promise<void> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Refreshes the access token when it expires within a minute by the server's clock. A token that
 * cannot be read ends the session: back to the sign-in page with the page wanted.
 */
async function ensureFreshToken(): Promise<void> {
  if (!session.token) return;
  const claims = decodeClaims(session.token);
  if (!claims) {
    session.clear();
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/index?redirect=${encodeURIComponent(here)}`);
    throw new ApiError('token', 'LOGIN', 'login', 401);
  }
  if (claims.exp - serverNow() > 60) return;
  await sharedRefresh();
}

/** A token refresh runs 30 seconds after sign-in (docs/business-rules.md, 'Sessions in the browser'). */
export function refreshAfterSignIn(delayMs = 30_000): void {
  setTimeout(() => {
    if (session.refreshToken) sharedRefresh().catch((error: unknown) => reportError(error));
  }, delayMs);
}

export interface CallOptions {
  /** The caller shows refusals itself (sign-in, import errors); otherwise the error catalogue does. */
  readonly quiet?: boolean;
  /**
   * The Idempotency-Key of the user action a write belongs to (`useWrite` keeps one per action): sent again,
   * after a network error or a second click, the action is done once. A write without one gets its own.
   */
  readonly key?: string;
}

/**
 * A call of the API by its contract (packages/protocol): the input typed by its schema, the answer's data typed
 * by its response. A call that needs the session refreshes the token first; a refusal is reported by the error
 * catalogue (unless `quiet`), then thrown.
 */
export async function call<C extends Contract>(
  contract: C,
  input: InputOf<C> = {} as InputOf<C>,
  options: CallOptions = {},
): Promise<OutputOf<C>> {
  return (await callWithMessage(contract, input, options)).data;
}

/** A call whose answer's message is shown (an async export's notice, a code sent). */
export async function callWithMessage<C extends Contract>(
  contract: C,
  input: InputOf<C> = {} as InputOf<C>,
  options: CallOptions = {},
): Promise<{ data: OutputOf<C>; msg: string }> {
  // A read started early gives its answer; had it failed, the call is made as any other, refusals and all.
  const early = takeEarly(contract, input);
  if (early) return early.catch(() => callWithMessage(contract, input, options));
  try {
    if (contract.access !== 'public') await ensureFreshToken();
    return await send(contract, input, options.key ?? newActionKey());
  } catch (error) {
    if (!options.quiet) reportError(error);
    throw error;
  }
}

/** How long a read started early keeps its answer for the call that asks the same. */
const EARLY_KEPT_MS = 30_000;

interface EarlyRead {
  readonly at: number;
  readonly answer: Promise<{ data: never; msg: string }>;
}

const earlyReads = new Map<string, EarlyRead>();

/** A GET by its path and its input, whatever the order of the input's fields. */
function earlyKey(contract: Contract, input: unknown): string {
  const fields = typeof input === 'object' && input !== null ? Object.keys(input).sort() : [];
  return `${contract.path} ${JSON.stringify(input ?? {}, fields)}`;
}

/**
 * Starts a GET before anything has asked for it (app/earlyReads.ts: while the console's script is still on its
 * way); the first call asking the same, within half a minute, takes the answer instead of asking again.
 */
export function readEarly<C extends Contract>(contract: C, input: InputOf<C>): Promise<OutputOf<C>> {
  const answer = callWithMessage(contract, input, { quiet: true });
  // Nobody may take it: its failure is no unhandled rejection.
  answer.catch(() => undefined);
  earlyReads.set(earlyKey(contract, input), { at: Date.now(), answer: answer as EarlyRead['answer'] });
  return answer.then((a) => a.data);
}

function takeEarly<C extends Contract>(
  contract: C,
  input: InputOf<C>,
): Promise<{ data: OutputOf<C>; msg: string }> | undefined {
  if (contract.method !== 'GET' || earlyReads.size === 0) return undefined;
  const key = earlyKey(contract, input);
  const read = earlyReads.get(key);
  earlyReads.delete(key);
  return read && Date.now() - read.at < EARLY_KEPT_MS ? read.answer : undefined;
}

/**
 * A signed GET whose answer is a file (a printed PDF): the file and the name the server gave it. A refusal comes
 * as the envelope and is thrown as an ApiError, as every call's is.
 */
export async function fetchFile<C extends Contract>(
  contract: C,
  input: InputOf<C>,
): Promise<{ blob: Blob; name: string }> {
  return fileOf(await signedGet(contract, input), 'document.pdf');
}

/**
 * A signed multipart upload whose answer is a file (an import preview's refused rows): the file and its name. A
 * refusal comes as the envelope and is thrown as an ApiError.
 */
export async function uploadForFile<C extends Contract>(
  contract: C,
  file: File,
  fields: Record<string, string>,
): Promise<{ blob: Blob; name: string }> {
  await ensureFreshToken();
  const timestamp = serverNow();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const headers = headersFor(timestamp, computeSign({}, timestamp, __SIGN_SALT__), asSession());
  const response = await fetched(`${apiHost()}${contract.path}`, { method: 'POST', headers, body: form });
  return fileOf(response, 'refused.xlsx');
}

async function fileOf(response: Response, fallback: string): Promise<{ blob: Blob; name: string }> {
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
    await envelope(response);
    throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: utf8 ? decodeURIComponent(utf8) : (plain ?? fallback) };
}

/** A GET as the session, signed in its headers, whose answer the caller reads itself (a file, a stream). */
async function signedGet<C extends Contract>(
  contract: C,
  input: InputOf<C>,
  init: { readonly signal?: AbortSignal; readonly headers?: Record<string, string> } = {},
): Promise<Response> {
  await ensureFreshToken();
  const signed = queryParams((input ?? {}) as Params);
  const timestamp = serverNow();
  const headers = headersFor(timestamp, computeSign(signed, timestamp, __SIGN_SALT__), asSession());
  const query = new URLSearchParams(signed).toString();
  return fetched(`${apiHost()}${contract.path}${query ? `?${query}` : ''}`, {
    headers: { ...headers, ...init.headers },
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

/**
 * Opens a stream contract (Server-Sent Events: the live events) as the session, signed in its headers as every
 * call is, so no credential travels in an address; `lastEventId` asks for what came after it. Answers the open
 * response, whose body the caller reads; a refusal comes as the envelope and is thrown as an ApiError.
 */
export async function openStream<C extends Contract>(
  contract: C,
  input: InputOf<C>,
  o: { readonly signal: AbortSignal; readonly lastEventId?: string },
): Promise<Response> {
  const response = await signedGet(contract, input, {
    signal: o.signal,
    ...(o.lastEventId ? { headers: { 'last-event-id': o.lastEventId } } : {}),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await envelope(response);
    throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  }
  return response;
}
