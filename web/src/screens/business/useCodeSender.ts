import { API } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { applicantSend } from './applicantClient';

/**
 * Texts an onboarding code (registering or finding an application) and counts down to when another may be
 * asked for: the server allows one a minute and says so in `resend_in`, or in a refusal's `seconds`.
 */
export function useCodeSender(type: 'register' | 'find', onError: (text: string) => void) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = useCallback(
    async (phone: string) => {
      setSending(true);
      setNotice('');
      try {
        const { data, msg } = await applicantSend(API.onboarding.enterVerifySend, {
          phone: phone.trim(),
          type,
        });
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
    [type, onError],
  );

  return { send, sending, left, notice };
}
