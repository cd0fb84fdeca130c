import { createHash } from 'node:crypto';
import type { Client } from '@yanye/framework/testing';

/** The sign-in captcha as the server issues it (API.session.captcha). */
export interface CaptchaChallenge {
  readonly algorithm: 'SHA-256';
  readonly challenge: string;
  readonly salt: string;
  readonly signature: string;
  readonly maxnumber: number;
}

/** The number whose SHA-256 of `salt + number` is the challenge, found by trying them all as a browser does. */
export function solveChallenge(c: CaptchaChallenge): number {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    )
      return n;
  }
  throw new Error(`no number up to ${c.maxnumber} solves ${c.challenge}`);
}

/** The login's `captcha` field: base64 of ALTCHA's JSON payload, with any number (a wrong one too). */
export function captchaPayload(c: CaptchaChallenge, number: number, change: Partial<CaptchaChallenge> = {}) {
  const { algorithm, challenge, salt, signature } = { ...c, ...change };
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
}

/** A new challenge from the server, as the client's address asks for it. */
export async function fetchChallenge(client: Client): Promise<CaptchaChallenge> {
  const r = await client.get<CaptchaChallenge>('/v1/public/verify/captcha');
  if (!r.body.status) throw new Error(`no captcha: ${r.body.msg}`);
  return r.body.data;
}

/** A solved captcha for the next sign-in of this client: fetched, solved by brute force, encoded. */
export async function solvedCaptcha(client: Client): Promise<string> {
  const c = await fetchChallenge(client);
  return captchaPayload(c, solveChallenge(c));
}
