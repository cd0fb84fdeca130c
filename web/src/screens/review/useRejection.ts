import { useState } from 'react';
import type { Answer } from './kind';

/** A rejection asked for, without UI: what it rejects, until its reason is sent (`reject`) or it is cancelled. */
export interface Rejection<Subject> {
  readonly open: boolean;
  readonly ask: (subject: Subject) => void;
  readonly cancel: () => void;
  readonly send: (reason: string) => Promise<void>;
}

/** The rejection of a review screen: sent with its reason, its answer handed to `done`. */
export function useRejection<Subject>(
  reject: (subject: Subject, reason: string) => Promise<Answer>,
  done: (answer: Answer) => void,
): Rejection<Subject> {
  // Held in an object: a subject may be anything, `undefined` alone meaning none.
  const [rejecting, setRejecting] = useState<{ readonly subject: Subject }>();
  return {
    open: rejecting !== undefined,
    ask: (subject) => setRejecting({ subject }),
    cancel: () => setRejecting(undefined),
    send: async (reason) => {
      if (!rejecting) return;
      done(await reject(rejecting.subject, reason));
      setRejecting(undefined);
    },
  };
}
