import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/errors';

/** What a call texting a code answers: in how many seconds another may be asked for, and what to tell the user. */
export interface CodeSent {
  readonly data: { readonly resend_in: number };
  readonly msg: string;
}

/**
 * Texts a code to a phone (signing in, registering a store, finding an application) through `request`, and counts
 * down to when another may be asked for: the server allows one a minute and says how long in `resend_in`, or, when
 * it refuses one asked too soon, in the refusal's `seconds`. The answer's message is the notice to show.
 */
export function useCodeSender<Args extends unknown[]>(
  request: (...args: Args) => Promise<CodeSent>,
  onError: (text: string) => void,
) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = useCallback(
    async (...args: Args) => {
      setSending(true);
      setNotice('');
      try {
        const { data, msg } = await request(...args);
        setLeft(data.resend_in);
        setNotice(msg);
      } catch (error) {
        onError(error instanceof Error ? error.message : String(error));
        const seconds =
          error instanceof ApiError ? (error.data as { seconds?: unknown } | null)?.seconds : undefined;
        if (typeof seconds === 'number') setLeft(seconds);
      } finally {
        setSending(false);
      }
    },
    [request, onError],
  );

  return { send, sending, left, notice };
}
