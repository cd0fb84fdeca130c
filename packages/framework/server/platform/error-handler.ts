// The page answer below sends the web app's index through @fastify/static, which the app registers.

import type { Socket } from 'node:net';
import type {} from '@fastify/static';
import { type MessageKey, message } from '@yanye/i18n';
import { API_PREFIX, type ErrorCode, type FailEnvelope, HTTP_STATUS } from '@yanye/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability';
import { sqlState } from '../db/errors';
import { AppError } from './errors';

/** Errors Fastify raises itself, by HTTP status, as the user is told about them. */
const byStatus: Readonly<Record<number, [ErrorCode, MessageKey]>> = {
  400: ['BAD_INPUT', 'badInput'],
  404: ['NOT_FOUND', 'notFound'],
  406: ['BAD_INPUT', 'badInput'],
  413: ['TOO_LARGE', 'tooLarge'],
  415: ['UNSUPPORTED_MEDIA', 'unsupportedMedia'],
  429: ['TOO_MANY_REQUESTS', 'tooManyRequests'],
};

/** What a thrown error tells the user: its own message, a database refusal by its SQLSTATE, Fastify's by status. */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const state = sqlState(error);
  // The checks before a write say which value is taken; a race between two writes ends here instead.
  if (state === '23505') return new AppError('CONFLICT', 'duplicateRecord');
  // A reference the checks found, gone before the write (or a row deleted while a new one came to refer to it).
  if (state === '23503') return new AppError('CONFLICT', 'referenceChanged');
  // A number past its column (a sum of stock beyond numeric(16, 3)): the input's fault, not the server's.
  if (state === '22003') return new AppError('BAD_INPUT', 'valueOutOfRange');
  // A write whose twin took its receipt over, found as it committed (platform/receipts.ts): the twin's is done.
  if (state === 'YR001') return new AppError('IN_PROGRESS', 'requestInProgress');
  // The database went away (a restart, a failover, its sessions ended): ask again shortly (docs/operations.md).
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', 'databaseAway');
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('BAD_INPUT', 'invalidJson');
  }
  if (error instanceof SyntaxError && fe.statusCode === 400) return new AppError('BAD_INPUT', 'invalidJson');
  const mapped = fe.statusCode ? byStatus[fe.statusCode] : undefined;
  if (mapped) return new AppError(mapped[0], mapped[1]);
  return new AppError('INTERNAL', 'internal');
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: FailEnvelope = {
    status: false,
    msg: error.describe(request.lang),
    data: error.data,
    code: error.code,
  };
  return reply.status(HTTP_STATUS[error.code]).type('application/json; charset=utf-8').send(body);
}

/** How soon a call refused for want of the database may be made again, in seconds (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/** Every failure leaves as the envelope; a 500 says nothing of stacks or SQL (the log has them). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else if (appError.key === 'databaseAway') {
      // The log says once that the database went away and once that it is back (app.ts), not per request.
      request.log.debug({ err: error }, 'refused: the database is away');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (!(error instanceof AppError)) request.log.info({ err: error }, 'request refused');
    return send(request, reply, appError);
  });
}

/** 404 for API paths; the web app's index for any other GET that asks for HTML (client-side routes). */
/** Paths of files, not pages: the build's assets and the export files, or any name with an extension. */
const FILE_PATH = /^\/(assets|files)\/|\.[a-z0-9]{1,8}$/i;

export function registerNotFound(app: FastifyInstance, hasWeb: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    // A page of the console is its index.html (the browser routes it); a missing file is missing: a stale
    // chunk, a script or an image that is not there must not come back as a page with 200.
    const path = request.url.split('?', 1)[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(API_PREFIX) &&
      !FILE_PATH.test(path) &&
      hasWeb;
    if (wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return send(request, reply, new AppError('NOT_FOUND', 'notFound'));
  });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (an address or headers over 16 KB: 431; bytes
 * that are no HTTP: 400) still leaves as the envelope. Nothing of the request was read, so not its language
 * either: the default one speaks.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body: FailEnvelope = {
    status: false,
    msg: message('zh', tooLarge ? 'headersTooLarge' : 'badInput'),
    data: null,
    code: tooLarge ? 'TOO_LARGE' : 'BAD_INPUT',
  };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}
