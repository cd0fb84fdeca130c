import { type PowChallenge, solutionPayload } from './powChallenge';
import type { SolverResult } from './solver.worker';

/**
 * Solves a captcha challenge in a Web Worker and answers the login's `captcha` field. The worker is a file of its
 * own, fetched only now: the sign-in page does not carry the solver until the server asks for a captcha.
 */
export function solveInWorker(challenge: PowChallenge): Promise<string> {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<SolverResult>) => {
      const { number, took } = event.data;
      if (number === null) reject(new Error('captcha: no number solves the challenge'));
      else resolve(solutionPayload(challenge, number, took));
    });
    worker.addEventListener('error', (event) => reject(new Error(`captcha worker: ${event.message}`)));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}
