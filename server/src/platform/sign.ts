import { computeSign, HEADERS, MAX_CLOCK_SKEW_SECONDS, signsEqual } from '@yanye/protocol';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Header values; a GET download opened in a new window may carry them in the query instead (API.md §2). */
export function credential(request: FastifyRequest, name: string): string {
  const header = request.headers[name];
  if (typeof header === 'string' && header !== '') return header;
  if (request.method === 'GET') {
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
  const expected = computeSign(signedParams(request), timestamp, salt);
  if (!signsEqual(given, expected)) throw new AppError('BAD_SIGN', 'badSign');
}
