import { type SolverInput, solveChallenge } from './captchaSolver';

/** The captcha's brute force, off the page's thread: one challenge in, `{ number, took }` out (null: none fits). */
export interface SolverResult {
  readonly number: number | null;
  readonly took: number;
}

addEventListener('message', (event: MessageEvent<SolverInput>) => {
  const started = performance.now();
  const number = solveChallenge(event.data) ?? null;
  const result: SolverResult = { number, took: Math.round(performance.now() - started) };
  postMessage(result);
});
