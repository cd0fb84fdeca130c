import type { API, OutputOf } from '@yanye/protocol';

/**
 * The proof-of-work captcha's challenge as API.session.captcha answers it, and what the page reads of it or sends
 * back, without any hashing: the solver itself (captchaSolver.ts) is loaded by its worker only.
 */

/** A challenge as the server issues it: the solver needs four of its fields, the server gets all but `maxnumber` back. */
export type PowChallenge = OutputOf<typeof API.session.captcha>;

/** The login's `captcha` field: base64 of ALTCHA's JSON payload (the salt is ASCII hex and a query string). */
export function solutionPayload(c: PowChallenge, number: number, took: number): string {
  const { algorithm, challenge, salt, signature } = c;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature, took }));
}

/** The `expires` the server wrote into the salt (its clock, seconds), if any. */
export function challengeExpires(c: Pick<PowChallenge, 'salt'>): number | undefined {
  const query = c.salt.split('?')[1];
  const expires = Number(new URLSearchParams(query ?? '').get('expires'));
  return Number.isSafeInteger(expires) && expires > 0 ? expires : undefined;
}
