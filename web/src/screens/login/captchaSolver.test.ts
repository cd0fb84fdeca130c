import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './captchaSolver';
import { challengeExpires, type PowChallenge, solutionPayload } from './powChallenge';

const hmacKey = 'web-solver-test-key';

/** A challenge as the server makes it (altcha-lib v1, as server/src/modules/session/captcha.service.ts does). */
async function serverChallenge(number?: number, maxnumber = 300_000): Promise<PowChallenge> {
  const expires = new Date(Date.now() + 300_000);
  const c = await createChallenge({
    hmacKey,
    maxnumber,
    expires,
    ...(number === undefined ? {} : { number }),
  });
  return { ...c, algorithm: 'SHA-256', maxnumber };
}

describe('the captcha solver (plain-JavaScript SHA-256)', () => {
  it('finds the number of a challenge made by altcha-lib, and altcha-lib takes its payload', async () => {
    for (const number of [0, 9, 10, 99_999, 300_000]) {
      const c = await serverChallenge(number);
      expect(solveChallenge(c)).toBe(number);
      expect(await verifySolution(solutionPayload(c, number, 1), hmacKey)).toBe(true);
    }
    const random = await serverChallenge(undefined, 50_000);
    const found = solveChallenge(random);
    expect(found).toBeDefined();
    expect(await verifySolution(solutionPayload(random, found!, 1), hmacKey)).toBe(true);
    expect(await verifySolution(solutionPayload(random, found! + 1, 1), hmacKey)).toBe(false);
    // Some 400,000 hashes in plain JavaScript: a second or two alone, longer beside a busy test run.
  }, 30_000);

  it('gives up past maxnumber, and on an algorithm or challenge it does not know', async () => {
    const c = await serverChallenge(5_000, 10_000);
    expect(solveChallenge({ ...c, maxnumber: 4_999 })).toBeUndefined();
    expect(solveChallenge({ ...c, algorithm: 'SHA-1' })).toBeUndefined();
    expect(solveChallenge({ ...c, challenge: 'zz' })).toBeUndefined();
  });

  it('reads the expiry the server wrote into the salt', async () => {
    const c = await createChallenge({ hmacKey, number: 1, expires: new Date(1_795_000_000_000) });
    expect(challengeExpires(c)).toBe(1_795_000_000);
    expect(challengeExpires({ salt: 'abc&' })).toBeUndefined();
  });
});
