import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How a stored file goes out: shown or downloaded, how long a browser keeps it, and what else it is told. */
export interface FileSending {
  readonly disposition: 'inline' | 'attachment';
  readonly cacheControl: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Sends a stored file as `type`: `nosniff` and a sandboxing policy keep a browser from reading it as anything but
 * its stored type, whichever page links to it (uploads, an application's licences).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { readonly body: Readable; readonly size: number },
  type: string,
  sending: FileSending,
) {
  return reply
    .type(type)
    .headers({
      'content-length': file.size,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': sending.disposition,
      'cache-control': sending.cacheControl,
      ...sending.headers,
    })
    .send(file.body);
}
