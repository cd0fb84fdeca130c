import { createHmac, type KeyObject } from 'node:crypto';
import { captchas, type Deps } from '@yanye/framework/server';
import type { API, OutputOf } from '@yanye/protocol';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The sign-in captcha is a proof of work, ALTCHA v1 style: the server signs a challenge, SHA-256 of a
 * salt and a secret number, and the browser finds the number by trying them all, in a worker. Nothing in it can
 * be read off a picture; each try costs the caller this much hashing, and a solution is good once.
 */

/**
 * The largest secret number: the browser tries half of them on average. The page's plain-JavaScript solver does
 * all 300,000 in about 0.4 s on this machine's cores (the worst case; 0.2 s on average), a slow phone in a few
 * times that.
 */
export const CAPTCHA_MAX_NUMBER = 300_000;
const CAPTCHA_TTL_SECONDS = 300;
const ALGORITHM = 'SHA-256';

export type IssuedChallenge = OutputOf<typeof API.session.captcha>;

const hmacKeys = new WeakMap<KeyObject, string>();

/**
 * The challenges' HMAC key, derived from the token key (an HMAC of a label under it): the raw token key never
 * signs a challenge, and the captcha key tells nothing of it.
 */
function captchaKey(jwtKey: KeyObject): string {
  let key = hmacKeys.get(jwtKey);
  if (key === undefined) {
    key = createHmac('sha256', jwtKey).update('yanye-console/captcha-hmac-key/v1').digest('hex');
    hmacKeys.set(jwtKey, key);
  }
  return key;
}

/** A new signed challenge; it carries its own expiry in the salt, so the server keeps nothing until it is solved. */
export async function issueCaptcha(deps: Deps): Promise<IssuedChallenge> {
  const expires = new Date((deps.now() + CAPTCHA_TTL_SECONDS) * 1000);
  const c = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey: captchaKey(deps.jwtKey),
    maxnumber: CAPTCHA_MAX_NUMBER,
    expires,
  });
  return {
    algorithm: ALGORITHM,
    challenge: c.challenge,
    salt: c.salt,
    signature: c.signature,
    maxnumber: CAPTCHA_MAX_NUMBER,
  };
}

/** What the browser sends back, base64 of this JSON (ALTCHA's payload; `took` is the solver's own figure). */
const Solution = z.object({
  algorithm: z.literal(ALGORITHM),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(CAPTCHA_MAX_NUMBER),
  salt: z.string().max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decode(value: string): z.infer<typeof Solution> | undefined {
  try {
    const parsed = Solution.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a solution of a challenge this server signed, not expired by the server's clock and never used before;
 * the first use records the challenge (until it expires), so the same solution sent again is refused.
 */
export async function consumeCaptcha(deps: Deps, value: string): Promise<boolean> {
  const db = deps.database.db;
  const now = deps.now();
  const solution = decode(value);
  if (!solution) return false;
  // The expiry is signed with the rest of the salt. altcha-lib would compare it with Date.now(); the server's
  // clock is deps.now() (the tests move it), so it is checked here and not there.
  const expires = Number(extractParams(solution).expires);
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  if (!(await verifySolution(solution, captchaKey(deps.jwtKey), false))) return false;

  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  // One insert decides between two requests racing with the same solution: only one of them adds the row.
  const spent = await db
    .insert(captchas)
    .values({ id: solution.challenge, answer: String(solution.number), expiresAt: expires, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return spent.length === 1;
}
