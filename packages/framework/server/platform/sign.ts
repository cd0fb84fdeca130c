import { createHmac } from 'node:crypto';
import { HEADERS, MAX_CLOCK_SKEW_SECONDS, signsEqual, signText } from '@yanye/protocol';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A download opened in a new window: a call that answers a file, or a list asked for its xlsx or
 * its import template. Only these may carry the credentials in the query, where they end up in histories and
 * logs; any other call takes them from the headers alone.
 */
function isDownload(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (request.routeOptions.config.file) return true;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return query._down_excel === '1' || query._down_excel_import_tpl === '1';
}

/** Header values; a download opened in a new window may carry them in the query instead. */
export function credential(request: FastifyRequest, name: string): string {
  const header = request.headers[name];
  if (typeof header === 'string' && header !== '') return header;
  if (isDownload(request)) {
    const value = (request.query as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string') return value;
  }
  return '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parameters that are signed: the query, plus a JSON or urlencoded body's top-level fields. */
function signedParams(request: FastifyRequest): Record<string, unknown> {
  const params: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
  const type = String(request.headers['content-type'] ?? '');
  const signsBody = type.includes('application/json') || type.includes('application/x-www-form-urlencoded');
  if (signsBody && isPlainObject(request.body)) Object.assign(params, request.body);
  return params;
}

/** Refuses a wrong sign (400 BAD_SIGN) and a timestamp more than 300 s from the server clock. */
export function verifySign(request: FastifyRequest, salt: string, now: number): void {
  const timestamp = credential(request, HEADERS.timestamp);
  const ts = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - ts) > MAX_CLOCK_SKEW_SECONDS) {
    throw new AppError('STALE_TIMESTAMP', 'staleTimestamp');
  }
  const given = credential(request, HEADERS.sign).toLowerCase();
  // protocol's computeSign, with Node's HMAC in place of the pure-JS one the browser needs (a tenth of the cost).
  const expected = createHmac('sha256', salt)
    .update(signText(signedParams(request), timestamp))
    .digest('hex');
  if (!signsEqual(given, expected)) throw new AppError('BAD_SIGN', 'badSign');
}
