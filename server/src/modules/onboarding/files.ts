import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, type Deps, isStoreKey, sendStoredFile } from '@yanye/framework/server';
import { ENTRY_DOCUMENTS } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import { ONBOARDING_MESSAGES } from './messages';

/**
 * The licences of an application are kept under `a/<application>/` and never served at /uploads (they carry an
 * identity number): a link to one is signed with the server's key and lasts about an hour, handed only to the
 * applicant (with their token) and the platform's reviewers (and, once the store is open, its own account in
 * CertInfo). `/files/enter/<key in base64url>.<expires>.<hmac>`.
 */
const LINK_SECONDS = 3600;
/** Links are made alike for ten minutes, so a page shown again asks the browser for the same picture. */
const LINK_STEP = 600;
const TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The folder of an application's own files. */
export const applicationFolder = (id: number) => `a/${id}`;

/** Whether `key` is a file of application `id` (what Enter and CertApply accept of it). */
export function isApplicationFile(key: string, id: number): boolean {
  return key.startsWith(`${applicationFolder(id)}/`) && isStoreKey(key);
}

function mac(deps: Deps, payload: string): string {
  return createHmac('sha256', deps.jwtKey).update(`enter-file:${payload}`).digest('base64url');
}

/** A short-lived link to an application's file; empty for no file. */
export function fileLink(deps: Deps, key: string): string {
  if (!key) return '';
  if (!key.startsWith('a/')) return key;
  const expires = Math.ceil((deps.now() + LINK_SECONDS) / LINK_STEP) * LINK_STEP;
  const payload = `${Buffer.from(key).toString('base64url')}.${expires}`;
  return `/files/enter/${payload}.${mac(deps, payload)}`;
}

/** Links to the documents of an application's (or a certification's) info, by document field. */
export function documentLinks(
  deps: Deps,
  info: Readonly<Record<string, unknown>> | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ENTRY_DOCUMENTS) {
    const key = info?.[field];
    if (typeof key === 'string' && key) out[field] = fileLink(deps, key);
  }
  return out;
}

function readLink(deps: Deps, token: string): string | undefined {
  const m = /^([A-Za-z0-9_-]{4,300})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const [, encoded, expires, given] = m;
  const expected = Buffer.from(mac(deps, `${encoded}.${expires}`));
  const provided = Buffer.from(given!);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided)) return undefined;
  if (Number(expires) < deps.now()) return undefined;
  const key = Buffer.from(encoded!, 'base64url').toString();
  return key.startsWith('a/') && isStoreKey(key) ? key : undefined;
}

/** Serves an application's file to whoever holds a signed link to it, while the link lasts. */
export function registerApplicationFiles(app: FastifyInstance, deps: Deps): void {
  // A wildcard, not a `:token` parameter: a token outgrows the router's 100-character parameters.
  app.get<{ Params: { '*': string } }>('/files/enter/*', async (request, reply) => {
    const key = readLink(deps, request.params['*']);
    const type = key ? TYPES[key.slice(key.lastIndexOf('.') + 1)] : undefined;
    const file = key && type ? await deps.files.get(key) : undefined;
    if (!file || !type) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.fileExpired);
    return sendStoredFile(reply, file, type, {
      disposition: 'inline',
      cacheControl: `private, max-age=${LINK_SECONDS}`,
      headers: { 'referrer-policy': 'no-referrer' },
    });
  });
}
