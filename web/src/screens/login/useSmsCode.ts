import { API } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { callWithMessage } from '../../api/client';

/**
 * Sends a sign-in code to a phone and counts down to when another may be asked for (the server allows one a
 * minute and says how long in `resend_in`).
 */
export function useSmsCode(onError: (text: string) => void) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = useCallback(
    async (phone: string, name: string) => {
      setSending(true);
      try {
        const { data, msg } = await callWithMessage(
          API.session.verifySend,
          { phone: phone.trim(), name: name.trim(), type: 'login' },
          { quiet: true },
        );
        setNotice(msg);
        setLeft(data.resend_in);
      } catch (e) {
        onError(e instanceof Error ? e.message : String(e));
        // A refusal for sending too often says how long to wait.
        const seconds = (e as { data?: { seconds?: unknown } }).data?.seconds;
        if (typeof seconds === 'number') setLeft(seconds);
      } finally {
        setSending(false);
      }
    },
    [onError],
  );

  return { send, sending, left, notice };
}
