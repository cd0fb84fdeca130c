import { API } from '@yanye/protocol';
import { useEffect, useState } from 'react';
import { call } from '../api/client';
import { type KefuParams, missingKefuParams } from './kefu';
import type { ConsoleUser } from './routeSet';

/** What the customer-service window starts with: the chat host and who is asking. */
export interface KefuStart {
  readonly host: string;
  readonly params: KefuParams;
}

/**
 * Whether the customer-service window starts, and with what (SPEC.md §1): `GetKefuConfig` names the host and
 * the app id. Without a host, or with uuid, name or customerAppID missing, it says why in the console and
 * answers undefined: the window does not start.
 */
export function useKefu(user: ConsoleUser): KefuStart | undefined {
  const [start, setStart] = useState<KefuStart>();
  const uuid = `${user.suid}-${user.uid}`;
  const name = user.nick_name || user.username;
  useEffect(() => {
    let cancelled = false;
    call(API.session.kefuConfig, {}, { quiet: true }).then(
      (answer) => {
        if (cancelled) return;
        if (!answer.host) {
          console.info('customer service not configured: GetKefuConfig answered no host');
          return;
        }
        const params: KefuParams = { uuid, name, customerAppID: answer.appid };
        const missing = missingKefuParams(params);
        // SPEC.md §1: a missing value is logged and the widget does not start.
        if (missing.length > 0) console.error(`customer service not started: missing ${missing.join(', ')}`);
        else setStart({ host: answer.host, params });
      },
      (e: unknown) => console.warn('customer service not started: GetKefuConfig failed', e),
    );
    return () => {
      cancelled = true;
    };
  }, [uuid, name]);
  return start;
}
