import { call, serverNow } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { challengeExpires } from './powChallenge';
import { solveInWorker } from './solveInWorker';

/** Where the captcha stands: being solved, solved, or failed (no challenge, or the worker broke). */
export type CaptchaState = 'solving' | 'solved' | 'failed';

/** A solution this close to its challenge's expiry is not sent: a fresh challenge is solved instead. */
const EXPIRY_MARGIN_SECONDS = 20;

interface Pending {
  readonly solution: Promise<string>;
  /** The challenge's expiry by the server's clock, once it is known. */
  expires?: number;
}

/**
 * The proof-of-work captcha of the sign-in page, without UI: `request` fetches a challenge and solves it in a
 * worker, `take` hands the solution to the next sign-in (waiting for it if need be) and forgets it, since the
 * server takes each solution once.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState | undefined>();
  /** The solution not yet sent, if any. */
  const pending = useRef<Pending | undefined>(undefined);
  /** The challenge last asked for, whose progress the state shows (sent or not). */
  const latest = useRef<Pending | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback((): Pending => {
    const entry: Pending = {
      solution: call(API.session.captcha, {}, { quiet: true }).then((challenge) => {
        entry.expires = challengeExpires(challenge);
        return solveInWorker(challenge);
      }),
    };
    pending.current = entry;
    latest.current = entry;
    setState('solving');
    const settle = (next: CaptchaState) => {
      if (mounted.current && latest.current === entry) setState(next);
    };
    entry.solution.then(
      () => settle('solved'),
      () => settle('failed'),
    );
    return entry;
  }, []);

  /** The solution for the sign-in about to be sent, '' when no captcha was asked for; it rejects when solving failed. */
  const take = useCallback(async (): Promise<string> => {
    let entry = pending.current;
    if (!entry) return '';
    await entry.solution.catch(() => undefined);
    if (entry.expires !== undefined && entry.expires - serverNow() < EXPIRY_MARGIN_SECONDS) entry = request();
    pending.current = undefined;
    return entry.solution;
  }, [request]);

  return { state, request, take };
}
