import type { KeyObject } from 'node:crypto';
import { AppError } from '@yanye/framework/server';
import { APPLICANT_TOKEN_TTL_SECONDS, HEADERS } from '@yanye/protocol';
import type { FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { ONBOARDING_MESSAGES } from './messages';

/**
 * The applicant's session: a token signed with the server's key, naming the application. It is no access token
 * (its type and audience differ, and it has none of their claims), so it opens no store's API, and an access
 * token opens no application. Nothing is stored: a lost token is replaced by finding the application by phone.
 */
const TYPE = 'applicant+jwt';
const AUDIENCE = 'store-application';

export async function signApplicantToken(
  applicationId: number,
  key: KeyObject,
  now: number,
): Promise<string> {
  return new SignJWT({ aid: applicationId })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + APPLICANT_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** The application a valid applicant token names, or undefined for anything else. */
export async function verifyApplicantToken(
  token: string,
  key: KeyObject,
  now: number,
): Promise<number | undefined> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      typ: TYPE,
      currentDate: new Date(now * 1000),
    });
    const id = payload.aid;
    return protectedHeader.typ === TYPE && typeof id === 'number' && Number.isSafeInteger(id) && id > 0
      ? id
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The application of the caller: the applicant token travels in the `accesstoken` header (redacted from logs,
 * never in a URL). Refused with 401 when missing or no longer good; the page then finds the application by phone.
 */
export async function applicantOf(request: FastifyRequest, key: KeyObject, now: number): Promise<number> {
  const token = tokenOf(request);
  const id = token ? await verifyApplicantToken(token, key, now) : undefined;
  if (id === undefined) throw new AppError('LOGIN', ONBOARDING_MESSAGES.applicantExpired);
  return id;
}

function tokenOf(request: FastifyRequest): string {
  const header = request.headers[HEADERS.accessToken];
  const token = typeof header === 'string' ? header.trim() : '';
  return token.length <= 2000 ? token : '';
}

/**
 * The application a request's token names, read but not yet verified: an upload's `prepare` (which has no key)
 * names the folder its file will go to with it, and the handler verifies the token before a byte is stored. No
 * token, or none of this shape, is refused at once, before the file is read.
 */
export function claimedApplicant(request: FastifyRequest): number {
  const token = tokenOf(request);
  let id: unknown;
  try {
    id = token ? decodeJwt(token).aid : undefined;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new AppError('LOGIN', ONBOARDING_MESSAGES.applicantExpired);
  return id;
}
