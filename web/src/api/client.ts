import { computeSign, type Envelope, HEADERS } from '@yanye/protocol';
import { currentLang } from '../i18n/lang';
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

// Seconds the server clock is ahead of this browser; a merchant's wrong clock must not lock them out.
let clockOffset = 0;

export function serverNow(): number {
  return Math.floor(Date.now() / 1000) + clockOffset;
}

export interface ServerConfig {
  readonly server_time: number;
  readonly sms_login_open: boolean;
}

/** Reads the server config and aligns the clock used for timestamps and token expiry. */
export async function syncServerConfig(): Promise<ServerConfig> {
  const before = Math.floor(Date.now() / 1000);
  const config = await send<ServerConfig>('GET', '/v1/public/config/GetServerConfig', {});
  clockOffset = config.server_time - before;
  return config;
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

/** An answer's data and message (async export shows the server's message as a notice). */
export async function callWithMessage<T>(method: 'GET' | 'POST', path: string, params: Params = {}) {
  try {
    await ensureFreshToken();
    return await send<T>(method, path, params, true);
  } catch (error) {
    reportError(error);
    throw error;
  }
}

async function send<T>(method: 'GET' | 'POST', path: string, params: Params): Promise<T>;
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  withMessage: true,
): Promise<{ data: T; msg: string }>;
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  withMessage = false,
): Promise<unknown> {
  const timestamp = serverNow();
  const signed = method === 'GET' ? queryParams(params) : params;
  const headers: Record<string, string> = {
    [HEADERS.device]: 'web',
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.accessToken]: session.token,
    [HEADERS.supplierUid]: session.suid,
    [HEADERS.lang]: currentLang(),
    [HEADERS.sign]: computeSign(signed, timestamp, __SIGN_SALT__),
  };
  let url = `${apiHost()}${path}`;
  const init: RequestInit = { method, headers };
  if (method === 'GET') {
    const query = new URLSearchParams(signed as Record<string, string>).toString();
    if (query) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(params);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 'NETWORK', null, 0);
  }
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  }
  if (!body.status) throw new ApiError(body.msg, body.code, body.data, response.status);
  if (method === 'POST') wrote(path);
  return withMessage ? { data: body.data, msg: body.msg } : body.data;
}

/** A signed multipart upload of one file (imports). Only the query is signed: a file is no sign parameter. */
export async function upload<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<{ data: T; msg: string }> {
  await ensureFreshToken();
  const timestamp = serverNow();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${apiHost()}${path}`, {
      method: 'POST',
      headers: {
        [HEADERS.device]: 'web',
        [HEADERS.timestamp]: String(timestamp),
        [HEADERS.accessToken]: session.token,
        [HEADERS.supplierUid]: session.suid,
        [HEADERS.lang]: currentLang(),
        [HEADERS.sign]: computeSign({}, timestamp, __SIGN_SALT__),
      },
      body: form,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 'NETWORK', null, 0);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError(`HTTP ${response.status}`, 'NETWORK', null, response.status);
  if (!body.status) throw new ApiError(body.msg, body.code, body.data, response.status);
  wrote(path);
  return { data: body.data, msg: body.msg };
}

let refreshing: Promise<void> | undefined;

async function refreshTokens(): Promise<void> {
  const refreshToken = session.refreshToken;
  if (!refreshToken) throw new ApiError('no refreshToken', 'LOGIN', 'login', 401);
  const data = await send<{ access_token: string; refresh_token: string }>(
    'POST',
    '/v1/public/user/refreshAccessToken',
    { refresh_token: refreshToken },
  );
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
 * Refreshes the access token when it expires within a minute by the server's clock (SPEC.md §7). A token that
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

/** SPEC.md §4: a token refresh runs 30 seconds after sign-in. */
export function refreshAfterSignIn(delayMs = 30_000): void {
  setTimeout(() => {
    if (session.refreshToken) sharedRefresh().catch((error: unknown) => reportError(error));
  }, delayMs);
}

export interface CallOptions {
  /** The caller shows refusals itself (sign-in, import errors); otherwise the error catalogue does. */
  readonly quiet?: boolean;
}

/** A signed call to an API that needs the session; a refusal is reported by the error catalogue, then thrown. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Params = {},
  options: CallOptions = {},
): Promise<T> {
  try {
    await ensureFreshToken();
    return await send<T>(method, path, params);
  } catch (error) {
    if (!options.quiet) reportError(error);
    throw error;
  }
}

/** A signed call to a public API (no session needed). */
export function callPublic<T>(method: 'GET' | 'POST', path: string, params: Params = {}): Promise<T> {
  return send<T>(method, path, params);
}

/** A public call whose answer's message is shown (a verify code sent). */
export function callPublicWithMessage<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Params = {},
): Promise<{ data: T; msg: string }> {
  return send<T>(method, path, params, true);
}
